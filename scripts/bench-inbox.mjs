// Leads inbox benchmark: generated leads (10,000 by default; --leads 100000) in a throw-away database (PGlite;
// Postgres when DATABASE_URL or TEST_DATABASE_URL is set), the production build in production mode (--build <dir>
// for another build, e.g. an older commit's), a signed-in admin, and sequential timed requests: the inbox's first
// page and a deep one (reached by following its Next links, as the admin does), each search, each filter, the
// dashboard and a lead's page; then the CSV export of every lead: its first byte, its whole time, its rows and the
// server's memory growth while it streams (then a second export on the same server, whose database cache is warm).
// Prints p50/p95 per page; the bars are p95 <= 50 ms for a page, a filter or the dashboard, <= 100 ms for a search;
// the CSV whole, its first byte within 1 s, memory growth < 50 MB (the first export's).
// With --cpu-prof <dir>, the measured server writes a V8 CPU profile there when it stops (Chrome's DevTools open it).
// With --only <words>, only the pages whose name holds them ("dashboard", "search"), or only the CSV ("csv").
// Usage: npm run bench:inbox [-- --leads 100000 --requests 100 --deep 50 --build build-old --migrations old/migrations --only csv]
import postgres from "postgres";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { pgliteOptions } from "~db/embedded";
import { loginOverHttp, startBuiltServer } from "../tests/support/built-server.ts";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const LEADS = option("leads", 10_000);
const REQUESTS = option("requests", 100);
/** The deep page's number: reached through this many Next links. */
const DEEP = option("deep", 50);
const buildAt = args.indexOf("--build");
const BUILD = buildAt === -1 ? undefined : args[buildAt + 1];
// An older build needs its own migrations (--migrations <dir>).
const migrationsAt = args.indexOf("--migrations");
const MIGRATIONS = migrationsAt === -1 ? {} : { MIGRATIONS_DIR: path.resolve(args[migrationsAt + 1]) };
const onlyAt = args.indexOf("--only");
const ONLY = onlyAt === -1 ? null : args[onlyAt + 1];
const profileAt = args.indexOf("--cpu-prof");
const NODE_ARGS = profileAt === -1 ? undefined : ["--cpu-prof", `--cpu-prof-dir=${path.resolve(args[profileAt + 1])}`];
const WARMUP = 10;
const PAGE_BAR_MS = 50;
const SEARCH_BAR_MS = 100;
const ADMIN = { email: "bench-admin@example.com", password: "bench admin password 1" };
// The test helper makes a database of its own on TEST_DATABASE_URL's server (dropped at the end).
process.env.TEST_DATABASE_URL ||= process.env.DATABASE_URL || "";
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Leads spread over a year: every kind, status, several owners, 5% emergencies, two mails each, some notes. */
const seedSql = (count) => `
  select setseed(0.42);
  insert into users (email, name, password_hash) values
    ('dana.bench@example.com', 'Dana', 'x'), ('eli.bench@example.com', 'Eli', 'x') on conflict do nothing;
  insert into user_roles (user_id, role) select id, 'admin' from users where email like '%.bench@example.com' on conflict do nothing;
  with owners as (select array_agg(id order by email) as ids from users),
  generated as (
    select i,
      (array['contact','estimate','booking','newsletter'])[1 + i % 4] as kind,
      (array['new','new','contacted','scheduled','won','won','lost','new','contacted','won'])[1 + (i * 7) % 10] as status,
      (array['Panel Upgrade','EV Charger','Lighting','Surge Protection','Outlets/GFCI'])[1 + (i * 3) % 5] as service,
      now() - (random() * interval '365 days') as created_at
    from generate_series(1, ${count}) as i
  )
  insert into leads (kind, name, email, phone, service, message, fields, page, dedupe_key, created_at, status, lost_reason,
    owner_id, first_response_at, emergency, source)
  select kind, 'Customer ' || i, 'lead' || i || '@example.com', '(703) 555-' || lpad((i % 10000)::text, 4, '0'), service,
    'Generated request ' || i, jsonb_build_object('address', i || ' Oak Street, Manassas'), '/contact', md5('bench' || i), created_at, status,
    case when status = 'lost' then 'Chose another contractor' end,
    case when status <> 'new' then (select ids[1 + i % array_length(ids, 1)] from owners) end,
    case when status <> 'new' then created_at + interval '2 hours' end,
    i % 20 = 0, (array['google','direct','facebook'])[1 + i % 3]
  from generated;
  insert into email_outbox (lead_id, "to", subject, "text", status)
    select id, email, 'Thanks', 'Thanks', 'sent' from leads union all select id, 'office@example.com', 'New lead', 'New lead', 'sent' from leads;
  insert into lead_notes (lead_id, body) select id, 'Called back' from leads where status <> 'new';
  analyze;`;

async function seed({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await sql.unsafe(seedSql(LEADS)).simple();
    // As autovacuum leaves a table long before it reaches this size: an index-only read (the kinds' counts) skips
    // only the pages a vacuum marked visible, and a table seeded a second ago has none.
    await sql.unsafe("vacuum analyze");
    await sql.end();
    return;
  }
  const db = new PGlite(path.join(dataDir, "pglite"), pgliteOptions);
  await db.exec(seedSql(LEADS));
  await db.close();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const get = async (url, cookie) => {
  const response = await fetch(url, { headers: { Cookie: cookie } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return body;
};

async function measure(url, cookie) {
  const once = async () => {
    const start = performance.now();
    await get(url, cookie);
    return performance.now() - start;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) };
}

/** The inbox's Next link on a page (the markup's &amp; undone), or null. */
const nextLink = (html) => {
  const match = html.match(/<a[^>]*href="([^"]*)"[^>]*>Next<\/a>/);
  return match ? match[1].replace(/&amp;/g, "&") : null;
};

/** The page `count` Next links after `start` (or the last one, if sooner), as the admin reaches it. */
async function followNext(base, start, count, cookie) {
  let at = start;
  for (let i = 0; i < count; i++) {
    const next = nextLink(await get(`${base}${at}`, cookie));
    if (!next) break;
    at = next.startsWith("?") ? `/admin/leads${next}` : next;
  }
  return at;
}

/** The whole CSV export: first byte, total time, rows (records, quoted newlines inside cells aside), server memory growth. */
async function measureCsv(server, cookie) {
  const before = server.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 20);
  const start = performance.now();
  const response = await fetch(`${server.url}/admin/leads.csv`, { headers: { Cookie: cookie } });
  let firstByte = null;
  let records = 0;
  let quoted = false;
  let bytes = 0;
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    firstByte ??= performance.now() - start;
    bytes += chunk.length;
    const text = decoder.decode(chunk, { stream: true });
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 34) quoted = !quoted;
      else if (c === 10 && !quoted) records++;
    }
  }
  const total = performance.now() - start;
  clearInterval(sampler);
  return { status: response.status, firstByte, total, rows: records - 1, bytes, growthMb: (peak - before) / 1024 / 1024 };
}

// 1. An admin signs in (the second factor is set up on the way); the session is a database row, so it
//    outlives the restart below. 2. The server stops (PGlite takes one process at a time) and the leads are
//    written. 3. The server starts again on the same data and is measured.
const first = await startBuiltServer({ admin: ADMIN, postgres: onPostgres, buildDir: BUILD, env: MIGRATIONS });
let second;
try {
  const cookie = await loginOverHttp(first, ADMIN);
  await first.halt();
  const started = performance.now();
  await seed(first);
  console.log(`${LEADS} leads written to ${first.databaseUrl ? "Postgres" : "PGlite"} in ${((performance.now() - started) / 1000).toFixed(1)} s (build: ${BUILD ?? "build"})`);
  second = await startBuiltServer({ env: { DATA_DIR: first.dataDir, ...MIGRATIONS, ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}) }, buildDir: BUILD, nodeArgs: NODE_ARGS });
  const days = (n) => new Date(Date.now() - n * 86400_000).toISOString().slice(0, 10);
  const firstHtml = await get(`${second.url}/admin/leads`, cookie);
  const leadPath = firstHtml.match(/href="(\/admin\/leads\/[0-9a-f-]{36})"/)?.[1];
  if (!leadPath) throw new Error("no lead on the first page");
  const pages = {
    "first page": ["page", "/admin/leads"],
    [`page ${DEEP + 1} (Next x${DEEP})`]: ["page", () => followNext(second.url, "/admin/leads", DEEP, cookie)],
    "search (phone digits)": ["search", "/admin/leads?q=703-555-01"],
    "search (name)": ["search", "/admin/leads?q=customer%2099"],
    "search (email)": ["search", "/admin/leads?q=lead777%40"],
    "search (address)": ["search", "/admin/leads?q=oak%20street%2C%20manassas"],
    "filter status+kind": ["page", "/admin/leads?status=contacted&kind=estimate"],
    "filter owner+dates": ["page", `/admin/leads?owner=none&from=${days(90)}&to=${days(0)}`],
    "filter service, page 3": ["page", () => followNext(second.url, "/admin/leads?service=EV%20Charger", 2, cookie)],
    "filter emergency": ["page", "/admin/leads?emergency=1"],
    "filter one old day": ["page", `/admin/leads?from=${days(300)}&to=${days(300)}`],
    "dashboard (12 weeks)": ["page", "/admin/dashboard"],
    "dashboard (a year)": ["page", `/admin/dashboard?from=${days(364)}&to=${days(0)}`],
    "a lead's page": ["page", leadPath],
  };
  console.log(`${REQUESTS} sequential requests each after ${WARMUP} to warm up (ms):`);
  const failures = [];
  for (const [name, [kind, at]] of Object.entries(pages)) {
    if (ONLY && !name.includes(ONLY)) continue;
    // A deep page is reached (its Next links followed) only when it is measured.
    const pagePath = typeof at === "function" ? await at() : at;
    const { p50, p95, max } = await measure(`${second.url}${pagePath}`, cookie);
    const bar = kind === "search" ? SEARCH_BAR_MS : PAGE_BAR_MS;
    if (p95 > bar) failures.push(`${name} p95 ${p95.toFixed(1)} ms > ${bar} ms`);
    console.log(`  ${name.padEnd(24)} p50 ${p50.toFixed(1).padStart(6)}  p95 ${p95.toFixed(1).padStart(6)}  max ${max.toFixed(1).padStart(6)}`);
  }
  if (!ONLY || ONLY === "csv") {
    const csv = await measureCsv(second, cookie);
    console.log(
      `CSV of every lead: ${csv.status}, ${csv.rows} rows, ${(csv.bytes / 1e6).toFixed(1)} MB, first byte ${csv.firstByte?.toFixed(0)} ms, whole ${(csv.total / 1000).toFixed(1)} s, server memory growth ${csv.growthMb.toFixed(1)} MB`,
    );
    // Once more on the same server: what the export itself takes once the database's cache (PGlite's is in the
    // server's memory) holds what it reads.
    const again = await measureCsv(second, cookie);
    console.log(`  again: ${again.rows} rows, first byte ${again.firstByte?.toFixed(0)} ms, whole ${(again.total / 1000).toFixed(1)} s, server memory growth ${again.growthMb.toFixed(1)} MB`);
    if (csv.rows !== LEADS) failures.push(`CSV ${csv.rows} rows of ${LEADS}`);
    if (!(csv.firstByte <= 1000)) failures.push(`CSV first byte ${csv.firstByte?.toFixed(0)} ms > 1000 ms`);
    if (csv.growthMb >= 50) failures.push(`CSV memory growth ${csv.growthMb.toFixed(1)} MB >= 50 MB`);
  }
  console.log(failures.length === 0 ? "every bar met" : `OVER: ${failures.join("; ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  await second?.halt();
  await first.stop();
}
