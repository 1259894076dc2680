// Load benchmark on loopback, in production mode: starts the built server with embedded defaults and, in the
// same run, a plain Node http server that answers each page's bytes from memory (the ceiling). For each page:
// throughput and latency of both, the ratio, the server's memory and the page's client JavaScript (gzipped).
// Then POST throughput of the contact and newsletter forms, each measured in `runs` runs (the median of the runs is the
// result, as Lighthouse's median of three), with every saved row counted afterwards.
// Usage: npm run build && npm run bench [-- --seconds 10 --connections 16 --runs 3 --app <folder> /path ...]
// --app benches another copy of the app (a folder with its build/, public/, migrations/ and node_modules/, e.g. the
// build before a change), started from that folder, so a before and an after run on the same machine back to back.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import autocannon from "autocannon";
import { pageWeight } from "./page-weight.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args.splice(i, 2)[1]);
};
const seconds = option("seconds", 8);
const connections = option("connections", 16);
const runs = option("runs", 3);
const appIndex = args.indexOf("--app");
const appDir = appIndex === -1 ? process.cwd() : path.resolve(args.splice(appIndex, 2)[1]);
const paths = args.length ? args : ["/", "/services/panel-upgrades", "/electrician-manassas", "/gallery", "/contact"];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
const buildDir = process.env.BUILD_DIR || "build";
console.log(`bench of ${path.join(appDir, buildDir)}`);
const server = spawn(process.execPath, [`${buildDir}/server.js`], {
  cwd: appDir,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", NODE_ENV: "production", TRUST_PROXY: "1" },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
await waitFor(`${base}/healthz`);

// The ceiling: the same bytes from memory, gzipped as the app sends them, by a process of its own.
const ceilingPort = await freePort();
const ceilingCode = `
  const http = require("node:http");
  const pages = new Map();
  process.on("message", ({ path, body }) => { pages.set(path, Buffer.from(body, "base64")); process.send("ok"); });
  http.createServer((req, res) => {
    const body = pages.get(req.url);
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip", "Content-Length": body.length }).end(body);
  }).listen(${ceilingPort}, "127.0.0.1", () => process.send("ready"));`;
const ceiling = spawn(process.execPath, ["-e", ceilingCode], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
await new Promise((resolve) => ceiling.once("message", resolve));
const ceilingBase = `http://127.0.0.1:${ceilingPort}`;

const rssMb = async () => {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

/** The page's JavaScript on first load and at first intent, and its HTML, in kB gzipped (scripts/page-weight.mjs). */
async function weightKb(pagePath) {
  const w = await pageWeight(base, pagePath);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  return { "JS first load kB": kb(w.firstLoad), "JS at intent kB": kb(w.onIntent), "HTML kB gz": kb(w.html) };
}

/**
 * autocannon against `url`; `requests` (optional) makes each request from a function of its number. autocannon's
 * own percentiles have no p95, so every response's time is kept and the p95 computed from them.
 */
function load(url, { method = "GET", requests, duration = seconds } = {}) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, method, connections, duration, headers: { "accept-encoding": "gzip" }, requests },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({ ...result, p95: times.length ? Number(times[Math.ceil(0.95 * times.length) - 1].toFixed(1)) : null });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}
const summary = (r) => ({
  "req/s": Math.round(r.requests.average),
  "p50 ms": r.latency.p50,
  "p95 ms": r.p95,
  "p99 ms": r.latency.p99,
  "non-2xx": r.non2xx,
  errors: r.errors + r.timeouts,
});

const rows = [];
for (const p of paths) {
  const page = await fetch(base + p, { headers: { "accept-encoding": "gzip" } });
  // fetch decodes; the ceiling serves what the app would send over the wire.
  const gz = gzipSync(Buffer.from(await page.arrayBuffer()));
  ceiling.send({ path: p, body: gz.toString("base64") });
  await new Promise((resolve) => ceiling.once("message", resolve));
  await load(base + p); // warm-up
  const app = summary(await load(base + p));
  const top = summary(await load(ceilingBase + p));
  rows.push({
    path: p,
    ...app,
    "ceiling req/s": top["req/s"],
    "of ceiling": `${((100 * app["req/s"]) / top["req/s"]).toFixed(1)}%`,
    ...(await weightKb(p)),
    "server RSS MB": (await rssMb()).toFixed(0),
  });
}
console.log(`\n${connections} connections, ${seconds}s per path, loopback, NODE_ENV=production, same run as the ceiling\n`);
console.table(rows);

// POSTs: each request a new visitor (its own address behind one proxy hop) with a unique email, so every
// accepted request must be one saved row. Like each page, each form is measured warm: a 3-second run first
// (its rows not counted), then, once the mails it queued are written, the measured run.
const origin = { Origin: base, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" };
const runId = Date.now().toString(36);
const forms = {
  contact: (email) => ({
    path: "/contact",
    body: new URLSearchParams({ type: "estimate", name: "Bench Visitor", phone: "(703) 555-0123", email, serviceType: "panel-upgrade", description: "Bench", company_website: "" }),
  }),
  newsletter: (email) => ({
    path: "/newsletter?_data=routes%2Fnewsletter",
    body: new URLSearchParams({ _reply: "json", email, company_website: "" }),
  }),
};

/** The embedded outbox writes each mail as a file: waits until no new one appeared for 2 s (at most 2 minutes). */
async function mailsWritten() {
  const count = () => {
    try {
      return readdirSync(path.join(dataDir, "outbox")).length;
    } catch {
      return 0; // no mail written yet
    }
  };
  let last = -1;
  for (let i = 0; i < 60; i++) {
    const now = count();
    if (now === last) return;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

const accepted = { contact: [], newsletter: [] };
const postRows = [];
for (const [kind, make] of Object.entries(forms)) {
  // One count across all its runs: every request comes from an address of its own, never rate-limited.
  let n = 0;
  const posts = (prefix, answered, duration) =>
    load(base + "/", {
      method: "POST",
      duration,
      requests: [
        {
          setupRequest: (req, context) => {
            const { path: p, body } = make(`${prefix}-${runId}-${kind[0]}${n++}@example.com`);
            context.email = body.get("email");
            return { ...req, method: "POST", path: p, body: body.toString(), headers: { ...origin, "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } };
          },
          onResponse: (status, _body, context) => {
            if (status === 302 || status === 200) answered.push(context.email);
          },
        },
      ],
    });
  await posts("warm", [], 3);
  for (let run = 1; run <= runs; run++) {
    // Each run starts once the mails queued before it are written, as the first one does.
    await mailsWritten();
    const before = accepted[kind].length;
    const result = await posts("bench", accepted[kind], seconds);
    postRows.push({ form: kind, run, ...summary(result), accepted: accepted[kind].length - before });
  }
}

server.kill("SIGTERM");
await new Promise((resolve) => server.once("exit", resolve));
ceiling.kill("SIGTERM");
const db = new PGlite(path.join(dataDir, "pglite"), { extensions: { pg_trgm, btree_gist } });
const emails = async (sql) => new Set((await db.query(sql, [`bench-${runId}-%`])).rows.map((r) => r.email));
const saved = {
  contact: await emails("select email from leads where kind = 'contact' and email like $1"),
  newsletter: await emails("select email from newsletter_subscribers where email like $1"),
};
await db.close();
// A request answered with success whose row is missing is lost; rows of requests still in flight when the
// load stopped are saved but not counted as answered.
const lost = Object.fromEntries(Object.keys(forms).map((form) => [form, accepted[form].filter((email) => !saved[form].has(email)).length]));
console.log(`\nPOST throughput (${connections} connections, ${runs} runs of ${seconds}s each; rows counted after the server stopped)\n`);
console.table(postRows);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.table(
  Object.keys(forms).map((form) => {
    const ofForm = postRows.filter((row) => row.form === form);
    return {
      form,
      "median req/s": median(ofForm.map((row) => row["req/s"])),
      "median p95 ms": median(ofForm.map((row) => row["p95 ms"])),
      answered: accepted[form].length,
      "rows saved": saved[form].size,
      lost: lost[form],
    };
  }),
);
rmSync(dataDir, { recursive: true, force: true });
