import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISIT_MESSAGES as M } from "~/forms/admin-messages";
import { bookVisitOnLead } from "~/lib/visits/visit-booking.server";
import type { VisitDeps } from "~/lib/visits/visit-settings.server";
import { saveLead } from "~/models/lead-intake.server";
import { grantRole, upsertUserPassword } from "~/models/users.server";
import { leadEvents, visits } from "~db/schema";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";

/**
 * Visits (docs/visits.md): the booking workflow over each real database, then the lead page's form, the calendar
 * file and the customer's confirmation over HTTP against the production build.
 */

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe.each(dbTargets)("booking visits on %s", (kind) => {
  let db: TestDb;
  let admin: string;
  const deps = (): VisitDeps => ({
    db: db.db,
    timeZone: "America/New_York",
    arrivalHours: "08:00-16:00",
    windowMinutes: 120,
    textFrom: null,
    textRules: { canada: false },
    business: () => Promise.resolve({ name: "Valor Electric", phone: "(703) 555-0142", siteUrl: "https://valor.test" }),
    queued: () => {},
    // A fixed day: the office's calendar, not the wall clock's.
    now: () => new Date("2027-03-01T15:00:00Z"),
  });
  const newLead = async (i: number) =>
    (await saveLead(db.db, { kind: "estimate", name: `Visit ${i}`, phone: null, email: `visit-${kind}-${i}@example.com`, fields: { n: String(i) } })).lead.id;

  beforeAll(async () => {
    db = await createMigratedDb(kind);
    admin = await upsertUserPassword(db.db, `visits-${kind}@example.com`, "x");
    await grantRole(db.db, admin, "admin");
  });
  afterAll(() => db?.destroy());

  it("books exactly one of 10 concurrent bookings of one electrician in one window; the others are refused with the overlap, nothing saved", async () => {
    const leadIds = await Promise.all(Array.from({ length: 10 }, (_, i) => newLead(i)));
    const outcomes = await Promise.all(
      leadIds.map((id) => bookVisitOnLead(id, form({ intent: "visit", day: "2027-03-14", window: "08:00", electrician: `user:${admin}` }), admin, deps())),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused).toHaveLength(9);
    for (const o of refused) expect(o).toMatchObject({ status: 409, message: M.overlap(`visits-${kind}`, "Sunday, March 14, 2027", "8:00 AM – 10:00 AM") });
    const saved = await db.db.select().from(visits).where(eq(visits.electrician, `user:${admin}`));
    expect(saved).toHaveLength(1);
    // 8:00 on the office's clock the day the clocks go forward: 12:00 UTC.
    expect(saved[0]!.startsAt.toISOString()).toBe("2027-03-14T12:00:00.000Z");
    expect(saved[0]!.endsAt.toISOString()).toBe("2027-03-14T14:00:00.000Z");
    const history = await db.db.select().from(leadEvents).where(eq(leadEvents.field, "visit"));
    expect(history.map((e) => [e.leadId, e.toValue])).toEqual([[saved[0]!.leadId, `visits-${kind}, Sunday, March 14, 2027, 8:00 AM – 10:00 AM`]]);
  });
});
