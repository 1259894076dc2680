import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusiness } from "~/content/business";
import { csvCell, exportLeadsCsv, loadInbox, PAGE_SIZE, parseInboxFilter, type InboxFilter } from "~/lib/office/leads-inbox.server";
import { addLeadNote } from "~/models/lead-notes.server";
import { inboxPage, leadKinds, leadServices, type LeadQuery } from "~/models/lead-inbox.server";
import { saveLead, type LeadInput } from "~/models/lead-intake.server";
import { setLeadOwner, setLeadStatus } from "~/models/lead-pipeline.server";
import { grantRole, upsertUserPassword } from "~/models/users.server";
import { emailOutbox, leads, users } from "~db/schema";
import { and, count, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
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

describe("the inbox's filter from its URL", () => {
  it("keeps usable values and drops the rest (never an error)", () => {
    const ok = parseInboxFilter(new URLSearchParams("q=Ann&status=won&kind=contact&lang=es&owner=none&from=2026-11-01&to=2026-11-30&page=3&service=Panel"));
    // A page number without a cursor is the first page.
    expect(ok).toEqual({ filter: { q: "Ann", status: "won", kind: "contact", lang: "es", owner: "none", from: "2026-11-01", to: "2026-11-30", service: "Panel" }, page: 1 });
    const cursor = "1.2026-11-23T16:00:00.123456Z.0b4c8a8e-2f1d-4c55-9b8e-1a2b3c4d5e6f";
    expect(parseInboxFilter(new URLSearchParams(`page=3&after=${cursor}`))).toEqual({ filter: {}, page: 3, after: { bucket: 1, at: "2026-11-23T16:00:00.123456Z", id: "0b4c8a8e-2f1d-4c55-9b8e-1a2b3c4d5e6f" } });
    expect(parseInboxFilter(new URLSearchParams(`page=2&before=${cursor}`))).toMatchObject({ page: 2, before: { bucket: 1 } });
    for (const junk of ["3.2026-11-23T16:00:00.123456Z.0b4c8a8e-2f1d-4c55-9b8e-1a2b3c4d5e6f", "1.2026-11-23.x", "1;drop", "x".repeat(200)])
      expect(parseInboxFilter(new URLSearchParams({ page: "4", after: junk }))).toEqual({ filter: {}, page: 1 });
    const junk = parseInboxFilter(new URLSearchParams("status=bogus&lang=fr&owner=1;drop&from=2026-02-30&to=yesterday&page=-4&q=" + "x".repeat(500)));
    expect(junk).toEqual({ filter: {}, page: 1 });
    expect(parseInboxFilter(new URLSearchParams("q=&status=&page=abc"))).toEqual({ filter: {}, page: 1 });
  });

  it("reads the Emergency chip's emergency=1 (and the filter's own true), nothing else", () => {
    for (const value of ["1", "true"]) expect(parseInboxFilter(new URLSearchParams(`emergency=${value}`)).filter).toEqual({ emergency: true });
    for (const value of ["0", "yes", "1;drop"]) expect(parseInboxFilter(new URLSearchParams(`emergency=${value}`)).filter).toEqual({});
  });
});

/**
 * The whole export as text. It comes as bytes, the header and then a chunk for each statement of a batch (one per
 * bucket of the inbox's order, at most three), each the bytes the database wrote: never a string or an object per
 * lead, whose garbage made the server's memory grow with the export (docs/performance.md).
 */
async function csvOf(chunks: AsyncGenerator<Uint8Array>): Promise<string> {
  // The byte order mark kept: it is the file's first character.
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let text = "";
  let count = 0;
  for await (const chunk of chunks) {
    expect(chunk).toBeInstanceOf(Uint8Array);
    text += decoder.decode(chunk, { stream: true });
    count++;
  }
  expect(count).toBeLessThanOrEqual(4);
  return text + decoder.decode();
}

describe.each(dbTargets)("leads inbox on %s", (kind) => {
  let db: TestDb;
  const id: Record<string, string> = {};
  let dana: string;
  let eli: string;
  const now = new Date("2026-11-23T17:00:00Z");
  const deps = () => ({ db: db.db, now: () => now, timeZone: defaultBusiness.timeZone });
  /** The model's answer on another clock. */
  const namesInUtc = async (filter: InboxFilter) => (await inboxPage(db.db, { ...filter, timeZone: "UTC", limit: PAGE_SIZE })).leads.map((l) => l.name);
  const inbox = async (filter: InboxFilter) => (await loadInbox(filter, { page: 1 }, deps())).leads.map((l) => l.name);

  beforeAll(async () => {
    db = await createMigratedDb(kind);
    dana = await upsertUserPassword(db.db, "dana@example.com", "x");
    eli = await upsertUserPassword(db.db, "eli.office@example.com", "x");
    await db.db.update(users).set({ name: "Dana Ruiz" }).where(eq(users.id, dana));
    await grantRole(db.db, dana, "admin");
    await grantRole(db.db, eli, "admin");
    // Received at these times (the office is on Eastern time: 2026-11-20 04:30Z is still the 19th there).
    const fixtures: [string, string, LeadInput][] = [
      ["Ann", "2026-11-20T04:30:00Z", { kind: "contact", name: "Ann Lee", phone: "(703) 555-0101", email: "ann@example.com", message: "Breaker trips", fields: { address: "1 Main St, Manassas" } }],
      ["Bob", "2026-11-20T15:00:00Z", { kind: "estimate", name: "=cmd|' /C calc'!A0", phone: "7035550102", email: "bob@example.com", service: "Panel Upgrade", fields: {} }],
      ["Cat", "2026-11-21T15:00:00Z", { kind: "newsletter", name: "Cat 100%_off", email: "<script>alert(1)</script>@example.com", fields: {} }],
      ["Dan", "2026-11-22T15:00:00Z", { kind: "contact", name: "Dan Emergency", phone: "571-555-0199", emergency: true, fields: { address: "9 Oak Ave, Reston" } }],
      ["Eve", "2026-11-22T16:00:00Z", { kind: "estimate", name: "Eve Won", phone: "703 555 0177", email: "eve@example.com", service: "EV Charger", fields: {} }],
      ["Fay", "2026-11-23T15:00:00Z", { kind: "contact", name: "Fay Closed Emergency", phone: "5715550111", emergency: true, fields: {} }],
      ["Gus", "2026-11-23T16:00:00Z", { kind: "booking", name: "Gus New", email: "gus@example.com", service: "Panel Upgrade", fields: {}, language: "es" }],
    ];
    for (const [key, at, input] of fixtures) {
      const { lead } = await saveLead(db.db, { ...input, page: "/contact" }, Date.parse(at));
      await db.db.update(leads).set({ createdAt: new Date(at) }).where(eq(leads.id, lead.id));
      id[key] = lead.id;
    }
    await setLeadStatus(db.db, id.Bob!, { status: "contacted", lostReason: null }, dana);
    await setLeadOwner(db.db, id.Bob!, dana, dana);
    await setLeadStatus(db.db, id.Eve!, { status: "won", lostReason: null }, eli);
    await setLeadOwner(db.db, id.Eve!, eli, eli);
    await setLeadStatus(db.db, id.Fay!, { status: "lost", lostReason: "=HYPERLINK(\"http://x\")" }, dana);
    await setLeadStatus(db.db, id.Dan!, { status: "contacted", lostReason: null }, dana);
    await addLeadNote(db.db, id.Bob!, "Called back, wants a quote", dana);
    await addLeadNote(db.db, id.Bob!, "@SUM(A1) sent by email", eli);
    // Mail states: Ann has one sent and one pending mail, Bob a failed one.
    await db.db.insert(emailOutbox).values([
      { leadId: id.Ann, to: "ann@example.com", subject: "s", text: "t", status: "sent" },
      { leadId: id.Ann, to: "office@example.com", subject: "s", text: "t", status: "pending" },
      { leadId: id.Bob, to: "bob@example.com", subject: "s", text: "t", status: "failed" },
    ]);
  });
  afterAll(() => db.destroy());

  it("puts open emergencies first, then new leads, then the rest, newest first within each", async () => {
    // Dan: an open emergency (contacted). Gus, Cat, Ann: new. Fay: an emergency, but lost. Eve won, Bob contacted.
    expect(await inbox({})).toEqual(["Dan Emergency", "Gus New", "Cat 100%_off", "Ann Lee", "Fay Closed Emergency", "Eve Won", "=cmd|' /C calc'!A0"]);
  });

  it("shows each lead's status, owner, mail state and the times since the request and the first response", async () => {
    const { leads: rows, total, owners, services, kinds } = await loadInbox({}, { page: 1 }, deps());
    expect(total).toBe(7);
    const bob = rows.find((l) => l.id === id.Bob)!;
    expect(bob).toMatchObject({ status: "contacted", owner: "Dana Ruiz", mail: { status: "failed", sent: 0, total: 1 } });
    expect(bob.response).toEqual({ ago: expect.any(String), took: expect.any(String) });
    const ann = rows.find((l) => l.id === id.Ann)!;
    expect(ann).toMatchObject({ status: "new", owner: null, response: null, mail: { status: "pending", sent: 1, total: 2 } });
    expect(ann.ago).toBe("3 d 12 h");
    expect(ann).toMatchObject({ phone: "(703) 555-0101", message: "Breaker trips", address: "1 Main St, Manassas", details: "address: 1 Main St, Manassas" });
    // Only what the page draws: the data is sent again for hydration (no page, fields, lost reason, owner id).
    expect(Object.keys(ann).sort()).toEqual(
      ["id", "createdAt", "ago", "emergency", "status", "attention", "kind", "language", "name", "email", "phone", "service", "address", "message", "details", "owner", "response", "mail"].sort(),
    );
    // Owners are the admins, by the name the office sees (the email's first part without a name).
    expect(owners).toEqual([
      { id: dana, name: "Dana Ruiz" },
      { id: eli, name: "eli.office" },
    ]);
    expect(services).toEqual(["EV Charger", "Panel Upgrade"]);
    expect(kinds.map((k) => k.kind)).toEqual(["booking", "contact", "estimate", "newsletter"]);
    expect((await leadKinds(db.db)).kinds).toEqual(kinds.map(({ kind, count }) => ({ kind, count })));
    expect(await leadServices(db.db)).toEqual(services);
  });

  it("filters by status, kind, language, service and owner", async () => {
    expect(await inbox({ status: "new" })).toEqual(["Gus New", "Cat 100%_off", "Ann Lee"]);
    expect(await inbox({ status: "contacted" })).toEqual(["Dan Emergency", "=cmd|' /C calc'!A0"]);
    expect(await inbox({ status: "won" })).toEqual(["Eve Won"]);
    expect(await inbox({ status: "lost" })).toEqual(["Fay Closed Emergency"]);
    expect(await inbox({ status: "scheduled" })).toEqual([]);
    expect(await inbox({ kind: "estimate" })).toEqual(["Eve Won", "=cmd|' /C calc'!A0"]);
    expect(await inbox({ service: "Panel Upgrade" })).toEqual(["Gus New", "=cmd|' /C calc'!A0"]);
    expect(await inbox({ owner: dana })).toEqual(["=cmd|' /C calc'!A0"]);
    expect(await inbox({ owner: eli })).toEqual(["Eve Won"]);
    expect((await inbox({ owner: "none" })).sort()).toEqual(["Ann Lee", "Cat 100%_off", "Dan Emergency", "Fay Closed Emergency", "Gus New"]);
    expect(await inbox({ kind: "contact", status: "new" })).toEqual(["Ann Lee"]);
    expect(await inbox({ lang: "es" })).toEqual(["Gus New"]);
    expect(await inbox({ lang: "en", status: "new" })).toEqual(["Cat 100%_off", "Ann Lee"]);
    // The Emergency chip: every emergency, in the inbox's order (the open one first), with the other filters.
    expect(await inbox({ emergency: true })).toEqual(["Dan Emergency", "Fay Closed Emergency"]);
    expect(await inbox({ emergency: true, status: "lost" })).toEqual(["Fay Closed Emergency"]);
  });

  it("filters by the days received, on the office's clock, both ends included", async () => {
    // Ann came in at 23:30 Eastern on the 19th.
    expect(await inbox({ from: "2026-11-20", to: "2026-11-20" })).toEqual(["=cmd|' /C calc'!A0"]);
    expect(await inbox({ to: "2026-11-19" })).toEqual(["Ann Lee"]);
    expect(await inbox({ from: "2026-11-23" })).toEqual(["Gus New", "Fay Closed Emergency"]);
    expect(await inbox({ from: "2026-11-21", to: "2026-11-22" })).toEqual(["Dan Emergency", "Cat 100%_off", "Eve Won"]);
    // Without the office's clock (UTC), Ann's day would be the 20th: the zone matters.
    expect(await namesInUtc({ to: "2026-11-19" })).toEqual([]);
  });

  it("searches by name, email, phone (by its digits, however it was typed) and address", async () => {
    expect(await inbox({ q: "ann lee" })).toEqual(["Ann Lee"]);
    expect(await inbox({ q: "EVE@EXAMPLE" })).toEqual(["Eve Won"]);
    expect(await inbox({ q: "703-555-0101" })).toEqual(["Ann Lee"]);
    expect(await inbox({ q: "(703) 555 0102" })).toEqual(["=cmd|' /C calc'!A0"]);
    expect(await inbox({ q: "5550177" })).toEqual(["Eve Won"]);
    expect(await inbox({ q: "oak ave" })).toEqual(["Dan Emergency"]);
    expect(await inbox({ q: "Manassas" })).toEqual(["Ann Lee"]);
    expect(await inbox({ q: "nobody-like-this" })).toEqual([]);
    // Pattern characters are taken literally.
    expect(await inbox({ q: "100%_" })).toEqual(["Cat 100%_off"]);
    expect(await inbox({ q: "%" })).toEqual(["Cat 100%_off"]);
    expect(await inbox({ q: "_" })).toEqual(["Cat 100%_off"]);
    expect(await inbox({ q: "ann", status: "won" })).toEqual([]);
  });

  it("takes a page's total from its kinds' counts, as counting its leads would", async () => {
    // Each query with the condition its leads meet, counted here by a plain count.
    const containing = (text: string) => or(...[leads.name, leads.email, sql`${leads.fields} ->> 'address'`].map((value) => ilike(value, `%${text}%`)));
    const queries: [Omit<LeadQuery, "limit">, SQL | undefined][] = [
      [{}, undefined],
      [{ kind: "estimate" }, eq(leads.kind, "estimate")],
      [{ kind: "contact", status: "new" }, and(eq(leads.kind, "contact"), eq(leads.status, "new"))],
      [{ kind: "call" }, eq(leads.kind, "call")],
      [{ status: "contacted" }, eq(leads.status, "contacted")],
      [{ owner: "none" }, isNull(leads.ownerId)],
      [{ emergency: true, status: "lost" }, and(eq(leads.emergency, true), eq(leads.status, "lost"))],
      [{ search: "ann" }, containing("ann")],
      [{ search: "example", kind: "estimate" }, and(containing("example"), eq(leads.kind, "estimate"))],
      [{ search: "nobody-like-this" }, containing("nobody-like-this")],
      [{ language: "es" }, eq(leads.language, "es")],
    ];
    for (const [query, condition] of queries) {
      const page = await inboxPage(db.db, { ...query, limit: 2 });
      const [{ counted }] = await db.db.select({ counted: count() }).from(leads).where(condition);
      expect(page.total, JSON.stringify(query)).toBe(counted);
      expect(page.leads).toHaveLength(Math.min(2, counted));
      expect(page.kinds).toEqual((await leadKinds(db.db, query)).kinds);
    }
    expect((await inboxPage(db.db, { limit: 2 })).total).toBe(7);
  });

  it("pages through the same order", async () => {
    const all = (await inboxPage(db.db, { limit: 100 })).leads.map((l) => l.id);
    const pages = [await inboxPage(db.db, { limit: 2 })];
    while (pages.at(-1)!.next && pages.length < 10) pages.push(await inboxPage(db.db, { after: pages.at(-1)!.next, limit: 2 }));
    expect(pages.flatMap((p) => p.leads.map((l) => l.id))).toEqual(all);
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7, 7]);
    // And back: each page's previous cursor gives the page before it.
    for (let i = pages.length - 1; i > 0; i--) {
      const back = await inboxPage(db.db, { before: pages[i]!.previous, limit: 2 });
      expect(back.leads.map((l) => l.id)).toEqual(pages[i - 1]!.leads.map((l) => l.id));
    }
  });

  it("exports CSV with language, status, owner, first response and notes, every row in the inbox's order, formulas defused", async () => {
    const csv = await csvOf(exportLeadsCsv({}, deps()));
    const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Received","Kind","Name","Email","Phone","Language","Service","Message","Details","Page","Mail status","Status","Lost reason","Owner","First response","Notes"',
    );
    // Seven rows; Bob's notes span two lines inside their quoted cell.
    const rows = csv.replace(/^\uFEFF/, "").trimEnd().split(/\r\n(?=")/);
    expect(rows).toHaveLength(8);
    const bob = rows.find((r) => r.includes("bob@example.com"))!;
    expect(bob).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(bob).toMatch(/"contacted","","Dana Ruiz","\d{4}-\d\d-\d\dT[^"]+","\d{4}-[^"]+ Dana Ruiz: Called back, wants a quote\n\d{4}-[^"]+ eli\.office: @SUM\(A1\) sent by email"$/);
    const fay = rows.find((r) => r.includes("Fay Closed Emergency"))!;
    expect(fay).toContain(`"lost","'=HYPERLINK(""http://x"")",""`);
    const ann = rows.find((r) => r.includes("Ann Lee"))!;
    expect(ann).toContain('"Ann Lee","ann@example.com","(703) 555-0101","English","","Breaker trips","address: 1 Main St, Manassas","/contact","pending","new","","","",""');
    // The language by its name, as the inbox's filter offers it.
    const gus = rows.find((r) => r.includes("Gus New"))!;
    expect(gus).toContain('"Gus New","gus@example.com","","Spanish","Panel Upgrade"');
    expect(rows[1]).toContain("Dan Emergency");
    // The export follows the filter.
    const won = (await csvOf(exportLeadsCsv({ status: "won" }, deps()))).trimEnd().split("\r\n");
    expect(won).toHaveLength(2);
    expect(won[1]).toContain("Eve Won");
    // The inbox's language filter too (the export link carries `lang`).
    const spanish = (await csvOf(exportLeadsCsv(parseInboxFilter(new URLSearchParams("lang=es")).filter, deps()))).trimEnd().split("\r\n");
    expect(spanish).toHaveLength(2);
    expect(spanish[1]).toContain('"Gus New","gus@example.com","","Spanish"');
    const english = (await csvOf(exportLeadsCsv({ lang: "en" }, deps()))).trimEnd().split("\r\n");
    expect(english).toHaveLength(7);
    expect(english.some((line) => line.includes("Gus New"))).toBe(false);
    expect((await csvOf(exportLeadsCsv({ q: "nobody-like-this" }, deps()))).trimEnd().split("\r\n")).toHaveLength(1);
  });
});
