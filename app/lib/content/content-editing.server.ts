import { randomBytes } from "node:crypto";
import type { Db } from "~db/client";
import { CONTENT_MESSAGES as m } from "~/forms/admin-messages";
import type { versionActionSchema } from "~/forms/site-content";
import { insertVersion, latestVersionOf, latestVersions, type NewContentVersion, publishLatest, versionOf, versionsOf } from "~/models/site-content.server";
import type { z } from "zod";
import { checkAdminAccess } from "../auth/require-admin.server";
import type { SessionUser } from "../auth/session.server";
import { getDb } from "../platform/db.server";
import { type ContentBlock, contentBlocks, findContentBlock, storedWords, wordsForSpanish } from "./blocks.server";
import { changedFields, spanishNeedingUpdate } from "./content-diff";
import { announcePublished } from "./content-store.server";
import { findTreePart, leavesOf } from "./words-tree.server";
import type { TreeKey } from "~/forms/site-content-tree";

// The business facts' form says which number Twilio keeps shown (a route sharing business-facts.server with the
// root would cost every page a file).
export { twilioPhone } from "./business-facts.server";

/** The keys of a part of the words tree, with the arguments the site fills in each (its form checks them). */
export function treeKeysOf(blockKey: string): TreeKey[] {
  const tree = findTreePart(blockKey.replace(/^words\//, ""));
  return tree ? leavesOf(tree).map(({ key, args }) => ({ key, args })) : [];
}

/**
 * The office's editing of the site's words (docs/content.md): every save is a new version of its block, a draft
 * until published; restoring an earlier version is a new version too, so the history is complete. Version 1 of
 * every block is its default words (data null, app/content), written with the first edit: putting it back
 * removes the edits. A save names the version it was made from: when someone saved in between, it is refused and
 * the typed words go back to the form.
 */
interface ContentDeps {
  db: Db;
  now: () => Date;
  announce: (block: string) => Promise<void>;
}

const contentDeps = (): ContentDeps => ({ db: getDb(), now: () => new Date(), announce: announcePublished });

type Outcome = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string };

/** For an action: the admin, or the 401/403 response a form post gets (a page visit is redirected to sign in instead). */
export async function contentEditor(request: Request): Promise<SessionUser> {
  const access = await checkAdminAccess(request);
  if (access.kind === "admin") return access.user;
  if (access.kind === "not-logged-in") throw new Response(m.notSignedIn, { status: 401 });
  throw new Response(m.notAdmin, { status: 403 });
}

const LIST_NAMES: Record<string, string> = { faqs: "FAQ", included: "Included item", offers: "Offer", members: "Team member", reviews: "Review" };

/** Where a list item's needs-update mark came from, as the office reads it: "faqs.f2.answer" → "FAQ 2: answer". */
function fieldLabel(path: string, data: unknown): string {
  const [list, id, field] = path.split(".");
  if (!id || !field) return path;
  const items = (data as Record<string, { id?: string }[] | undefined>)[list!] ?? [];
  const at = items.findIndex((item) => item.id === id);
  return `${LIST_NAMES[list!] ?? list} ${at + 1}: ${field}`;
}

/** Every block with what visitors see (default, published or a newer draft) and its fields waiting for Spanish. */
export async function loadContentList(deps = contentDeps()) {
  const latest = new Map((await latestVersions(deps.db)).map((row) => [row.block, row]));
  const blocks = contentBlocks.map((block) => {
    const row = latest.get(block.key);
    const data = row?.data ?? block.defaults();
    return {
      key: block.key,
      label: block.label,
      path: block.path,
      state: !row ? "default words" : row.publishedAt ? (row.data === null ? "default words" : "published") : "draft not published",
      needsUpdate: (row?.needsUpdate ?? []).map((path) => fieldLabel(path, data)),
    };
  });
  return { blocks, needsUpdate: blocks.reduce((sum, block) => sum + block.needsUpdate.length, 0) };
}

/** How many fields' Spanish waits for an update, over every block (the admin's home shows it). */
export async function spanishWaiting(deps = contentDeps()): Promise<number> {
  return (await latestVersions(deps.db)).reduce((sum, row) => sum + row.needsUpdate.length, 0);
}

/** The editor of one block: its latest words (a draft, the published ones or the defaults), their version and history. */
export async function loadBlockEditor(key: string, deps = contentDeps()) {
  const block = findContentBlock(key);
  if (block === undefined) return null;
  const [latest, history] = await Promise.all([latestVersionOf(deps.db, key), versionsOf(deps.db, key)]);
  const data = latest?.data ? block.schema.parse(latest.data) : block.defaults();
  return {
    block: { key: block.key, kind: block.kind, label: block.label, path: block.path },
    data,
    version: latest?.version ?? DEFAULTS_VERSION,
    draft: latest !== null && latest.publishedAt === null,
    needsUpdate: latest?.needsUpdate ?? [],
    history: history.map((row) => ({
      version: row.version,
      author: row.author,
      savedAt: row.createdAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      publishedBy: row.publishedBy,
      note: row.note,
      changed: row.changed,
    })),
  };
}

/** List items the office added get an id of their own, so their marks and history follow them. */
function withItemIds(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      // A list of plain values (the hidden customer reviews' ids) has no items to name.
      Array.isArray(value)
        ? value.map((item: unknown) => (typeof item !== "object" || item === null || "id" in item && item.id ? item : { ...item, id: randomBytes(5).toString("hex") }))
        : value,
    ]),
  );
}

/** The version every block starts at: its default words. */
const DEFAULTS_VERSION = 1;

/** Adds version `expected + 1` of the block, published at once or not; refused when the block is past `expected`. */
async function addVersion(
  block: ContentBlock,
  expected: number,
  data: unknown,
  editor: SessionUser,
  { publish, note }: { publish: boolean; note: string | null },
  deps: ContentDeps,
): Promise<boolean> {
  const latest = await latestVersionOf(deps.db, block.key);
  if ((latest?.version ?? DEFAULTS_VERSION) !== expected) return false;
  if (!latest) {
    // The first edit: the defaults become version 1, so the history shows them and can put them back.
    // Two first edits at once both try; the unique (block, version) keeps one, and the version below decides.
    const at = deps.now();
    await insertVersion(deps.db, { block: block.key, version: DEFAULTS_VERSION, data: null, changed: [], needsUpdate: [], authorId: null, author: "the site", note: DEFAULTS_NOTE, publishedAt: at, publishedBy: "the site" });
  }
  // A part of the tree keeps only its changed keys: compared whole, as the form shows it.
  const before = latest?.data ? storedWords(block, latest.data) : block.defaults();
  const after = data ? storedWords(block, data) : block.defaults();
  const row: NewContentVersion = {
    block: block.key,
    version: expected + 1,
    data,
    changed: changedFields(before, after),
    needsUpdate: spanishNeedingUpdate(wordsForSpanish(block, before), wordsForSpanish(block, after), latest?.needsUpdate ?? []),
    authorId: editor.id,
    author: editor.email,
    note,
    ...(publish ? { publishedAt: deps.now(), publishedBy: editor.email } : {}),
  };
  // Two saves of the same version: the table's unique (block, version) lets one in.
  if (!(await insertVersion(deps.db, row))) return false;
  if (publish) await deps.announce(block.key);
  return true;
}

/** Saves the form's words as a draft, or publishes them at once. */
export async function saveBlockWords(
  key: string,
  words: Record<string, unknown>,
  { expectedVersion, publish }: { expectedVersion: number; publish: boolean },
  editor: SessionUser,
  deps = contentDeps(),
): Promise<Outcome> {
  const block = findContentBlock(key);
  if (block === undefined) return { ok: false, status: 404, message: m.unknownBlock };
  if (block.refuse) {
    const latest = await latestVersionOf(deps.db, key);
    const problem = block.refuse(latest?.data ? storedWords(block, latest.data) : block.defaults(), words);
    if (problem) return { ok: false, status: 400, message: problem };
  }
  const saved = await addVersion(block, expectedVersion, block.compact ? block.compact(words) : withItemIds(words), editor, { publish, note: null }, deps);
  if (!saved) return { ok: false, status: 409, message: m.conflict };
  return { ok: true, message: publish ? m.published : m.saved };
}

const DEFAULTS_NOTE = "The default words";

/** Publishes the draft or puts an earlier version back (version 1: the default words), each in one step. */
export async function changeBlockVersion(key: string, action: z.output<typeof versionActionSchema>, editor: SessionUser, deps = contentDeps()): Promise<Outcome> {
  const block = findContentBlock(key);
  if (block === undefined) return { ok: false, status: 404, message: m.unknownBlock };
  if (action.intent === "publish-draft") {
    if (!(await publishLatest(deps.db, key, action.expectedVersion, editor.email, deps.now()))) return { ok: false, status: 409, message: m.nothingToPublish };
    await deps.announce(key);
    return { ok: true, message: m.published };
  }
  const earlier = await versionOf(deps.db, key, action.version);
  if (!earlier) return { ok: false, status: 404, message: m.unknownVersion };
  const note = earlier.data === null ? `Restored version ${action.version}: ${DEFAULTS_NOTE.toLowerCase()}` : `Restored version ${action.version}`;
  const restored = await addVersion(block, action.expectedVersion, earlier.data, editor, { publish: true, note }, deps);
  return restored ? { ok: true, message: m.restored(action.version) } : { ok: false, status: 409, message: m.conflict };
}
