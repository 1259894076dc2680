import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PIPELINE_MESSAGES as M, NOTE_MAX } from "~/forms/admin-messages";
import { actOnLead, loadLead } from "~/lib/office/lead-pipeline.server";
import { saveLead } from "~/models/lead-intake.server";
import { setLeadStatus } from "~/models/lead-pipeline.server";
import { grantRole, upsertUserPassword } from "~/models/users.server";
import { leadEvents, leadNotes, leads, users } from "~db/schema";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe.each(dbTargets)("a lead's pipeline on %s", (kind) => {
  let db: TestDb;
  let dana: string;
  let eli: string;
  let member: string;
  let lead: string;
  const deps = () => ({ db: db.db, now: () => new Date(), pagesChanged: async () => {} });
  const act = (fields: Record<string, string>, actor = dana, id = lead) => actOnLead(id, form(fields), actor, deps());
  const row = async () => (await db.db.select().from(leads).where(eq(leads.id, lead)))[0]!;
  const history = async () =>
    (await loadLead(lead, deps()))!.events.map((e) => [e.actorName, e.field, e.fromValue, e.toValue]);

  beforeAll(async () => {
    db = await createMigratedDb(kind);
    dana = await upsertUserPassword(db.db, "dana@example.com", "x");
    eli = await upsertUserPassword(db.db, "eli@example.com", "x");
    member = await upsertUserPassword(db.db, "member@example.com", "x");
    await db.db.update(users).set({ name: "Dana" }).where(eq(users.id, dana));
    await grantRole(db.db, dana, "admin");
    await grantRole(db.db, eli, "admin");
  });
  beforeEach(async () => {
    ({
      lead: { id: lead },
    } = await saveLead(db.db, {
      kind: "estimate",
      name: "Ann <b>Lee</b>",
      phone: "7035550101",
      email: `ann-${Math.random()}@example.com`,
      service: "Panel Upgrade",
      // A request of its own each time (the same fields would be a double submit of the first).
      fields: { address: "1 Main St", n: String(Math.random()) },
    }));
  });
  afterAll(() => db.destroy());

  it("moves through every status, each change in the history with who, from and to", async () => {
    for (const status of ["contacted", "scheduled", "won", "new"]) expect(await act({ intent: "status", status })).toMatchObject({ ok: true });
    expect(await act({ intent: "status", status: "lost", lostReason: "Went with a cheaper quote" }, eli)).toEqual({ ok: true, message: "Status set to Lost" });
    expect(await row()).toMatchObject({ status: "lost", lostReason: "Went with a cheaper quote" });
    // Leaving "lost" clears the reason, and says so.
    await act({ intent: "status", status: "contacted" });
    expect(await row()).toMatchObject({ status: "contacted", lostReason: null });
    expect(await history()).toEqual([
      ["Dana", "status", "new", "contacted"],
      ["Dana", "status", "contacted", "scheduled"],
      ["Dana", "status", "scheduled", "won"],
      ["Dana", "status", "won", "new"],
      ["eli", "status", "new", "lost"],
      ["eli", "lost_reason", null, "Went with a cheaper quote"],
      ["Dana", "status", "lost", "contacted"],
      ["Dana", "lost_reason", "Went with a cheaper quote", null],
    ]);
    const events = await db.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead));
    expect(new Set(events.map((e) => e.actorId))).toEqual(new Set([dana, eli]));
  });

  it("refuses 'lost' without a reason, keeps what was typed, and changes nothing", async () => {
    for (const reason of [undefined, "", "   "]) {
      const outcome = await act({ intent: "status", status: "lost", ...(reason === undefined ? {} : { lostReason: reason }) });
      expect(outcome).toMatchObject({ ok: false, status: 400 });
      if (outcome.ok) throw new Error("accepted");
      expect(outcome.reply?.error).toEqual({ lostReason: [M.lostReasonRequired] });
      expect(outcome.reply?.initialValue).toMatchObject({ intent: "status", status: "lost" });
    }
    const tooLong = await act({ intent: "status", status: "lost", lostReason: "x".repeat(501) });
    expect(tooLong).toMatchObject({ ok: false, status: 400, reply: { error: { lostReason: [M.lostReasonTooLong] } } });
    const unknown = await act({ intent: "status", status: "archived" });
    expect(unknown).toMatchObject({ ok: false, status: 400, reply: { error: { status: [M.unknownStatus] } } });
    expect(await row()).toMatchObject({ status: "new", lostReason: null, firstResponseAt: null });
    expect(await history()).toEqual([]);
  });

  it("stamps the first response once, at the first office action of any kind", async () => {
    expect((await row()).firstResponseAt).toBeNull();
    await act({ intent: "note", body: "Left a voicemail" });
    const first = (await row()).firstResponseAt;
    expect(first).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 20));
    await act({ intent: "status", status: "contacted" });
    await act({ intent: "owner", ownerId: eli });
    expect((await row()).firstResponseAt).toEqual(first);
    expect((await row()).updatedAt.getTime()).toBeGreaterThan(first!.getTime());
    for (const intent of ["status", "owner"] as const) {
      const other = (await saveLead(db.db, { kind: "contact", name: `first by ${intent}`, fields: { n: String(Math.random()) } })).lead.id;
      await act(intent === "status" ? { intent, status: "contacted" } : { intent, ownerId: dana }, dana, other);
      expect((await db.db.select().from(leads).where(eq(leads.id, other)))[0]!.firstResponseAt).toBeInstanceOf(Date);
    }
  });

  it("records nothing when nothing changes", async () => {
    expect(await act({ intent: "status", status: "new" })).toEqual({ ok: true, message: M.unchanged });
    expect(await act({ intent: "owner", ownerId: "" })).toEqual({ ok: true, message: M.unchanged });
    expect(await history()).toEqual([]);
    expect((await row()).firstResponseAt).toBeNull();
  });

  it("gives the lead to any admin, to another, and to nobody; never to someone who is not an admin", async () => {
    expect(await act({ intent: "owner", ownerId: eli })).toEqual({ ok: true, message: "Owner set to eli" });
    expect(await act({ intent: "owner", ownerId: dana }, eli)).toEqual({ ok: true, message: "Owner set to Dana" });
    expect((await loadLead(lead, deps()))!.lead.owner).toEqual({ id: dana, name: "Dana" });
    for (const ownerId of [member, "6d8f1f7e-0000-4000-8000-000000000000", "not-a-uuid", "' or 1=1 --"]) {
      const refused = await act({ intent: "owner", ownerId });
      expect(refused).toMatchObject({ ok: false, status: 400, reply: { error: { ownerId: [M.unknownOwner] } } });
    }
    expect(await act({ intent: "owner", ownerId: "" })).toEqual({ ok: true, message: "Owner removed" });
    expect((await row()).ownerId).toBeNull();
    expect(await history()).toEqual([
      ["Dana", "owner", null, "eli"],
      ["eli", "owner", "eli", "Dana"],
      ["Dana", "owner", "Dana", null],
    ]);
  });

  it("adds notes with their author, as typed; an empty or oversized note is refused", async () => {
    expect(await act({ intent: "note", body: "  Called: <script>alert(1)</script>\nwants Tuesday  " })).toEqual({ ok: true, message: M.noteAdded });
    await act({ intent: "note", body: "Quote sent" }, eli);
    for (const body of ["", "   "]) expect(await act({ intent: "note", body })).toMatchObject({ ok: false, status: 400, reply: { error: { body: [M.noteRequired] } } });
    const long = "x".repeat(NOTE_MAX + 1);
    const refused = await act({ intent: "note", body: long });
    expect(refused).toMatchObject({ ok: false, status: 400, reply: { error: { body: [M.noteTooLong] }, initialValue: { body: long } } });
    const page = (await loadLead(lead, deps()))!;
    expect(page.notes.map((n) => [n.author, n.body])).toEqual([
      ["Dana", "Called: <script>alert(1)</script>\nwants Tuesday"],
      ["eli", "Quote sent"],
    ]);
    expect(page.events.map((e) => [e.actorName, e.field, e.toValue])).toEqual([
      ["Dana", "note", "Called: <script>alert(1)</script>\nwants Tuesday"],
      ["eli", "note", "Quote sent"],
    ]);
  });

  it("answers an unknown lead, a malformed id or an unknown action with a 4xx and writes nothing", async () => {
    const before = (await db.db.select().from(leadEvents)).length;
    const notesBefore = (await db.db.select().from(leadNotes)).length;
    for (const id of ["6d8f1f7e-0000-4000-8000-000000000000", "not-a-uuid", "'; drop table leads; --"]) {
      expect(await act({ intent: "status", status: "won" }, dana, id)).toEqual({ ok: false, status: 404, message: M.notFound });
      expect(await act({ intent: "note", body: "x" }, dana, id)).toEqual({ ok: false, status: 404, message: M.notFound });
      expect(await act({ intent: "owner", ownerId: eli }, dana, id)).toEqual({ ok: false, status: 404, message: M.notFound });
      expect(await loadLead(id, deps())).toBeNull();
    }
    for (const intent of ["delete", "", "__proto__", "toString"]) expect(await act({ intent, status: "won" })).toEqual({ ok: false, status: 400, message: M.unknownAction });
    expect(await act({ status: "won" })).toEqual({ ok: false, status: 400, message: M.unknownAction });
    expect((await db.db.select().from(leadEvents)).length).toBe(before);
    expect((await db.db.select().from(leadNotes)).length).toBe(notesBefore);
    expect(await row()).toMatchObject({ status: "new" });
  });

  it("records the value each of two simultaneous changes really replaced", async () => {
    // Both start from "new"; the row lock makes the second see the first's result, so the history chains.
    for (let round = 0; round < 5; round++) {
      const id = (await saveLead(db.db, { kind: "contact", name: `race ${round}`, fields: { n: String(Math.random()) } })).lead.id;
      await Promise.all([
        setLeadStatus(db.db, id, { status: "contacted", lostReason: null }, dana),
        setLeadStatus(db.db, id, { status: "scheduled", lostReason: null }, eli),
      ]);
      const events = (await loadLead(id, deps()))!.events;
      const froms = events.map((e) => e.fromValue).sort();
      const last = (await db.db.select().from(leads).where(eq(leads.id, id)))[0]!.status;
      expect(events).toHaveLength(2);
      // One replaced "new", the other replaced what the first set; the row holds the last one's value.
      expect(froms).toContain("new");
      expect(froms.filter((f) => f === "new")).toHaveLength(1);
      expect(events.map((e) => e.toValue)).toContain(last);
    }
  });
});
