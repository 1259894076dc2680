import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { placeholdersOf, type TreeBlock, type TreeKey, treeFormSchema } from "~/forms/site-content-tree";
import { type BlockFormProps, FormError, SaveButtons, useBlockForm, WordsField } from "./WordsField";

/** A key path as the office reads it: "founder/bio" → "founder › bio", a list's items counted from 1. */
const readable = (key: string) =>
  key
    .split("/")
    .map((segment) => (/^\d+$/.test(segment) ? String(Number(segment) + 1) : segment))
    .join(" › ");

/**
 * A part of the words tree (docs/content.md, "Every word"): every key in English and Spanish, made from the part's
 * keys rather than by hand, each with the placeholders the site fills in it.
 */
export function TreeWordsForm(props: BlockFormProps<TreeBlock> & { keys: readonly TreeKey[]; label: string }) {
  const { version, needsUpdate, suggest, keys, words, label } = props;
  const schema = useMemo(() => treeFormSchema(keys), [keys]);
  const [form, fields] = useBlockForm(schema, props);
  // The keys are the part's, known when the page loads: the form's fields by key path.
  const byKey = fields as unknown as Record<string, Parameters<typeof WordsField>[0]["field"]>;
  // On a phone a part's keys fold by their first segment ("founder", "values"), each section a tap to open.
  const sections = useMemo(() => {
    const bySection = new Map<string, TreeKey[]>();
    for (const treeKey of keys) {
      const section = treeKey.key.split("/")[0]!;
      const inSection = bySection.get(section) ?? [];
      if (inSection.length === 0) bySection.set(section, inSection);
      inSection.push(treeKey);
    }
    return [...bySection];
  }, [keys]);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4" aria-label={label}>
      <FormError errors={form.errors} />
      <input type="hidden" name="expectedVersion" value={version} />
      {sections.map(([section, inSection]) => {
        const fieldsOf = inSection.map(({ key }) => {
          const placeholders = [...placeholdersOf(words[key]?.en ?? "")];
          return (
            <div key={key}>
              <WordsField field={byKey[key]!} label={readable(key)} long={(words[key]?.en.length ?? 0) > 160} marked={needsUpdate.includes(key)} />
              {placeholders.length ? <p className="mt-1 text-sm text-navy-700">{`Filled in by the site, keep in both languages: ${placeholders.join(", ")}`}</p> : null}
            </div>
          );
        });
        if (sections.length === 1) return fieldsOf;
        // A section opens by itself where the office has something to do: a field with an error or marked to update.
        const open = inSection.some(({ key }) => needsUpdate.includes(key) || Object.keys(byKey[key]?.allErrors ?? {}).length > 0);
        return (
          <details key={section} open={open} className="rounded-xl border border-navy-100 p-3" data-testid="words-section">
            <summary className="cursor-pointer py-1 text-lg font-bold">{`${readable(section)} (${inSection.length})`}</summary>
            <div className="mt-3 space-y-4">{fieldsOf}</div>
          </details>
        );
      })}
      <SaveButtons suggest={suggest} />
    </Form>
  );
}
