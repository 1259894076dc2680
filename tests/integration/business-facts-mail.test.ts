/**
 * The mails state the business facts the office published (docs/content.md): a newsletter signup after an edit of
 * the phone and email gets a welcome mail with the new ones, from the app's own wiring (formDeps) on a migrated
 * database.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useAppEnvironment } from "../support/db";

describe("the mails and the published business facts", () => {
  let app: Awaited<ReturnType<typeof useAppEnvironment>>;
  beforeAll(async () => {
    app = await useAppEnvironment("pglite", { SESSION_SECRET: "s".repeat(40), LOG_LEVEL: "silent" });
    // Storage as at start-up: the forms' wiring names the photos' store.
    await (await import("~/lib/platform/storage.server")).initStorage();
  });
  afterAll(async () => {
    await (await import("~/lib/platform/storage.server")).closeStorage();
    await app?.restore();
  });

  it("gives a newsletter signup the phone and email the office published", async () => {
    const { getDb } = await import("~/lib/platform/db.server");
    const { BUSINESS_BLOCK, findContentBlock } = await import("~/lib/content/blocks.server");
    const { saveBlockWords } = await import("~/lib/content/content-editing.server");
    const { submitNewsletter } = await import("~/lib/requests/newsletter-signup.server");
    const db = getDb();
    const [user] = (await db.execute(sql`insert into users (email, password_hash) values ('office@example.com', 'x') returning id`)) as unknown as { id: string }[];
    const words = { ...(findContentBlock(BUSINESS_BLOCK)!.defaults() as Record<string, unknown>), phone: "+17035550199", email: "office@valor.example" };
    expect(await saveBlockWords(BUSINESS_BLOCK, words, { expectedVersion: 1, publish: true }, { id: user!.id, email: "office@example.com" })).toMatchObject({ ok: true });

    const form = new FormData();
    form.set("email", "reader@example.com");
    expect(await submitNewsletter(form, { ip: "192.0.2.7", page: "/", lang: "es" })).toMatchObject({ ok: true });
    const [mail] = (await db.execute(sql`select reply_to, text from email_outbox where "to" = 'reader@example.com'`)) as unknown as { reply_to: string; text: string }[];
    expect(mail?.reply_to).toBe("office@valor.example");
    expect(mail?.text).toContain("(703) 555-0199 · office@valor.example");
  });
});
