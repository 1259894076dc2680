import type { DbHandle } from "~db/client";
import { getDbHandle } from "./db.server";
import { log } from "./log.server";
import { singleton } from "./singleton.server";

/**
 * The office changed what public pages show (a gallery picture, a published review): the workflow that saved the
 * change says so here, and every instance, this one included, forgets the pages it kept (server/page-cache.ts;
 * Postgres NOTIFY, or in the process on the embedded database). Only a saved change is announced: a refused post,
 * or one from someone who is not signed in, leaves the kept pages alone. Published site words have their own
 * announcement, which drops the kept words as well (app/lib/content/content-store.server.ts).
 */

const CHANNEL = "public_pages_changed";

/** This process's listeners: told at once, before the answer to the change goes out, so its next page is fresh. */
const here = () => singleton("page-change-listeners", () => new Set<() => void>());

/** Says that `what` changed. The change is saved already: a failed announcement is logged, and pages kept meanwhile age out within a minute. */
export async function announcePagesChanged(what: string, handle: Pick<DbHandle, "notify"> = getDbHandle()): Promise<void> {
  for (const onChanged of here()) onChanged();
  try {
    await handle.notify(CHANNEL, what);
  } catch (error) {
    log.warn("public pages changed, but the announcement failed", { what, error: String(error) });
  }
}

/** Runs `onChanged` whenever any instance announces a change (server/index.ts empties its page cache). */
export async function watchPagesChanged(onChanged: () => void, handle: Pick<DbHandle, "listen"> = getDbHandle()): Promise<void> {
  here().add(onChanged);
  await handle.listen(CHANNEL, () => onChanged());
}
