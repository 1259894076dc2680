import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { BusinessFactsForm } from "~/components/admin/content/BusinessFactsForm";
import { OffersWordsForm } from "~/components/admin/content/OffersWordsForm";
import { ReviewsWordsForm } from "~/components/admin/content/ReviewsWordsForm";
import { ServiceWordsForm } from "~/components/admin/content/ServiceWordsForm";
import { TeamWordsForm } from "~/components/admin/content/TeamWordsForm";
import { TreeWordsForm } from "~/components/admin/content/TreeWordsForm";
import { LanguageSwitch } from "~/components/admin/content/WordsField";
import { Notice } from "~/components/admin/Notice";
import { CONTENT_MESSAGES } from "~/forms/admin-messages";
import { parseForm } from "~/forms/parse";
import type { ReviewsBlock } from "~/forms/site-content-reviews";
import type { TeamBlock } from "~/forms/site-content-team";
import type { TreeBlock } from "~/forms/site-content-tree";
import type { BusinessBlock } from "~/forms/business-facts";
import { type OffersBlock, type ServiceBlock, SUGGEST_SPANISH, versionActionSchema } from "~/forms/site-content";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { findContentBlock } from "~/lib/content/blocks.server";
import { changeBlockVersion, contentEditor, loadBlockEditor, saveBlockWords, treeKeysOf, twilioPhone } from "~/lib/content/content-editing.server";
import { canSuggestSpanish, suggestSpanish } from "~/lib/content/suggest-spanish.server";
import { dropTeamPhotos, readContentForm, storeTeamPhotos } from "~/lib/content/team-photos.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { publishedReviews } from "~/lib/reviews/published-reviews.server";
import { pageTitle } from "~/lib/site/seo";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `Words: ${data.block.label}` : "Site words", matches) },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const editor = await loadBlockEditor(params["*"] ?? "");
  if (!editor) throw json({ message: CONTENT_MESSAGES.unknownBlock }, { status: 404 });
  // The reviews block lists the customers' published reviews beside the office's, to hide one.
  const customerReviews = editor.block.kind === "reviews" ? await publishedReviews() : [];
  return json({
    ...editor,
    suggest: canSuggestSpanish(),
    customerReviews,
    twilioPhone: editor.block.kind === "business" ? twilioPhone() : null,
    treeKeys: editor.block.kind === "words" ? treeKeysOf(editor.block.key) : [],
  });
}

/** `suggested`: the form's words with the language model's Spanish in them, shown for a person to check (not saved). */
type ActionData = { message: string | null; reply: SubmissionResult<string[]> | null; suggested?: unknown };

const VERSION_INTENTS = new Set(["publish-draft", "restore"]);

export async function action({ params, request }: ActionFunctionArgs) {
  const editor = await contentEditor(request);
  const key = params["*"] ?? "";
  const block = findContentBlock(key);
  if (block === undefined) return json<ActionData>({ message: CONTENT_MESSAGES.unknownBlock, reply: null }, { status: 404 });
  const here = `/admin/content/${key}`;
  const read = await readContentForm(request, block);
  if (!read.form) return json<ActionData>({ message: read.message, reply: null }, { status: read.status });
  const { form } = read;

  if (VERSION_INTENTS.has(String(form.get("intent")))) {
    const submission = parseForm(form, versionActionSchema);
    if (submission.status !== "success") return json<ActionData>({ message: CONTENT_MESSAGES.invalid, reply: null }, { status: 400 });
    const outcome = await changeBlockVersion(key, submission.value, editor);
    if (!outcome.ok) return json<ActionData>({ message: outcome.message, reply: null }, { status: outcome.status });
    return redirectWithToast(here, { title: outcome.message, type: "success" });
  }

  // The words first: a refused post stores no photo.
  const typed = parseForm(form, block.form);
  if (typed.status === "error") return json<ActionData>({ message: CONTENT_MESSAGES.invalid, reply: typed.reply() }, { status: 400 });
  const photos = read.photos.length > 0 ? await storeTeamPhotos(form, read.photos) : { ok: true as const, form, stored: [] };
  // A refused photo: the typed words come back with why, nothing saved or kept.
  if (!photos.ok) return json<ActionData>({ message: photos.message, reply: typed.reply({ formErrors: [photos.message] }) }, { status: photos.status });
  const submission = photos.stored.length > 0 ? parseForm(photos.form, block.form) : typed;
  // A list button (add, remove, move): the form comes back changed, with the photos chosen, nothing saved.
  if (submission.status === undefined) return json<ActionData>({ message: null, reply: submission.reply() });
  if (submission.status !== "success") return json<ActionData>({ message: CONTENT_MESSAGES.invalid, reply: submission.reply() }, { status: 400 });
  const { intent, expectedVersion, ...words } = submission.value;
  if (intent === SUGGEST_SPANISH) {
    const suggestion = await suggestSpanish(key, words);
    if (!suggestion.ok) return json<ActionData>({ message: suggestion.message, reply: submission.reply({ formErrors: [suggestion.message] }) }, { status: suggestion.status });
    return json<ActionData>({ message: suggestion.message, reply: null, suggested: suggestion.words });
  }
  const outcome = await saveBlockWords(key, words, { expectedVersion, publish: intent === "publish" }, editor);
  if (!outcome.ok) {
    // Not saved: no version names the photos this post stored, and the form keeps the photos it had.
    await dropTeamPhotos(photos.stored);
    return json<ActionData>({ message: outcome.message, reply: typed.reply({ formErrors: [outcome.message] }) }, { status: outcome.status });
  }
  return redirectWithToast(here, { title: outcome.message, type: "success" });
}

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

/** One block's words: edit, preview on the real page, publish; its history, with any version put back in one step. */
export default function ContentBlockEditor() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const latest = data.version;
  // Suggested Spanish comes back as the form's words; a form of its own (key), so it starts from them.
  const words = result?.suggested ?? data.data;
  const formProps = { version: latest, needsUpdate: data.needsUpdate, lastResult: result?.reply ?? undefined, suggest: data.suggest };
  const formKey = result?.suggested ? "suggested" : "latest";
  return (
    <section aria-labelledby="block-title">
      <p className="mt-6">
        <Link to="/admin/content" className="font-semibold text-brand-600 hover:underline">
          ← Site words
        </Link>
      </p>
      <h1 id="block-title" className="mt-2 text-3xl font-extrabold">
        {data.block.label}
      </h1>
      <div className="mt-4 space-y-2">
        {result?.suggested ? (
          <Notice type="info" testId="suggested">
            {result.message}
          </Notice>
        ) : result?.message && !result.reply ? (
          <Notice type="error">{result.message}</Notice>
        ) : null}
        {data.needsUpdate.length > 0 ? (
          <Notice type="info" testId="needs-update-summary">
            {CONTENT_MESSAGES.needsUpdate}: {data.needsUpdate.length} {data.needsUpdate.length === 1 ? "field" : "fields"}, marked below.
          </Notice>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a href={`${data.block.path}?preview`} className="font-semibold text-brand-600 hover:underline">
          Preview in English
        </a>
        <a href={`/es${data.block.path}?preview`} className="font-semibold text-brand-600 hover:underline">
          Preview in Spanish
        </a>
        {data.draft ? (
          <Form method="post">
            <input type="hidden" name="intent" value="publish-draft" />
            <input type="hidden" name="expectedVersion" value={latest} />
            <button type="submit" className="btn-volt">
              Publish the draft (version {latest})
            </button>
          </Form>
        ) : null}
      </div>

      <div className="words-editor">
        <LanguageSwitch />
        {data.block.kind === "business" ? (
          <BusinessFactsForm words={words as BusinessBlock} key={formKey} {...formProps} twilioPhone={data.twilioPhone} />
        ) : data.block.kind === "team" ? (
          <TeamWordsForm words={words as TeamBlock} key={formKey} {...formProps} />
        ) : data.block.kind === "reviews" ? (
          <ReviewsWordsForm words={words as ReviewsBlock} key={formKey} {...formProps} customerReviews={data.customerReviews} />
        ) : data.block.kind === "words" ? (
          <TreeWordsForm words={words as TreeBlock} key={formKey} {...formProps} keys={data.treeKeys} label={data.block.label} />
        ) : data.block.kind === "offers" ? (
          <OffersWordsForm words={words as OffersBlock} key={formKey} {...formProps} />
        ) : (
          <ServiceWordsForm words={words as ServiceBlock} key={formKey} {...formProps} />
        )}
      </div>

      <h2 className="mt-8 text-xl font-bold">History</h2>
      {data.history.length === 0 ? (
        <p className="mt-2 text-navy-700">Never edited: the site shows the default words (version 1).</p>
      ) : (
        <ol className="mt-2 divide-y divide-navy-100 rounded-xl border border-navy-100" data-testid="history">
          {data.history.map((row) => (
            <li key={row.version} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div>
                <p className="font-semibold">
                  {`Version ${row.version}: ${row.publishedAt ? `published ${when(row.publishedAt)} by ${row.publishedBy}` : "draft"}${row.note ? ` (${row.note})` : ""}`}
                </p>
                <p className="text-sm text-navy-700">{`Saved by ${row.author}, ${when(row.savedAt)}. Changed: ${row.changed.length ? row.changed.join(", ") : "nothing"}`}</p>
              </div>
              {row.version !== latest ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="version" value={row.version} />
                  <input type="hidden" name="expectedVersion" value={latest} />
                  <button type="submit" className="rounded-md border border-navy-300 px-3 py-1 font-semibold hover:bg-navy-50">
                    Put version {row.version} back
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
