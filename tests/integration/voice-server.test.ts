import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawUpgrade, upgradeRequest } from "../support/voice-relay";

// The built production server (`npm run build` first) on embedded defaults, attacked with raw TCP sockets
// that reset right after an upgrade request: the process must survive every refusal and every acceptance.
const serverJs = path.resolve(process.env.BUILD_DIR || "build", "server.js");
let child: ChildProcess;
let base: string;
let dataDir: string;
let output = "";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const alive = () => child.exitCode === null && child.signalCode === null;

async function healthz(): Promise<number> {
  return fetch(`${base}/healthz`).then(
    (r) => r.status,
    () => 0,
  );
}

beforeAll(async () => {
  if (!existsSync(serverJs)) throw new Error(`${serverJs} is missing: run \`npm run build\` before this test`);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "voice-server-"));
  child = spawn(process.execPath, [serverJs], {
    // Production mode on embedded defaults: no database, storage or OpenAI settings.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      SESSION_SECRET: "voice-server-test-secret-0123456789abcdef",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: base,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const end = Date.now() + 90_000;
  while ((await healthz()) !== 200) {
    if (!alive()) throw new Error(`server exited while starting:\n${output}`);
    if (Date.now() > end) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 120_000);

afterAll(async () => {
  if (child && alive()) {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (alive()) child.kill("SIGKILL");
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the built server under upgrade requests that reset at once", () => {
  it("survives resets on refused upgrades (foreign Origin, no ticket, bad ticket, wrong path) and accepted ones", async () => {
    const port = Number(new URL(base).port);
    const attacks: [string, Record<string, string | null>][] = [
      ["/voice", { Origin: "http://evil.example" }],
      ["/voice", { Origin: base }],
      ["/voice?token=forged.ticket", { Origin: base }],
      ["/other", { Origin: base }],
      ["/voice", { Origin: null }],
      // A request target the URL parser rejects.
      ["http://[", { Origin: base }],
    ];
    // Reset 1 ms after the request, and in the same tick (the reset can reach the server with the request).
    for (let round = 0; round < 20; round++) {
      for (const [target, headers] of attacks) {
        await rawUpgrade(port, upgradeRequest(target, headers), { resetAfterMs: 1 });
        await rawUpgrade(port, upgradeRequest(target, headers), { resetAfterMs: 0 });
      }
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(alive(), `the server died:\n${output}`).toBe(true);
    // Accepted upgrades too: real tickets for this address (the ticket route allows a few per IP).
    for (let i = 0; i < 5; i++) {
      const { token } = (await (await fetch(`${base}/voice-token`)).json()) as { token: string };
      await rawUpgrade(port, upgradeRequest(`/voice?token=${encodeURIComponent(token)}`, { Origin: base }), { resetAfterMs: i % 2 });
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(alive(), `the server died:\n${output}`).toBe(true);
    expect(await healthz()).toBe(200);
  });
});
