import postgres from "postgres";
import { defaultBusiness } from "~/content/business";
import type { ReceivedMail } from "./smtp";

/**
 * Real form posts as a browser sends them (same-origin headers, a visitor address behind one proxy hop), a
 * bounded load runner, and the audits the reliability tests share: rows per submission in Postgres and mails
 * per submission at the SMTP server, both counted by a marker unique to each submission (its email address).
 */

export type FormKind = "contact" | "estimate" | "booking" | "newsletter";
export const formKinds: FormKind[] = ["contact", "estimate", "booking", "newsletter"];

/** Mails one accepted submission sends: the visitor's confirmation and the office copy; a signup gets its welcome mail. */
export const expectedMails = (kind: FormKind) => (kind === "newsletter" ? { visitor: 1, office: 0 } : { visitor: 1, office: 1 });

export interface Submission {
  n: number;
  kind: FormKind;
  /** The submission's marker: a unique email address. */
  email: string;
  /** X-Forwarded-For: a visitor address of its own, so per-IP limits count visitors, not the load generator. */
  ip: string;
}

export const submission = (run: string, n: number, kind: FormKind = formKinds[n % formKinds.length]!): Submission => ({
  n,
  kind,
  email: `${run}-${n}@example.com`.toLowerCase(),
  ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
});

/** A POST as a browser on the site's own page sends it. */
export function browserPost(appUrl: string, path: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}, timeoutMs = 60_000) {
  return fetch(`${appUrl}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: appUrl, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", ...headers },
    signal: AbortSignal.timeout(timeoutMs),
  });
}

const common = (s: Submission) => ({ name: "Stress Tester", phone: "(703) 555-0123", email: s.email });

/**
 * Path and body of each form as the site posts it: the contact page without JavaScript (a document post that
 * redirects), the others as the dialogs' fetchers do (Remix data requests answered with JSON).
 */
function formPost(s: Submission): { path: string; body: URLSearchParams } {
  switch (s.kind) {
    case "contact":
      return {
        path: "/contact",
        body: new URLSearchParams({ type: "estimate", ...common(s), serviceType: "panel-upgrade", description: `Load test ${s.n}`, company_website: "" }),
      };
    case "estimate":
      return {
        path: "/estimate?_data=routes%2Festimate",
        body: new URLSearchParams({ _reply: "json", ...common(s), service: "ev-charger", description: `Load test ${s.n}`, company_website: "" }),
      };
    case "booking":
      return {
        path: "/book?_data=routes%2Fbook",
        body: new URLSearchParams({ ...common(s), service: "panel-upgrade", message: `Load test ${s.n}`, eventTypeUri: defaultBusiness.schedulingUrl, company_website: "" }),
      };
    case "newsletter":
      return { path: "/newsletter?_data=routes%2Fnewsletter", body: new URLSearchParams({ _reply: "json", email: s.email, company_website: "" }) };
  }
}

export interface PostResult {
  submission: Submission;
  /** HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  /** The site said the request was taken: contact redirected with its success toast; the others answered ok without a note. */
  accepted: boolean;
  /** What the visitor was told when it was not accepted (toast title and description, or the network error). */
  message: string;
  ms: number;
}

/** Posts one submission and classifies the answer the way the visitor would read it. */
export async function postSubmission(appUrl: string, s: Submission, timeoutMs = 60_000): Promise<PostResult> {
  const { path, body } = formPost(s);
  const started = performance.now();
  try {
    const response = await browserPost(appUrl, path, body, { "X-Forwarded-For": s.ip }, timeoutMs);
    const text = await response.text();
    const ms = performance.now() - started;
    if (s.kind === "contact") {
      const accepted = response.status === 302 && (response.headers.get("location") ?? "").startsWith("/contact");
      return { submission: s, status: response.status, accepted, message: accepted ? "" : text, ms };
    }
    type Answer = { ok?: boolean; note?: string | null; toast?: { title: string; description?: string } };
    // Not JSON: an error page.
    const data = ((): Answer | null => {
      try {
        return JSON.parse(text) as Answer;
      } catch {
        return null;
      }
    })();
    // A booking answered with its link but "Email confirmation may have failed." is not a confirmed save.
    const accepted = response.status === 200 && data?.ok === true && !data.note;
    const message = accepted ? "" : data?.toast ? `${data.toast.title}: ${data.toast.description ?? ""}${data.note ? ` (${data.note})` : ""}` : text.slice(0, 500);
    return { submission: s, status: response.status, accepted, message, ms };
  } catch (error) {
    return { submission: s, status: 0, accepted: false, message: String(error), ms: performance.now() - started };
  }
}

export interface LoadRun {
  results: PostResult[];
  wallMs: number;
}

/**
 * `count` submissions from `concurrency` clients, each taking the next one when its last is answered.
 * `pauseOnErrorMs` keeps clients from racing through the queue while the app is unreachable.
 */
export async function runLoad(options: {
  count: number;
  concurrency: number;
  make: (n: number) => Submission;
  target: (n: number) => string;
  pauseOnErrorMs?: number;
  timeoutMs?: number;
}): Promise<LoadRun> {
  const results: PostResult[] = [];
  let next = 0;
  const started = performance.now();
  const client = async () => {
    for (;;) {
      const n = next++;
      if (n >= options.count) return;
      const result = await postSubmission(options.target(n), options.make(n), options.timeoutMs);
      results.push(result);
      // Unreachable, or answering 503 while it starts (Retry-After): a real browser would not hammer it either.
      if ((result.status === 0 || result.status === 503) && options.pauseOnErrorMs) await new Promise((r) => setTimeout(r, options.pauseOnErrorMs));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return { results, wallMs: performance.now() - started };
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function latencySummary(run: LoadRun) {
  const ms = run.results.map((r) => r.ms).sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    requests: run.results.length,
    seconds: round(run.wallMs / 1000),
    perSecond: round(run.results.length / (run.wallMs / 1000)),
    p50Ms: round(percentile(ms, 50)),
    p95Ms: round(percentile(ms, 95)),
    p99Ms: round(percentile(ms, 99)),
    maxMs: round(ms.at(-1) ?? 0),
  };
}

export const statusCounts = (results: PostResult[]) =>
  results.reduce<Record<string, number>>((acc, r) => ((acc[String(r.status)] = (acc[String(r.status)] ?? 0) + 1), acc), {});

/** Mails received per marker: `visitor` addressed to it, `office` the office copy naming it. */
export function mailTally(received: ReceivedMail[], officeEmail: string, prefix: string) {
  const tally = new Map<string, { visitor: number; office: number }>();
  const add = (email: string, key: "visitor" | "office") => {
    const entry = tally.get(email) ?? { visitor: 0, office: 0 };
    entry[key] += 1;
    tally.set(email, entry);
  };
  for (const mail of received) {
    if (mail.to.includes(officeEmail)) {
      const email = /^Email: (\S+)$/m.exec(mail.text)?.[1];
      if (email?.startsWith(prefix)) add(email, "office");
    } else {
      for (const to of mail.to) if (to.startsWith(prefix)) add(to, "visitor");
    }
  }
  return tally;
}

interface RowAudit {
  leads: number;
  /** Outbox rows of the lead (confirmation and office copy), or the welcome mail of a signup. */
  outbox: number;
  subscribers: number;
  /** Outbox rows already sent / given up. */
  sent: number;
  failed: number;
}

/** Runs one statement (`$1`-style parameters) on some database and gives its rows: Postgres or a PGlite folder. */
export type SqlRows = <T extends object>(text: string, params?: unknown[]) => Promise<T[]>;

/** Rows per marker in the app's database (read directly, as an operator would). */
export async function auditRows(databaseUrl: string, prefix: string): Promise<Map<string, RowAudit>> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await auditRowsWith((text, params) => sql.unsafe(text, params as never[]) as never, prefix);
  } finally {
    await sql.end();
  }
}

/** Rows per marker, read through `rows` (the same statements on Postgres and on PGlite). */
export async function auditRowsWith(rows: SqlRows, prefix: string): Promise<Map<string, RowAudit>> {
  const like = `${prefix}%`;
  const audit = new Map<string, RowAudit>();
  const entry = (email: string) => {
    let row = audit.get(email);
    if (!row) audit.set(email, (row = { leads: 0, outbox: 0, subscribers: 0, sent: 0, failed: 0 }));
    return row;
  };
  for (const r of await rows<{ email: string; n: number }>("select email, count(*)::int as n from leads where email like $1 group by email", [like])) {
    entry(r.email).leads = r.n;
  }
  const mails = await rows<{ email: string; n: number; sent: number; failed: number }>(
    `select coalesce(l.email, o."to") as email, count(*)::int as n,
       count(*) filter (where o.status = 'sent')::int as sent, count(*) filter (where o.status = 'failed')::int as failed
     from email_outbox o left join leads l on l.id = o.lead_id
     where l.email like $1 or (o.lead_id is null and o."to" like $1)
     group by 1`,
    [like],
  );
  for (const r of mails) Object.assign(entry(r.email), { outbox: r.n, sent: r.sent, failed: r.failed });
  for (const r of await rows<{ email: string }>("select email from newsletter_subscribers where email like $1", [like])) {
    entry(r.email).subscribers += 1;
  }
  return audit;
}

/** A submission's rows are whole: nothing, or the lead with every row that belongs to it. */
export function isWhole(kind: FormKind, row: RowAudit | undefined) {
  if (!row) return true;
  const mails = expectedMails(kind);
  if (row.leads === 0) return row.outbox === 0 && row.subscribers === 0;
  if (kind === "newsletter") return row.leads === 1 && row.subscribers === 1 && row.outbox === 1;
  return row.leads === 1 && row.outbox === mails.visitor + mails.office;
}

/** Waits (bounded) until `done()` holds; returns whether it did. */
export async function waitUntil(done: () => boolean | Promise<boolean>, timeoutMs: number, stepMs = 250) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return done();
}
