// Missed-call text-back latency on loopback, in production mode: the built server with Twilio configured
// against a loopback server speaking Twilio's Messaging API, N calls recorded (the voice webhook), then their N
// dial-result webhooks (no-answer) fired at once, each signed as Twilio signs it; for each, the time from the
// start of its dial-result request to its text-back reaching the loopback Twilio. Outside office hours, as at
// night: the on-call alerts of the same calls go through the same loopback Twilio and are reported beside.
// Usage: npm run bench:phone [-- --concurrency 20 --rounds 1]
import { spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const concurrency = option("concurrency", 20);
const rounds = option("rounds", 1);
const SID = "ACbench0000000000000000000000000000";
const TOKEN = "bench-token";
/** The alerts' number (TWILIO_FROM), and the site's number the callers dial. */
const FROM = "+15715550100";
const DIALLED = "+17035550150";
// Callers and calls of their own each run, so a rerun on the same DATABASE_URL is not a repeat of the last one.
const run = randomBytes(6).toString("hex");
// 200–899: never the 976 exchange, which is never texted (docs/phone.md).
const exchange = 200 + Math.floor(Math.random() * 700);
const caller = (round, n) => `+1571${exchange}${String(1000 + round * 100 + n).padStart(4, "0")}`;

// The loopback Twilio: checks the credentials and the sender, answers 201 like Twilio, notes when each arrived.
const textBacks = new Map();
const alerts = new Map();
let sent = 0;
const twilio = createServer((req, res) => {
  const at = performance.now();
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    const ok = req.url === `/2010-04-01/Accounts/${SID}/Messages.json` && req.headers.authorization === `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`;
    const form = new URLSearchParams(body);
    const [to, from, text] = [form.get("To") ?? "", form.get("From") ?? "", form.get("Body") ?? ""];
    if (!ok || !to || !text || (from !== FROM && from !== DIALLED)) return void res.writeHead(400).end("{}");
    if (from === DIALLED && !textBacks.has(to)) textBacks.set(to, at);
    const alerted = /Missed call from (\+\d+)/.exec(text)?.[1];
    if (from === FROM && alerted && !alerts.has(alerted)) alerts.set(alerted, at);
    res.writeHead(201, { "Content-Type": "application/json" }).end(JSON.stringify({ sid: `SM${String((sent += 1)).padStart(32, "0")}`, status: "queued" }));
  });
});
await new Promise((r) => twilio.listen(0, "127.0.0.1", r));
const twilioUrl = `http://127.0.0.1:${twilio.address().port}`;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

// X-Twilio-Signature: base64 HMAC-SHA1 keyed by the auth token over the URL, then each field's name and value by name.
const sign = (url, fields) =>
  createHmac("sha1", TOKEN)
    .update(
      Object.keys(fields)
        .sort()
        .reduce((data, name) => data + name + fields[name], url),
    )
    .digest("base64");

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-phone-"));
const base = `http://127.0.0.1:${port}`;
const webhook = (name, fields) => {
  const url = `${base}/webhooks/twilio/${name}`;
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": sign(url, fields) },
    body: new URLSearchParams(fields),
  });
};
// Office hours two hours from now, on the UTC clock: the calls come in at night.
const hour = new Date().getUTCHours();
const server = spawn(process.execPath, [`${process.env.BUILD_DIR || "build"}/server.js`], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: base,
    DATA_DIR: dataDir,
    // Required with DATABASE_URL (the bench runs on Postgres when it is set, else on the embedded database).
    SESSION_SECRET: process.env.SESSION_SECRET || "bench-phone-session-secret-0123456789abcdef",
    LOG_LEVEL: "error",
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: FROM,
    TWILIO_API_URL: twilioUrl,
    TWILIO_NUMBERS: `${DIALLED}=google-ads`,
    OFFICE_PHONES: "+17035550100",
    ONCALL_TIME_ZONE: "UTC",
    OFFICE_HOURS: `${String((hour + 2) % 24).padStart(2, "0")}:00-${String((hour + 3) % 24).padStart(2, "0")}:00`,
    ONCALL_PHONES: "+17035550111,+17035550122",
    // The bench times every call's text-back and alert: the hourly limits (docs/phone.md) at their maximum.
    TEXT_BACK_HOURLY_LIMIT: "1000",
    MISSED_CALL_ALERT_HOURLY_LIMIT: "100",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const exited = new Promise((r) => server.once("exit", r));

try {
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
    if (i === 299 || server.exitCode !== null || server.signalCode !== null) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  const latencies = [];
  const alertLatencies = [];
  let answerMax = 0;
  for (let round = 0; round < rounds; round++) {
    const calls = Array.from({ length: concurrency }, (_, n) => ({ from: caller(round, n), callSid: `CA${run}${String(round * 1000 + n).padStart(20, "0")}` }));
    // The calls come in (not timed), one after another as Twilio would.
    for (const call of calls) {
      const voice = await webhook("voice", { AccountSid: SID, CallSid: call.callSid, From: call.from, To: DIALLED, CallStatus: "ringing", Direction: "inbound" });
      if (voice.status !== 200) throw new Error(`voice webhook answered ${voice.status}`);
      await voice.text();
    }
    // Nobody answers any of them: their dial results arrive at once.
    const started = await Promise.all(
      calls.map(async (call) => {
        const t0 = performance.now();
        const fields = { AccountSid: SID, CallSid: call.callSid, DialCallStatus: "no-answer", DialCallDuration: "0", DialCallSid: `${call.callSid}d` };
        const response = await webhook("dial-result", fields);
        if (response.status !== 200) throw new Error(`dial-result answered ${response.status}`);
        await response.text();
        answerMax = Math.max(answerMax, performance.now() - t0);
        return { from: call.from, t0 };
      }),
    );
    const deadline = performance.now() + 30_000;
    while (started.some((s) => !textBacks.has(s.from) || !alerts.has(s.from)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const s of started) {
      latencies.push(textBacks.has(s.from) ? textBacks.get(s.from) - s.t0 : Number.POSITIVE_INFINITY);
      alertLatencies.push(alerts.has(s.from) ? alerts.get(s.from) - s.t0 : Number.POSITIVE_INFINITY);
    }
  }
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const pct = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
    return { count: sorted.filter(Number.isFinite).length, p50: pct(50), p95: pct(95), max: sorted.at(-1), missing: sorted.filter((v) => !Number.isFinite(v)).length };
  };
  const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : "never");
  const texts = summary(latencies);
  const alerted = summary(alertLatencies);
  console.log(`missed-call dial-result → text-back at the loopback Twilio: ${rounds} round(s) × ${concurrency} dial results at once`);
  console.log(`  count ${texts.count}  p50 ${ms(texts.p50)}  p95 ${ms(texts.p95)}  max ${ms(texts.max)}  (missing text-backs: ${texts.missing}; slowest webhook answer ${Math.round(answerMax)} ms)`);
  console.log(`  on-call alert of the same calls (after hours): count ${alerted.count}  p50 ${ms(alerted.p50)}  p95 ${ms(alerted.p95)}  max ${ms(alerted.max)}  (missing: ${alerted.missing})`);
  const pass = texts.missing === 0 && texts.p95 < 2_000;
  console.log(pass ? "  bar p95 < 2 s, every text-back: met" : "  bar p95 < 2 s, every text-back: NOT met");
  process.exitCode = pass ? 0 : 1;
} finally {
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
  await exited;
  twilio.close();
  rmSync(dataDir, { recursive: true, force: true });
}
