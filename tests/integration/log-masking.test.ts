import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { errorFields, maskEmails, maskPersonal } from "~/lib/platform/log.server";
import { TOKEN_SECTIONS } from "~/lib/platform/token-paths";
import { fileTransport, smtpTransport } from "~/lib/platform/mail-transport.server";
import { processOutbox } from "~/lib/platform/outbox.server";
import { queueMails } from "~/models/email-outbox.server";
import { captureLog } from "../support/capture-log";
import { createMigratedDb, type TestDb } from "../support/db";
import { useSite } from "../support/site";

const RECIPIENT = "jane.doe@example.com";
const FROM = "Valor Electric <no-reply@example.com>";
const mail = { to: RECIPIENT, subject: "Your request", text: "Hello" };
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "log-mask-"));
  Object.assign(process.env, { LOG_LEVEL: "info", SESSION_SECRET: "m".repeat(40), DATA_DIR: dir });
  (globalThis as { __singletons?: Map<string, unknown> }).__singletons?.delete("config");
});
afterAll(() => {
  process.env.LOG_LEVEL = "silent";
  (globalThis as { __singletons?: Map<string, unknown> }).__singletons?.delete("config");
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

describe("addresses in logs", () => {
  it("masks every address in a text, leaving the rest", () => {
    expect(maskEmails("to jane.doe@example.com and <o@office.example.org>, not a@b or @example.com")).toBe(
      "to j***@example.com and <o***@office.example.org>, not a@b or @example.com",
    );
    expect(maskEmails("params: Ann Lee,ann.route@example.com,5715550111")).toBe("params: Ann Lee,a***@example.com,5715550111");
  });

  it("a mail written to a file is logged with the recipient masked", async () => {
    const out = path.join(dir, "outbox");
    const log = await captureLog(() => fileTransport(out, FROM).send(mail));
    expect(readdirSync(out)).toHaveLength(1);
    expect(log).toContain('"message":"mail written"');
    expect(log).toContain("j***@example.com");
    expect(log).not.toContain(RECIPIENT);
  });

  describe("outbox", () => {
    let db: TestDb;
    let smtp: SMTPServer;
    let port: number;
    beforeAll(async () => {
      db = await createMigratedDb("pglite");
      // A real SMTP server that refuses the recipient, quoting the address as servers do.
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onRcptTo(address, _session, callback) {
          callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
      port = (smtp.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await db.destroy();
    });

    it("a refused mail's SMTP error is logged with the address masked", async () => {
      await queueMails(db.db, [mail]);
      let run = { sent: 0, failed: 0 };
      const log = await captureLog(async () => {
        run = await processOutbox({ db: db.db, transport: smtpTransport(`smtp://127.0.0.1:${port}`, FROM) });
      });
      expect(run).toEqual({ sent: 0, failed: 1 });
      expect(log).toContain('"message":"mail failed"');
      expect(log).toContain("j***@example.com>: Recipient address rejected");
      expect(log).not.toContain(RECIPIENT);
    });
  });
});

describe("links and phone numbers in logs", () => {
  it("hides the keys of status and acknowledgement links and of signed or ticketed URLs", () => {
    expect(maskPersonal("GET https://valor.example/status/Zk3_Qp9-aaaaaaaaaaaaaaaaaaaaaaaa?x=1 and /ack/Rr5t-bbbbbbbbbbbbbbbbbbbb/")).toBe(
      "GET https://valor.example/status/***?x=1 and /ack/***/",
    );
    expect(maskPersonal("/r/Zk3_Qp9-aaaaaaaaaaaaa /r/Zk3_Qp9-aaaaaaaaaaaaa/google https://valor.example/r/Zk3_Qp9-aaaaaaaaaaaaa/unsubscribe?x=1")).toBe(
      "/r/*** /r/***/google https://valor.example/r/***/unsubscribe?x=1",
    );
    // Only the sections' own paths: /reviews and /services/… keep their words.
    expect(maskPersonal("/reviews /es/reviews /services/panel-upgrade /chat/reply")).toBe("/reviews /es/reviews /services/panel-upgrade /chat/reply");
    expect(maskPersonal("wss://valor.example/voice?token=v1.abc.def&x=1 …/p.webp?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=9f0e")).toBe(
      "wss://valor.example/voice?token=***&x=1 …/p.webp?X-Amz-Credential=***&X-Amz-Signature=***",
    );
  });

  it("hides the values of a failed database query, which hold what visitors sent", () => {
    expect(maskPersonal('Error: Failed query: select "name" from "leads" where "status_token" = $1\nparams: Tok_123,true,1\n    at x')).toBe(
      'Error: Failed query: select "name" from "leads" where "status_token" = $1\nparams: ***\n    at x',
    );
    // The lead's save is a statement over several lines, and a visitor's message may hold line breaks.
    const save = 'Error: Failed query: \n    with lead as (insert into leads ("name", "message")\n    values ($1, $2))\nparams: Jane Roe,12 Oak St\nback door';
    expect(maskPersonal(save)).toBe('Error: Failed query: \n    with lead as (insert into leads ("name", "message")\n    values ($1, $2))\nparams: ***');
  });

  it("logs a failed query's cause, the database's own words, beside the query", () => {
    const failed = new Error("Failed query: insert into leads (name) values ($1)\nparams: Jane Roe", { cause: new Error("write CONNECTION_CLOSED 127.0.0.1:5432") });
    expect(errorFields(failed)).toEqual({ error: "Error: Failed query: insert into leads (name) values ($1)\nparams: Jane Roe", cause: "Error: write CONNECTION_CLOSED 127.0.0.1:5432" });
    expect(errorFields(new Error("plain"))).toEqual({ error: "Error: plain" });
  });

  it("keeps only the last four digits of a phone number, however it is written", () => {
    for (const phone of ["(703) 555-0100", "703-555-0100", "703.555.0100", "7035550100", "+1 703 555 0100", "+17035550100", "1-703-555-0100"]) {
      expect(maskPersonal(`call ${phone} now`), phone).toBe("call ***-***-0100 now");
    }
    expect(maskPersonal("+447911123456")).toBe("***-***-3456");
    // Times, ids and ports are not phone numbers.
    for (const text of ["2026-11-25T10:00:00.000Z", "550e8400-e29b-41d4-a716-446655440000", "file.js:1234:56", "id 12345678901234", "port 5432"]) {
      expect(maskPersonal(text)).toBe(text);
    }
  });
});

/**
 * A route that fails logs its request's URL (handleError in app/entry.server.tsx). Real requests to the built
 * server, whose database then loses the tables behind every path that carries a key (app/lib/platform/token-paths.ts):
 * the log keeps what failed, without the keys in those links or the number and address a visitor put in the query.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("failed requests of the built server", () => {
  const statusToken = "StatusTok_0123456789abcdefghijkl";
  const ackToken = "AckToken-0123456789abcdefghijk";
  const reviewToken = "ReviewTok_0123456789ab";
  const feedToken = "FeedToken_0123456789abcdefghijkl";
  const query = new URLSearchParams({ phone: "(703) 555-0142", email: "jane.doe@example.com" });
  /** Every route under every section of the list, as a visitor or a mail scanner reaches it. */
  const requests: Record<(typeof TOKEN_SECTIONS)[number], [path: string, method: "GET" | "POST", masked: string][]> = {
    status: [
      [`/status/${statusToken}?${query}`, "GET", "/status/***"],
      [`/status/${statusToken}/visit.ics`, "GET", "/status/***/visit.ics"],
      [`/status/${statusToken}`, "POST", "/status/***"],
    ],
    ack: [
      [`/ack/${ackToken}`, "GET", "/ack/***"],
      [`/ack/${ackToken}`, "POST", "/ack/***"],
    ],
    r: [
      [`/r/${reviewToken}`, "GET", "/r/***"],
      [`/r/${reviewToken}`, "POST", "/r/***"],
      [`/r/${reviewToken}/google`, "GET", "/r/***/google"],
      [`/r/${reviewToken}/unsubscribe`, "GET", "/r/***/unsubscribe"],
      [`/r/${reviewToken}/unsubscribe`, "POST", "/r/***/unsubscribe"],
    ],
    calendar: [[`/calendar/${feedToken}/visits.ics`, "GET", "/calendar/***/visits.ics"]],
  };
  // With a Google link, /r/<token>/google looks its token up rather than answering 404 at once.
  const site = useSite({ postgres: true, env: { GOOGLE_REVIEW_URL: "https://g.page/r/valor-log-test/review" } });

  it("lists a request for every section that carries a key", () => {
    expect(Object.keys(requests).sort()).toEqual([...TOKEN_SECTIONS].sort());
  });

  it("logs each failure with the link keys, phone numbers and addresses masked", async () => {
    await site.sql.unsafe("alter table leads rename to leads_away; alter table ack_tokens rename to ack_tokens_away; alter table review_requests rename to review_requests_away; alter table calendar_feeds rename to calendar_feeds_away");
    const all = Object.values(requests).flat();
    const statuses = [];
    for (const [path, method] of all) {
      const body = method === "POST" ? new URLSearchParams({ rating: "5", comment: "Great work" }) : undefined;
      const response = await (body ? site.post(path, body, { cookie: "" }) : site.get(path));
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual(all.map(() => 500));
    const failures = () => site.server.output().split("\n").filter((line) => line.includes('"request failed"'));
    for (let i = 0; i < 50 && failures().length < all.length; i++) await new Promise((r) => setTimeout(r, 100));
    const logged = failures().map((line) => JSON.parse(line) as { url: string; query?: Record<string, string> });
    expect(logged.map(({ url, query }) => ({ url: url.replace(site.url, ""), query }))).toEqual(
      all.map(([path, , masked]) => ({ url: masked, query: path.includes("?") ? { phone: "***-***-0142", email: "j***@example.com" } : undefined })),
    );
    const output = site.server.output();
    for (const secret of [statusToken, ackToken, reviewToken, feedToken, "555-0142", "5550142", "jane.doe"]) expect(output).not.toContain(secret);
  });
});
