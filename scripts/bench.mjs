// Load benchmark on loopback: starts the built server with embedded defaults, then for each page measures
// throughput, latency percentiles, the server's memory, and the page's client JavaScript (gzipped).
// Usage: npm run build && npm run bench [-- --seconds 10 --connections 16 /path ...]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args.splice(i, 2)[1]);
};
const seconds = option("seconds", 8);
const connections = option("connections", 16);
const paths = args.length ? args : ["/", "/services/panel-upgrades", "/electrician-manassas", "/gallery", "/contact"];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
const buildDir = process.env.BUILD_DIR || "build";
const server = spawn(process.execPath, [`${buildDir}/server.js`], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", NODE_ENV: "production", SESSION_SECRET: "b".repeat(32) },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 100) throw new Error("server did not start");
  await new Promise((r) => setTimeout(r, 200));
}

const rssMb = async () => {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

async function clientJsKb(pagePath) {
  const html = await (await fetch(base + pagePath)).text();
  const scripts = new Set([...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]));
  let total = 0;
  for (const src of scripts) total += gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer())).length;
  return total / 1024;
}

async function load(pagePath) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        try {
          const res = await fetch(base + pagePath);
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  return { rps: (latencies.length / seconds).toFixed(0), p50: pct(50), p95: pct(95), p99: pct(99), errors };
}

const rows = [];
for (const p of paths) {
  await load(p); // warm-up pass is discarded
  const result = await load(p);
  rows.push({ path: p, "req/s": result.rps, "p50 ms": result.p50, "p95 ms": result.p95, "p99 ms": result.p99, errors: result.errors, "client JS kB gz": (await clientJsKb(p)).toFixed(1), "server RSS MB": (await rssMb()).toFixed(0) });
}
console.log(`\n${connections} connections, ${seconds}s per path, loopback, NODE_ENV=production\n`);
console.table(rows);
server.kill("SIGTERM");
rmSync(dataDir, { recursive: true, force: true });
