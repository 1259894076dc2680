/**
 * The production server as `npm start` runs it (`node build/server.js`), on a free loopback port with its
 * own data folder, for tests that need the real HTTP edge: sockets, headers, the express layer. Run
 * `npm run build` first (npm test does).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const buildDir = process.env.BUILD_DIR || "build";

export interface BuiltServer {
  url: string;
  pid: number;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** The server's resident memory now, in bytes (VmRSS of /proc/<pid>/status). */
  rss(): number;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s); the data folder stays until `remove`. */
  stop(): Promise<void>;
  remove(): void;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(line?.[1] ?? 0) * 1024;
}

/** Starts the built server with `env` over a minimal loopback configuration; resolves once /healthz answers. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const entry = path.join(buildDir, "server.js");
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "edge-server-"));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: "info",
      SESSION_SECRET: "edge-test-session-secret-0123456789abcdef",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 50_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer /healthz within 50 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    pid: child.pid!,
    dataDir,
    output: () => output,
    rss: () => rssOf(child.pid!),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
