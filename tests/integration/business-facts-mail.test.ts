/**
 * The mails state the business facts the office published (docs/content.md): a newsletter signup after an edit of
 * the phone and email gets a welcome mail with the new ones, from the app's own wiring (formDeps) on a migrated
 * database; a review request queued after an edit of the phone states the new one (the worker as server/index.ts
 * wires it, started before the edit).
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

  it("signs a review request queued after an edit with the phone the office published then, in the lead's language", async () => {
    const { getDb } = await import("~/lib/platform/db.server");
    const { BUSINESS_BLOCK, findContentBlock } = await import("~/lib/content/blocks.server");
    const { saveBlockWords } = await import("~/lib/content/content-editing.server");
    const { currentBusiness } = await import("~/lib/content/business-facts.server");
    const { reviewDeps } = await import("~/lib/reviews/review-settings.server");
    const { markJobDone, processReviewRequests } = await import("~/lib/reviews/review-requests.server");
    const db = getDb();
    // The worker's deps as server/index.ts builds them at start-up, before the edit, on a clock in the sending hours.
    const doneAt = new Date("2026-03-02T14:00:00Z");
    const deps = { ...reviewDeps(), business: currentBusiness, textFrom: null, queued: () => {}, now: () => new Date(doneAt.getTime() + 3 * 3_600_000) };
    const [user] = (await db.execute(sql`insert into users (email, password_hash) values ('reviews@example.com', 'x') returning id`)) as unknown as { id: string }[];
    const [lead] = (await db.execute(
      sql`insert into leads (kind, name, email, language, status) values ('estimate', 'Ana Ruiz', 'ana@example.com', 'es', 'won') returning id`,
    )) as unknown as { id: string }[];
    expect(await markJobDone(lead!.id, user!.id, { ...deps, now: () => doneAt })).toMatchObject({ created: true });

    const block = findContentBlock(BUSINESS_BLOCK)!;
    const [{ version }] = (await db.execute(sql`select coalesce(max(version), 1)::int as version from site_content_versions where block = ${BUSINESS_BLOCK}`)) as unknown as { version: number }[];
    const words = { ...(block.defaults() as Record<string, unknown>), phone: "+17035550188" };
    expect(await saveBlockWords(BUSINESS_BLOCK, words, { expectedVersion: version, publish: true }, { id: user!.id, email: "reviews@example.com" })).toMatchObject({ ok: true });

    expect(await processReviewRequests(deps)).toMatchObject({ sent: 1 });
    const [mail] = (await db.execute(sql`select subject, text from email_outbox where "to" = 'ana@example.com'`)) as unknown as { subject: string; text: string }[];
    expect(mail?.subject).toContain("¿Qué tal lo hizo");
    expect(mail?.text).toContain("(703) 555-0188");
    expect(mail?.text).not.toContain("(703) 555-0142");
  });
});
