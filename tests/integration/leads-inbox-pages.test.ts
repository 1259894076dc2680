import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createDb } from "~db/client";
import { rowsOf } from "~/models/sql.server";
import { type BuiltServer, loginOverHttp, startBuiltServer } from "../support/built-server";
import { dbTargets } from "../support/db";
import { PAGE_SIZE } from "~/lib/office/leads-inbox.server";

/**
 * The inbox's pages over HTTP on the production build, with ties in the inbox's order everywhere (161 distinct times
 * for 3,050 leads, microseconds apart): walking its Next links gives, page by page, exactly the leads the offset query
 * (`order by … limit 50 offset n`) gave, for each filter and search; its Previous links walk back through the same
 * pages. Then, with 7,000 leads more, past the 10,000 rows the CSV export once stopped at, the CSV holds every lead
 * in that order.
 */
const ADMIN = { email: "pages-admin@example.com", password: "pages admin password 1" };
const LEADS = 3_050;
const CSV_LEADS = 10_050;
const PAGE = PAGE_SIZE;

/** Leads `from`…`to` in one statement: repeating names, phones, addresses, services, customers' asks; 23 hours × 7 microseconds of times. */
const seed = (from: number, to: number) => sql.raw(`
  with owner as (select id from users where email = '${ADMIN.email}')
  insert into leads (kind, name, email, phone, service, fields, page, dedupe_key, created_at, status, lost_reason, owner_id, emergency, language, source, attention, attention_at)
  select (array['contact','estimate','booking','newsletter','call'])[1 + i % 5], 'Pat ' || (i % 37), 'pat' || i || '@example.com',
    '(571) 555-' || lpad((i % 50)::text, 4, '0'), (array['Panel Upgrade','EV Charger',null])[1 + i % 3],
    jsonb_build_object('address', (i % 40) || ' Elm Road, Reston'), '/contact', 'pages-' || i,
    timestamptz '2026-11-01T12:00:00Z' - (i % 23) * interval '1 hour' + (i % 7) * interval '1 microsecond',
    (array['new','contacted','scheduled','won','lost'])[1 + (i / 3) % 5], case when (i / 3) % 5 = 4 then 'Price' end,
    case when i % 4 = 0 then (select id from owner) end, i % 9 = 0, case when i % 6 = 0 then 'es' else 'en' end, 'direct',
    case when i % 4 = 1 then (array['call','window','message','cancel'])[1 + (i / 4) % 4] end, case when i % 4 = 1 then timestamptz '2026-11-02T12:00:00Z' end
  from generate_series(${from}, ${to}) as i`);

/** What the office filters by, and the same selection as the offset query's WHERE (the office's clock: New York). */
const FILTERS: [string, string][] = [
  ["", "true"],
  ["status=new", "status = 'new'"],
  ["kind=estimate", "kind = 'estimate'"],
  ["service=EV+Charger", "service = 'EV Charger'"],
  ["emergency=1", "emergency"],
  ["attention=1", "attention_at is not null"],
  ["owner=none&kind=booking", "owner_id is null and kind = 'booking'"],
  ["lang=es&status=contacted", "language = 'es' and status = 'contacted'"],
  ["from=2026-11-01&status=won", "created_at >= timestamptz '2026-11-01T04:00:00Z' and status = 'won'"],
  ["q=Pat+3", "(name ilike '%Pat 3%' or email ilike '%Pat 3%' or fields ->> 'address' ilike '%Pat 3%')"],
  ["q=555-0012", "(name ilike '%555-0012%' or email ilike '%555-0012%' or fields ->> 'address' ilike '%555-0012%' or translate(phone, '+()-. ', '') like '%5550012%')"],
  ["q=14+elm&kind=call", "kind = 'call' and (name ilike '%14 elm%' or email ilike '%14 elm%' or fields ->> 'address' ilike '%14 elm%')"],
];

const ORDER = "case when emergency and status not in ('won', 'lost') then 0 when status = 'new' then 1 else 2 end, created_at desc, id desc";

/** The lead ids a page of the inbox lists, in order (each lead shows as a card and as a row: the first time counts). */
const idsOn = (html: string) => [...new Set([...html.matchAll(/href="\/admin\/leads\/([0-9a-f-]{36})"/g)].map((m) => m[1]!))];
/** A page link's address (/admin/leads?page=2&after=…), or null when the page has none. */
const link = (html: string, name: "Next" | "Previous") => html.match(new RegExp(`<a[^>]*href="(/admin/leads\\?[^"]*)"[^>]*>${name}</a>`))?.[1]?.replace(/&amp;/g, "&") ?? null;

describe.each(dbTargets)("the inbox's pages at 3,050 leads (10,050 for the CSV) on %s", (kind) => {
  let first: BuiltServer;
  let server: BuiltServer;
  let cookie: string;
  /** For each filter, its pages as the offset query gave them. */
  const expected = new Map<string, string[][]>();
  /** PGlite takes one process at a time: more leads are written while its server is stopped; Postgres takes them as it runs. */
  const oneProcess = kind === "pglite";

  beforeAll(async () => {
    // The leads are written, and the old query read, before the server opens the database.
    first = await startBuiltServer({
      admin: ADMIN,
      postgres: !oneProcess,
      async seed(db) {
        await db.execute(seed(1, LEADS));
        for (const [params, where] of FILTERS) {
          const pages: string[][] = [];
          for (let offset = 0; offset <= LEADS; offset += PAGE) {
            const rows = rowsOf<{ id: string }>(await db.execute(sql.raw(`select id from leads where ${where} order by ${ORDER} limit ${PAGE} offset ${offset}`)));
            if (rows.length === 0) break;
            pages.push(rows.map((r) => r.id));
          }
          expected.set(params, pages);
        }
      },
    });
    server = first;
    cookie = await loginOverHttp(server, ADMIN);
  }, 300_000);
  afterAll(async () => {
    if (server !== first) await server?.halt();
    await first?.stop();
  });

  /** The first server's database, opened here (PGlite: while no server has it open). */
  const openData = () => createDb(first.databaseUrl ? { url: first.databaseUrl, dataDir: "" } : { dataDir: first.dataDir });
  const startOnData = () => startBuiltServer({ env: { DATA_DIR: first.dataDir, ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}) } });

  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
    expect(response.status, path).toBe(200);
    return (await response.text()).replace(/<!-- -->/g, "");
  };

  it(
    "walks Next and Previous through exactly the offset query's pages, for every filter and search, ties at the boundaries included",
    async () => {
      for (const [params, pages] of FILTERS.map(([p]) => [p, expected.get(p)!] as const)) {
        expect(pages.length, params).toBeGreaterThan(1);
        const walked: string[][] = [];
        let path: string | null = `/admin/leads${params ? `?${params}` : ""}`;
        let html = "";
        while (path && walked.length <= pages.length) {
          html = await get(path);
          walked.push(idsOn(html));
          expect(html, `${params} page ${walked.length}`).toContain(`Page ${walked.length}`);
          path = link(html, "Next");
        }
        expect(walked, params).toEqual(pages);
        // Back from the last page to the first (the whole way for the unfiltered inbox and the searches; a few pages for the rest).
        const back = params === "" || params.startsWith("q=") ? 0 : Math.max(0, pages.length - 4);
        for (let i = pages.length - 2; i >= back; i--) {
          html = await get(link(html, "Previous")!);
          expect(idsOn(html), `${params} back to page ${i + 1}`).toEqual(pages[i]);
        }
        if (back === 0) expect(link(html, "Previous"), params).toBeNull();
      }
    },
    600_000,
  );

  it("counts up to 1,000 and says so, rather than counting every lead", async () => {
    expect(await get("/admin/leads")).toMatch(/1,000\+ in all/);
    const spanish = expected.get("lang=es&status=contacted")!.flat().length;
    expect(spanish).toBeLessThan(1000);
    const html = await get("/admin/leads?lang=es&status=contacted");
    expect(html).toContain(`${spanish.toLocaleString("en-US")} matching`);
    expect(html).toContain(`Page 1 of ${Math.ceil(spanish / PAGE)}`);
  });

  it("shows each kind's count while the matches are fewer than 1,000, and only the kinds beyond", async () => {
    const kindsOf = (html: string) => html.match(/<ul[^>]*data-testid="kind-counts"[^>]*>(.*?)<\/ul>/s)![1]!.replace(/<[^>]+>/g, "|").split("|").filter(Boolean);
    // 3,050 leads of five kinds: more than the cap, so no kind's count is known; the kinds are there to choose.
    expect(kindsOf(await get("/admin/leads"))).toEqual(["booking", "call", "contact", "estimate", "newsletter"]);
    // A kind chosen among them is counted on its own: 610 estimates.
    const estimates = expected.get("kind=estimate")!.flat().length;
    expect(estimates).toBe(610);
    expect(await get("/admin/leads?kind=estimate")).toContain("610 matching");
    // Under the cap, every kind's count: the seed's Spanish leads (i % 6 = 0) marked contacted ((i / 3) % 5 = 1), by kind.
    const spanish = new Map<string, number>();
    for (let i = 1; i <= LEADS; i++) {
      if (i % 6 !== 0 || Math.floor(i / 3) % 5 !== 1) continue;
      const kind = ["contact", "estimate", "booking", "newsletter", "call"][i % 5]!;
      spanish.set(kind, (spanish.get(kind) ?? 0) + 1);
    }
    const shown = kindsOf(await get("/admin/leads?lang=es&status=contacted"));
    expect(shown).toEqual(["booking", "call", "contact", "estimate", "newsletter"].map((kind) => `${kind}: ${spanish.get(kind) ?? 0}`));
    expect([...spanish.values()].reduce((a, b) => a + b, 0)).toBe(expected.get("lang=es&status=contacted")!.flat().length);
  });

  it("the Needs attention chip is current on its page, and each of its leads carries a badge saying what the customer asked", async () => {
    const html = await get("/admin/leads?attention=1");
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>Needs attention<\/a>/);
    // Each lead once (one markup is its card and its row), with its badge.
    expect(html.match(/data-testid="lead-attention">(Asked for a call|Chose another time|Sent a message|Cancelled the request)</g)).toHaveLength(PAGE);
    expect(html.match(/data-testid="lead-row"/g)).toHaveLength(PAGE);
  });

  it(
    "exports every lead, past the old 10,000-row cap, in the inbox's order, streamed",
    async () => {
      if (oneProcess) await server.halt();
      const handle = openData();
      let csvEmails: string[];
      try {
        await handle.db.execute(seed(LEADS + 1, CSV_LEADS));
        csvEmails = rowsOf<{ email: string }>(await handle.db.execute(sql.raw(`select email from leads order by ${ORDER}`))).map((r) => r.email);
      } finally {
        await handle.close();
      }
      if (oneProcess) server = await startOnData();
      const response = await fetch(`${server.url}/admin/leads.csv`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      // Sent as it is read: no length known up front.
      expect(response.headers.get("content-length")).toBeNull();
      const lines = (await response.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
      expect(lines[0]).toMatch(/^"Received","Kind","Name","Email"/);
      expect(lines.length - 1).toBe(CSV_LEADS);
      expect(lines.slice(1).map((line) => line.split('","')[3])).toEqual(csvEmails);
    },
    120_000,
  );
});
