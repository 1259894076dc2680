import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type postgres from "postgres";

/** One message the loopback Twilio received and accepted. */
export interface TwilioMessage {
  to: string;
  from: string;
  body: string;
  /** Where the sender asked Twilio to report the message's delivery states (StatusCallback), if anywhere. */
  statusCallback: string | null;
  /** When the request arrived (Date.now()). */
  at: number;
}

export interface FakeTwilio {
  /** TWILIO_API_URL for the app. */
  url: string;
  sid: string;
  token: string;
  from: string;
  messages: TwilioMessage[];
  /** Every request, accepted or not, with the status it got. */
  requests: { status: number; at: number }[];
  /** Answer the next `n` well-formed requests with a 500 (a Twilio outage), or with the error given. */
  failNext(n: number, error?: { status: number; body: unknown }): void;
  /**
   * Posts a webhook to `url` as Twilio does: the fields form-encoded, signed in X-Twilio-Signature with the auth
   * token (`signature` overrides it: a forgery; null leaves the header out).
   */
  webhook(url: string, fields: Record<string, string>, options?: { signature?: string | null; signedUrl?: string }): Promise<Response>;
  /** Resolves when `count` messages were accepted (bounded by `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<TwilioMessage[]>;
  /**
   * A CallSid or MessageSid of the test's own, apart from this Twilio's message sids (SM000…1, SM000…2, …), which
   * are unique in lead_messages too.
   */
  nextSid(prefix: "CA" | "SM"): string;
  stop(): Promise<void>;
}

const OUTAGE = { status: 500, body: { code: 20500, message: "Internal Server Error", status: 500 } as unknown };

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });

/**
 * X-Twilio-Signature as Twilio computes it: base64 HMAC-SHA1, keyed by the auth token, over the URL followed by
 * each posted field's name and value, sorted by name.
 */
export function twilioSignature(token: string, url: string, fields: Record<string, string>): string {
  const data = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + fields[name], url);
  return createHmac("sha1", token).update(Buffer.from(data, "utf8")).digest("base64");
}

/**
 * A loopback server speaking Twilio's Messaging API: POST /2010-04-01/Accounts/{sid}/Messages.json with basic
 * auth sid:token and a form-encoded To, From, Body; answers 201 with the message resource as JSON, 401 on bad
 * credentials, 400 on a missing field or a From that is not one of the account's numbers (`from` and `numbers`)
 * — as Twilio does. Run as a process (tests/support/fake-twilio-server.ts), it also answers GET /__fake/messages with
 * the messages it accepted, for tests in another process (e2e).
 */
export async function startFakeTwilio(options: { sid?: string; token?: string; from?: string; numbers?: string[]; port?: number } = {}): Promise<FakeTwilio> {
  const sid = options.sid ?? `AC${"0123456789abcdef".repeat(2)}`;
  const token = options.token ?? "twilio-test-token";
  const from = options.from ?? "+15715550100";
  const numbers = new Set([from, ...(options.numbers ?? [])]);
  const messages: TwilioMessage[] = [];
  const requests: { status: number; at: number }[] = [];
  let failures = 0;
  let failure = OUTAGE;
  let sids = 0;
  const waiters: (() => void)[] = [];
  const server = createServer(async (req, res) => {
    const at = Date.now();
    const answer = (status: number, body: unknown) => {
      requests.push({ status, at });
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    };
    const raw = await read(req);
    if (req.method === "GET" && req.url === "/__fake/messages") return void res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(messages));
    if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${sid}/Messages.json`) return answer(404, { code: 20404, message: "Not found", status: 404 });
    if (req.headers.authorization !== `Basic ${Buffer.from(`${sid}:${token}`).toString("base64")}`) {
      return answer(401, { code: 20003, message: "Authenticate", status: 401 });
    }
    if (!(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) return answer(400, { code: 21609, message: "Bad content type", status: 400 });
    const form = new URLSearchParams(raw);
    const message = { to: form.get("To") ?? "", from: form.get("From") ?? "", body: form.get("Body") ?? "", statusCallback: form.get("StatusCallback"), at };
    if (!message.to || !message.body) return answer(400, { code: 21604, message: "A 'To' phone number and a 'Body' are required.", status: 400 });
    if (!numbers.has(message.from)) return answer(400, { code: 21212, message: "Invalid From number", status: 400 });
    if (failures > 0) {
      failures -= 1;
      return answer(failure.status, failure.body);
    }
    messages.push(message);
    answer(201, {
      sid: `SM${String(messages.length).padStart(32, "0")}`,
      account_sid: sid,
      to: message.to,
      from: message.from,
      body: message.body,
      status: "queued",
      num_segments: "1",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: new Date(at).toUTCString(),
      uri: `/2010-04-01/Accounts/${sid}/Messages/SM${messages.length}.json`,
    });
    waiters.splice(0).forEach((w) => w());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sid,
    token,
    from,
    messages,
    requests,
    failNext(n, error = OUTAGE) {
      failures = n;
      failure = error;
    },
    webhook(url, fields, { signature, signedUrl = url } = {}) {
      const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded; charset=utf-8", "User-Agent": "TwilioProxy/1.1" };
      const signed = signature === undefined ? twilioSignature(token, signedUrl, fields) : signature;
      if (signed !== null) headers["X-Twilio-Signature"] = signed;
      return fetch(url, { method: "POST", headers, body: new URLSearchParams(fields), redirect: "manual" });
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`loopback Twilio got ${messages.length} of ${count} messages within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => (clearTimeout(timer), resolve()));
        });
      }
      return messages;
    },
    nextSid: (prefix) => `${prefix}${String((sids += 1)).padStart(32, "a")}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The number the office's phones ring at (OFFICE_PHONES) in a phone site. */
export const OFFICE_PHONE = "+17035550100";
/** Calls ring OFFICE_PHONE whenever the test runs: office hours all day (start == end). */
export const OFFICE_ALL_DAY = { OFFICE_PHONES: OFFICE_PHONE, OFFICE_HOURS: "00:00-00:00" };
/**
 * Until the server's texts and alerts have nothing due or in flight: whatever the site was going to send has reached
 * the loopback Twilio, so a count taken after is final (one held for later, a retry's backoff or the sending hours,
 * is not waited for). Read from the site's Postgres, bounded at 15 s; a site on PGlite keeps its database to itself,
 * so there it waits long enough for the text worker (kicked at once) to have sent what it was going to.
 */
export async function settle(site: { server: { databaseUrl: string | null }; sql: postgres.Sql }) {
  if (!site.server.databaseUrl) return new Promise((resolve) => setTimeout(resolve, 1_500));
  const busy = async () => {
    const [row] = await site.sql`select
      (select count(*) from lead_messages where direction = 'out' and (status = 'claimed' or (status = 'pending' and next_attempt_at <= now())))
      + (select count(*) from lead_alerts where status = 'sending' or (status = 'pending' and next_attempt_at <= now())) as n`;
    return Number(row!.n);
  };
  for (const deadline = Date.now() + 15_000; (await busy()) > 0; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() > deadline) throw new Error("texts or alerts were still due after 15 s");
  }
}
