import { connect } from "node:net";
import { like } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_LIMITS } from "~/lib/auth/login-throttle.server";
import { LOGIN_RATE_LIMITED } from "~/forms/admin-messages";
import { createDb } from "~db/client";
import { leads } from "~db/schema";
import { type BuiltServer, residentKb, startBuiltServer } from "../support/built-server";
import { httpSend, type HttpRequestOptions } from "../support/http-request";
import { executableMarkup, HOSTILE, PUBLIC_FORMS, scriptCount } from "../support/hostile-corpus";
import { memoryProbe } from "../support/memory";
import { startSmtp } from "../support/smtp";

/**
 * 10,000 hostile requests of every kind against the production build (production mode, its own
 * database: TEST_DATABASE_URL's server when set, else PGlite), 32 at a time after a warm-up of a tenth
 * of the same mix, while 100 legitimate requests are sent among them. Afterwards the server is up, the
 * memory it retains (resident after a forced garbage collection, docs/decisions/0070) is within 1.5× its
 * warmed-up idle figure, and every legitimate request was saved.
 */
const TOTAL = 10_000;
const CONCURRENCY = 32;
const LEGIT = 100;
const DEADLINE_MS = 9 * 60_000;
const FOREIGN = "https://evil.example";
const ADMIN = { email: "stress-admin@example.com", password: "stress admin password 1" };

type Kind =
  | "form-corpus"
  | "cross-site"
  | "oversized"
  | "voice-foreign-reset"
  | "ws-malformed"
  | "login-brute-force"
  | "random-query"
  | "header-injection"
  | "spoofed-forwarded-for";

const MIX: [Kind, number][] = [
  ["form-corpus", 3600],
  ["cross-site", 1000],
  ["oversized", 8],
  ["voice-foreign-reset", 400],
  ["ws-malformed", 400],
  ["login-brute-force", 600],
  ["random-query", 2000],
  ["header-injection", 800],
  ["spoofed-forwarded-for", TOTAL - 3600 - 1000 - 8 - 400 - 400 - 600 - 2000 - 800],
];

/** Deterministic choices, so a failing run can be repeated. */
let seed = 20261123;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
let ipCounter = 0;
// A /64 of its own each (limits key IPv6 by its /64).
const nextIp = () => `2001:db8:5:${(++ipCounter).toString(16)}::1`;

/** 64 kB of form data, repeated to make an oversized body. */
const FORM_BLOCK = Buffer.alloc(64 * 1024, "a");
FORM_BLOCK.write("description=");

/** Writes raw bytes to the server and returns what comes back within `waitMs` (or until it closes). */
function raw(port: number, bytes: string | Buffer, { waitMs = 5_000, reset = false } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let got = "";
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(got);
    };
    const timer = setTimeout(done, waitMs);
    socket.on("error", () => undefined);
    socket.on("data", (c: Buffer) => (got += c.toString("latin1")));
    socket.on("close", done);
    socket.on("connect", () => {
      socket.write(bytes);
      // The client vanishes with a TCP reset while the server is still answering.
      if (reset) setImmediate(() => socket.resetAndDestroy());
    });
  });
}

const statusOf = (response: string) => Number(response.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
const upgrade = (path: string, headers: Record<string, string>) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("")}\r\n`;

describe("10,000 hostile requests against the production build", () => {
  let server: BuiltServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let port: number;
  const probe = memoryProbe();
  const baselineScripts = new Map<string, number>();

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startBuiltServer({
      admin: ADMIN,
      postgres: true,
      env: { SMTP_URL: smtp.url, OFFICE_EMAIL: "office@example.com", TRUST_PROXY: "1", LOG_LEVEL: "silent", ...probe.env },
      nodeArgs: probe.nodeArgs,
    });
    port = Number(new URL(server.url).port);
    for (const path of ["/contact", "/book"]) baselineScripts.set(path, scriptCount(await (await fetch(`${server.url}${path}`)).text()));
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    probe.remove();
  });

  const send = (path: string, options?: HttpRequestOptions) => httpSend(new URL(path, server.url), options);

  /** One hostile request of the given kind; returns what was wrong with the answer, or null. */
  async function attack(kind: Kind): Promise<string | null> {
    const same = { ...server.sameOrigin, "X-Forwarded-For": nextIp() };
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
    switch (kind) {
      case "form-corpus": {
        const target = pick(PUBLIC_FORMS);
        const fields = target.base(ipCounter);
        const payload = pick(HOSTILE);
        fields[pick(Object.keys(fields))] = payload.value;
        const answer = await send(target.path, { method: "POST", headers: { ...same, ...urlencoded }, body: form(fields) });
        return answer.status >= 500 ? `${answer.status}` : null;
      }
      case "cross-site": {
        const target = pick(PUBLIC_FORMS);
        const answer = await send(target.path, {
          method: "POST",
          headers: { Origin: FOREIGN, "Sec-Fetch-Site": "cross-site", "X-Forwarded-For": nextIp(), ...urlencoded },
          body: form(target.base(ipCounter)),
        });
        return answer.status === 403 ? null : `${answer.status} (expected 403)`;
      }
      case "oversized": {
        const chunked = random() < 0.5;
        const size = 8 * 1024 * 1024;
        const answer = await send("/contact", {
          method: "POST",
          headers: { ...same, ...urlencoded, ...(chunked ? {} : { "Content-Length": String(size) }) },
          stream: { block: FORM_BLOCK, size },
        });
        return answer.status === 413 ? null : `${answer.status} (expected 413, ${chunked ? "chunked" : "with Content-Length"})`;
      }
      case "voice-foreign-reset": {
        await raw(
          port,
          upgrade("/voice?token=x", {
            Upgrade: "websocket",
            Connection: "Upgrade",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
            "Sec-WebSocket-Version": "13",
            Origin: FOREIGN,
          }),
          { reset: true, waitMs: 1_000 },
        );
        return null;
      }
      case "ws-malformed": {
        const variants = [
          upgrade("/voice", { Upgrade: "websocket", Connection: "Upgrade", Origin: server.url }),
          upgrade("/voice?token=abc", { Upgrade: "websocket", Connection: "Upgrade", "Sec-WebSocket-Version": "99", "Sec-WebSocket-Key": "x", Origin: server.url }),
          upgrade("/not-voice", { Upgrade: "websocket", Connection: "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version": "13" }),
          `POST /voice HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nContent-Length: 3\r\n\r\nabc`,
          upgrade("/voice", { Upgrade: "websocket", Connection: "Upgrade", Origin: server.url }) + "\x00\xff\x81\x85garbage",
          `GET /voice HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade websocket\r\n\r\n`,
          upgrade("/voice", { Upgrade: "websocket", Connection: "Upgrade", "X-Big": "b".repeat(20_000) }),
        ];
        const response = await raw(port, pick(variants), { waitMs: 3_000 });
        const status = statusOf(response);
        return status >= 500 ? `${status}` : null;
      }
      case "login-brute-force": {
        const answer = await send("/login", {
          method: "POST",
          headers: { ...same, ...urlencoded },
          body: form({ email: ADMIN.email, password: `guess-${Math.floor(random() * 1e9)}`, redirectTo: "/admin" }),
        });
        if (answer.status === 302) return "a wrong password signed in";
        bruteForceAnswers.push(answer.status);
        // Every password-hashing slot taken: the login's own "busy, try again in a moment" (503 with Retry-After).
        if (answer.status === 503 && answer.headers["retry-after"] && answer.body.includes(LOGIN_RATE_LIMITED)) return null;
        return answer.status >= 500 ? `${answer.status}` : null;
      }
      case "random-query": {
        const path = pick(["/book", "/contact"]);
        const params = new URLSearchParams();
        for (let i = 0, n = 1 + Math.floor(random() * 6); i < n; i++) {
          const value = pick(HOSTILE).value;
          params.append(pick(["type", "service", "name", "email", "phone", "message", "redirectTo", "page", "utm_source", "x"]), value.slice(0, random() < 0.05 ? 20_000 : 300));
        }
        const answer = await send(`${path}?${params}`, { headers: { "X-Forwarded-For": nextIp() } });
        if (answer.status >= 500) return `${answer.status}`;
        if (answer.status === 200) {
          const markup = executableMarkup(answer.body, [...params.values()], baselineScripts.get(path)!);
          if (markup.length) return markup.join(", ");
        }
        return null;
      }
      case "header-injection": {
        const choice = Math.floor(random() * 4);
        if (choice === 0) {
          const answer = await send(`/login?redirectTo=${encodeURIComponent("/admin\r\nX-Injected: yes\r\nSet-Cookie: injected=1")}`);
          return answer.headers["x-injected"] || JSON.stringify(answer.headers["set-cookie"] ?? "").includes("injected") ? "header injected" : answer.status >= 500 ? `${answer.status}` : null;
        }
        if (choice === 1) {
          const answer = await send("/newsletter", {
            method: "POST",
            headers: { ...same, ...urlencoded },
            body: form({ email: `hdr-${ipCounter}@example.com`, page: "/\r\nX-Injected: yes" }),
          });
          return answer.headers["x-injected"] ? "header injected" : answer.status >= 500 ? `${answer.status}` : null;
        }
        if (choice === 2) {
          // A bare CR inside a header value: the HTTP parser must refuse it, not pass on a second header.
          const response = await raw(port, `GET /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Test: a\rX-Injected: yes\r\n\r\n`, { waitMs: 3_000 });
          return statusOf(response) >= 500 || /\r\nx-injected:/i.test(response) ? `answered ${response.slice(0, 40)}` : null;
        }
        const answer = await send("/contact", { headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-For": nextIp() } });
        return answer.body.includes("evil.example") ? "foreign Host echoed into the page" : answer.status >= 500 ? `${answer.status}` : null;
      }
      case "spoofed-forwarded-for": {
        const forwarded = pick(["127.0.0.1", "::1", "not-an-ip", "1.1.1.1, 2.2.2.2, 127.0.0.1", "x".repeat(8_000), "1.2.3.4:80", "[::1]:443", ", , ,", "\u00ff\u00fe"]);
        const post = random() < 0.5;
        const answer = await send(post ? "/contact" : "/", {
          method: post ? "POST" : "GET",
          headers: { ...server.sameOrigin, "X-Forwarded-For": forwarded, ...(post ? urlencoded : {}) },
          body: post ? form({ ...PUBLIC_FORMS[0].base(ipCounter), name: "Spoofed Sender" }) : undefined,
        });
        return answer.status >= 500 ? `${answer.status}` : null;
      }
    }
  }

  const bruteForceAnswers: number[] = [];

  /** A real estimate request from a visitor of its own. */
  async function legitimate(n: number): Promise<string | null> {
    const answer = await send("/estimate", {
      method: "POST",
      headers: { ...server.sameOrigin, "X-Forwarded-For": `2001:db8:7:${n.toString(16)}::1`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Legit Customer",
        email: `legit-${n}@example.com`,
        phone: `703555${String(1000 + n).slice(-4)}`,
        service: "panel-upgrade",
        description: `Legitimate request ${n}`,
      }).toString(),
    });
    return answer.status === 302 ? null : `legitimate ${n}: ${answer.status}`;
  }

  it(
    "stays up, keeps its memory and saves every legitimate request",
    async () => {
      type Item = { kind: Kind } | { legit: number };
      const failures = new Map<string, { count: number; example: string }>();
      const note = (key: string, problem: string) => {
        const entry = failures.get(key) ?? { count: 0, example: problem };
        entry.count += 1;
        failures.set(key, entry);
      };
      /** Sends the items, CONCURRENCY at a time, until done or the deadline; returns how many hostile ones went. */
      const run = async (queue: Item[], record: boolean, deadline: number) => {
        let next = 0;
        let hostile = 0;
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (next < queue.length && Date.now() < deadline) {
              const item = queue[next++];
              const key = "kind" in item ? item.kind : "legitimate";
              try {
                const problem = "kind" in item ? await attack(item.kind) : await legitimate(item.legit);
                if (problem && record) note(key, problem);
              } catch (error) {
                if (record) note(key, `request failed: ${error instanceof Error ? error.message : String(error)}`);
              }
              if ("kind" in item) hostile += 1;
            }
          }),
        );
        return hostile;
      };
      const shuffled = (items: Item[]) => {
        for (let i = items.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [items[i], items[j]] = [items[j], items[i]];
        }
        return items;
      };
      const mix = (scale: number): Item[] =>
        shuffled(MIX.flatMap(([kind, count]) => Array.from({ length: Math.ceil(count * scale) }, () => ({ kind }))));

      // Warm-up: a tenth of the same mix at the same concurrency, so the idle figure is that of a server that
      // has loaded every route and grown its heaps to working size, not of one that has just started.
      await run(mix(0.1), false, Date.now() + DEADLINE_MS);
      await new Promise((r) => setTimeout(r, 5_000));
      expect(server.exited(), `the server died during the warm-up:\n${server.output()}`).toBe(false);
      const idleKb = residentKb(server.pid);
      const idle = await probe.read(server.pid);

      const queue = mix(1);
      // The legitimate requests are spread through the run.
      for (let n = 0; n < LEGIT; n++) queue.splice(Math.floor(((n + 0.5) * queue.length) / LEGIT), 0, { legit: n });
      const started = Date.now();
      const hostileSent = await run(queue, true, started + DEADLINE_MS);
      const durationS = (Date.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 5_000));

      const alive = !server.exited();
      const health = alive ? (await fetch(`${server.url}/healthz`).catch(() => null))?.status : undefined;
      const afterKb = alive ? residentKb(server.pid) : NaN;
      const after = alive ? await probe.read(server.pid) : null;
      const mb = (bytes: number | undefined) => (bytes === undefined ? NaN : Math.round(bytes / 1024 / 102.4) / 10);
      // 400 is a password checked and found wrong; 429 refused unchecked; 503 refused unchecked while hashing is busy.
      const bruteForce = Object.fromEntries([...new Set(bruteForceAnswers)].map((s) => [s, bruteForceAnswers.filter((t) => t === s).length]));
      const passwordChecks = bruteForce[400] ?? 0;
      const figures = {
        hostileSent,
        legitimate: LEGIT,
        durationS,
        requestsPerS: Math.round((hostileSent + LEGIT) / durationS),
        idleRssMb: Math.round(idleKb / 1024),
        afterRssMb: Math.round(afterKb / 1024),
        afterGc: {
          idle: Object.fromEntries(Object.entries(idle).map(([k, v]) => [k, mb(v)])),
          after: after && Object.fromEntries(Object.entries(after).map(([k, v]) => [k, mb(v)])),
        },
        bruteForceAnswers: bruteForce,
        database: server.databaseUrl ? "postgres" : "pglite",
        failures: Object.fromEntries(failures),
      };
      console.log(`hostile stress: ${JSON.stringify(figures, null, 2)}`);
      if (!alive) console.log(`server output:\n${server.output()}`);

      // The saved legitimate requests, counted in the database itself.
      let legitRows = -1;
      if (server.databaseUrl) {
        const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
        [{ n: legitRows }] = await sql<{ n: number }[]>`select count(*)::int as n from leads where email like 'legit-%@example.com'`;
        await sql.end();
      } else {
        await server.halt();
        const handle = createDb({ dataDir: server.dataDir });
        legitRows = await handle.db.$count(leads, like(leads.email, "legit-%@example.com"));
        await handle.close();
      }

      expect(alive, "the server is still running").toBe(true);
      expect(health).toBe(200);
      expect(hostileSent).toBe(TOTAL);
      // Resident memory once garbage is collected: what the process holds, not what V8 has yet to collect.
      expect(after!.rss).toBeLessThanOrEqual(idle.rss * 1.5);
      expect(legitRows).toBe(LEGIT);
      // The brute force comes from a new /64 for every guess (a botnet): each network gets its 10 guesses, and the
      // account's ceiling of 100 failures in 15 minutes bounds them all (decision 0050). Failures are counted after
      // the check, so guesses already past the throttle when the last failure is counted (at most the requests in
      // flight) are still checked; then every guess is refused unchecked.
      expect(passwordChecks).toBeLessThanOrEqual(LOGIN_LIMITS.account.limit + CONCURRENCY);
      expect(Object.fromEntries(failures)).toEqual({});
    },
    15 * 60_000,
  );
});
