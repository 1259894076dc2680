import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvCell, leadsToCsv, PAGE_SIZE } from "~/lib/leads-inbox.server";
import { leadKinds, listLeads, saveLead, type LeadInput } from "~/models/leads.server";
import { emailOutbox } from "../../db/schema";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";

describe("CSV cells", () => {
  it("quotes every cell and defuses formulas", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe('"\'=HYPERLINK(""http://x"")"');
    for (const danger of ["+1 555", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"]) expect(csvCell(danger).startsWith(`"'`)).toBe(true);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(new Date("2026-01-02T03:04:05Z"))).toBe('"2026-01-02T03:04:05.000Z"');
  });
});

describe.each(dbTargets)("leads inbox on %s", (kind) => {
  let db: TestDb;
  const ids: string[] = [];

  beforeAll(async () => {
    db = await createMigratedDb(kind);
    const t0 = Date.now() - 60_000;
    const inputs: LeadInput[] = [
      { kind: "contact", name: "Ann Lee", phone: "7035550101", email: "ann@example.com", message: "Breaker trips", fields: { address: "1 Main St" } },
      { kind: "estimate", name: "=cmd|' /C calc'!A0", phone: "7035550102", email: "bob@example.com", service: "Panel Upgrade", fields: {} },
      { kind: "newsletter", email: "<script>alert(1)</script>@example.com", fields: {} },
    ];
    for (const [i, input] of inputs.entries()) {
      const { lead } = await saveLead(db.db, { ...input, page: "/contact" }, t0 + i * 1000);
      ids.push(lead.id);
    }
    // Mail states: the contact has one sent and one pending mail, the estimate a failed one.
    await db.db.insert(emailOutbox).values([
      { leadId: ids[0], to: "ann@example.com", subject: "s", text: "t", status: "sent" },
      { leadId: ids[0], to: "office@example.com", subject: "s", text: "t", status: "pending" },
      { leadId: ids[1], to: "bob@example.com", subject: "s", text: "t", status: "failed" },
    ]);
  });
  afterAll(() => db.destroy());

  it("lists every lead newest first with its mail status", async () => {
    const { leads, total } = await listLeads(db.db, { limit: PAGE_SIZE });
    expect(total).toBe(3);
    expect(leads.map((l) => l.kind)).toEqual(["newsletter", "estimate", "contact"]);
    expect(leads.map((l) => l.mail)).toEqual([
      { status: "none", sent: 0, total: 0 },
      { status: "failed", sent: 0, total: 1 },
      { status: "pending", sent: 1, total: 2 },
    ]);
    expect(leads[2]).toMatchObject({ name: "Ann Lee", phone: "7035550101", message: "Breaker trips", page: "/contact", fields: { address: "1 Main St" } });
  });

  it("filters by kind and pages", async () => {
    expect((await listLeads(db.db, { kind: "estimate", limit: PAGE_SIZE })).leads.map((l) => l.id)).toEqual([ids[1]]);
    expect((await listLeads(db.db, { kind: "booking", limit: PAGE_SIZE })).total).toBe(0);
    const page2 = await listLeads(db.db, { page: 2, limit: 2 });
    expect(page2.leads.map((l) => l.id)).toEqual([ids[0]]);
    expect(page2.total).toBe(3);
    expect(await leadKinds(db.db)).toEqual(["contact", "estimate", "newsletter"]);
  });

  it("exports CSV with a header, every row, and formulas defused", async () => {
    const csv = leadsToCsv((await listLeads(db.db, { limit: PAGE_SIZE })).leads);
    const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('"Received","Kind","Name","Email","Phone","Service","Message","Details","Page","Mail status"');
    expect(lines[2]).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(lines[3]).toContain('"Breaker trips","address: 1 Main St","/contact","pending"');
  });
});
