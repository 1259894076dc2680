import type { Words } from "~/forms/site-content";

/**
 * What changed between two versions of a block, and which Spanish fields wait for an update. A field's path names
 * list items by their id, not their place, so a mark follows its question when the list is reordered:
 * "title", "faqs.f2.answer". Other values (a price) are paths of their own, with no language.
 */

type Leaf = { kind: "words"; value: Words } | { kind: "value"; value: unknown };

const isWords = (value: unknown): value is Words =>
  typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as Words).en === "string" && typeof (value as Words).es === "string";

/** Every field of a block's data by its path. */
export function fieldsOf(data: unknown, prefix = ""): Map<string, Leaf> {
  const fields = new Map<string, Leaf>();
  if (typeof data !== "object" || data === null) return fields;
  for (const [key, value] of Object.entries(data)) {
    if (key === "id") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isWords(value)) fields.set(path, { kind: "words", value });
    // A list of plain values (ids) is one value: "hiddenCustomerReviews".
    else if (Array.isArray(value) && value.every((item) => typeof item !== "object")) fields.set(path, { kind: "value", value });
    else if (Array.isArray(value)) value.forEach((item: { id?: string }, index) => fieldsOf(item, `${path}.${item?.id ?? index}`).forEach((leaf, p) => fields.set(p, leaf)));
    else if (typeof value === "object" && value !== null) fieldsOf(value, path).forEach((leaf, p) => fields.set(p, leaf));
    else fields.set(path, { kind: "value", value });
  }
  return fields;
}

/** The paths that differ ("title.en", "startingAt", "faqs.f2.answer.es"), added and removed fields included. */
export function changedFields(before: unknown, after: unknown): string[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const changed: string[] = [];
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(path);
    const b = now.get(path);
    if (a?.kind === "words" || b?.kind === "words") {
      for (const lang of ["en", "es"] as const) {
        const x = a?.kind === "words" ? a.value[lang] : "";
        const y = b?.kind === "words" ? b.value[lang] : "";
        if (x !== y) changed.push(`${path}.${lang}`);
      }
    } else if (JSON.stringify(a?.value) !== JSON.stringify(b?.value)) changed.push(path);
  }
  return changed;
}

/**
 * The fields whose Spanish needs an update after a save: a field whose English changed while its Spanish did not,
 * or whose Spanish is empty, is marked; a field whose Spanish was written is cleared; marks of fields that are gone
 * go with them.
 */
export function spanishNeedingUpdate(before: unknown, after: unknown, marked: readonly string[]): string[] {
  const old = fieldsOf(before);
  const marks = new Set<string>();
  for (const [path, leaf] of fieldsOf(after)) {
    if (leaf.kind !== "words") continue;
    const previous = old.get(path);
    const was = previous?.kind === "words" ? previous.value : undefined;
    const spanishWritten = leaf.value.es !== "" && leaf.value.es !== was?.es;
    if (leaf.value.es === "") {
      if (leaf.value.en !== "") marks.add(path);
    }
    else if (spanishWritten) continue;
    else if (leaf.value.en !== was?.en || marked.includes(path)) marks.add(path);
  }
  return [...marks].sort();
}
