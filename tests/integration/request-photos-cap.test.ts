import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { MAX_REQUEST_PHOTOS } from "~/forms/photos";
import { saveLead } from "~/models/lead-intake.server";
import { addStatusPagePhotos } from "~/models/request-status.server";
import { rowsOf } from "~/models/sql.server";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";

/**
 * The request page's photo cap holds when the customer's posts arrive at once (two tabs, a double tap without
 * JavaScript): each post counts the photos the others saved before it, so together they never pass the cap.
 */
describe.each(dbTargets)("the request page's photo cap under concurrent posts on %s", (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createMigratedDb(kind);
  });
  afterAll(() => db?.destroy());

  const photos = (post: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ key: `leads/cap-${kind}/${post}-${i}.webp`, bytes: 1000, width: 10, height: 10, name: `p${i}.jpg` }));

  it(`of 10 posts of 3 photos at once onto ${MAX_REQUEST_PHOTOS - 4} photos, exactly one is saved and the rest are told it is full`, async () => {
    const token = "C".repeat(31) + (kind === "postgres" ? "P" : "G");
    const { lead } = await saveLead(db.db, { kind: "estimate", name: "Cap Test", phone: null, email: `cap-${kind}@example.com`, fields: {}, statusToken: token });
    expect(await addStatusPagePhotos(db.db, token, photos(0, MAX_REQUEST_PHOTOS - 4), new Date(), MAX_REQUEST_PHOTOS)).toBe("saved");

    // Ten connections open first (the pool opens them as needed), so the posts below run at the same time.
    await Promise.all(Array.from({ length: 10 }, () => db.db.execute(sql`select pg_sleep(0.05)`)));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, post) => addStatusPagePhotos(db.db, token, photos(post + 1, 3), new Date(), MAX_REQUEST_PHOTOS)));

    expect(answers.filter((a) => a === "saved")).toHaveLength(1);
    expect(answers.filter((a) => a === "full")).toHaveLength(9);
    const [row] = rowsOf<{ photos: number }>(await db.db.execute(sql`select count(*)::int as photos from lead_photos where lead_id = ${lead!.id}::uuid`));
    expect(row!.photos).toBe(MAX_REQUEST_PHOTOS - 1);
  });
});
