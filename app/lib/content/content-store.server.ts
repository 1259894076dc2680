import type { Db, DbHandle } from "~db/client";
import { CONTENT_MESSAGES } from "~/forms/admin-messages";
import { latestPublished, latestVersions } from "~/models/site-content.server";
import { checkAdminAccess } from "../auth/require-admin.server";
import { getDbHandle } from "../platform/db.server";
import { log } from "../platform/log.server";
import { singleton } from "../platform/singleton.server";
import { type ContentBlock, contentBlocks } from "./blocks.server";

/**
 * The words pages show (docs/content.md): each block's highest published version, or its default words. Read once
 * per instance and kept until a publish on any instance says otherwise (Postgres NOTIFY; in the process on the
 * embedded database), so a page renders without asking the database for its words.
 */

const CHANNEL = "site_content_published";

/** The published words of every block, parsed, defaults filled in. */
type Words = ReadonlyMap<string, unknown>;

// Looked up on each use, not once at import: a process that forgets its singletons (a test file's fresh
// environment) forgets the kept words with them.
const kept = () => singleton("site-content", () => ({ published: null as Promise<Words> | null, last: null as Words | null }));

/** A stored version's words, or the defaults when it holds none (back to the default) or no longer fits the schema. */
function wordsOf(block: ContentBlock, data: unknown): unknown {
  if (data === null || data === undefined) return block.defaults();
  const parsed = block.schema.safeParse(data);
  if (parsed.success) return parsed.data;
  log.error("stored words do not fit their block's schema: showing the defaults", { block: block.key, issues: parsed.error.issues.length });
  return block.defaults();
}

function allWords(stored: ReadonlyMap<string, unknown>): Words {
  return new Map(contentBlocks.map((block) => [block.key, wordsOf(block, stored.get(block.key))]));
}

/** The published words, for what has no request to preview (a mail, the assistant's answer). */
export function publishedWords(db: Db = getDbHandle().db): Promise<Words> {
  const store = kept();
  if (!store.published) {
    const loading = latestPublished(db).then((rows) => (store.last = allWords(new Map(rows.map((row) => [row.block, row.data])))));
    store.published = loading;
    // A failed read is not kept: the next page asks again.
    loading.catch(() => {
      if (store.published === loading) store.published = null;
    });
  }
  return store.published;
}

/** The published words this instance last loaded, for work outside a request (a mail an outbox writes); null before the first. */
export const lastPublishedWords = (): Words | null => kept().last;

interface SiteWords {
  /** Every block's words by key. */
  words: Words;
  /** The banner over a preview; null for the published words. */
  preview: string | null;
}

/**
 * The words for a page's loader. `?preview` from a signed-in admin shows every block's latest version, drafts
 * included, under a banner; such a page is personal (the admin's cookie), so no cache keeps it. Anyone else gets
 * the published words, `?preview` or not.
 */
export async function siteWords(request: Request, db: Db = getDbHandle().db): Promise<SiteWords> {
  if (new URL(request.url).searchParams.has("preview") && (await checkAdminAccess(request)).kind === "admin") {
    const rows = await latestVersions(db);
    return { words: allWords(new Map(rows.map((row) => [row.block, row.data]))), preview: CONTENT_MESSAGES.previewBanner };
  }
  return { words: await publishedWords(db), preview: null };
}

/** Forgets the kept words and tells every instance, this one included, that new words are published. */
export async function announcePublished(block: string, handle: Pick<DbHandle, "notify"> = getDbHandle()): Promise<void> {
  kept().published = null;
  await handle.notify(CHANNEL, block);
}

/** Starts listening for publishes: each forgets the kept words, then `onPublished` runs (the page cache empties). */
export async function watchPublishedContent(onPublished: () => void, handle: Pick<DbHandle, "listen"> = getDbHandle()): Promise<void> {
  await handle.listen(CHANNEL, () => {
    kept().published = null;
    onPublished();
  });
}
