import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_S3_MISSING } from "~/lib/platform/storage.server";
import { builtScript } from "../support/app-process";
import { seedMigratedPglite } from "../support/migrated-templates";

/**
 * The built server as the production image runs it: its own directory with a node_modules that has every
 * package of this checkout but s3rver (what `npm ci --omit=dev` leaves out), then the same with s3rver.
 */
const root = process.cwd();
let dir: string;
let app: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "s3rver-refusal-"));
  app = path.join(dir, "app");
  // The run's production build, copied: it names no path of its own, and finds its packages from where it lies.
  cpSync(path.dirname(builtScript("server.js")), path.join(app, "build"), { recursive: true });
  mkdirSync(path.join(app, "node_modules"));
  for (const entry of readdirSync(path.join(root, "node_modules"))) {
    if (entry === "s3rver" || entry.startsWith(".")) continue;
    symlinkSync(path.join(root, "node_modules", entry), path.join(app, "node_modules", entry));
  }
  symlinkSync(path.join(root, "public"), path.join(app, "public"));
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `node build/server.js` in production mode with no S3_ENDPOINT; resolves when it exits or prints "listening". */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: app,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      SESSION_SECRET: "refusal-test-session-secret-0123456789",
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: "0",
      MIGRATIONS_DIR: path.join(root, "migrations"),
    },
  });
  const output = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 90_000);
    child.stdout.on("data", () => {
      const url = /"message":"listening","url":"http:\/\/localhost:(\d+)"/.exec(output.stdout)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${url}`);
      }
    });
    void exited.then(() => resolve(null));
  });
  return { child, output, exited, listening };
}

describe("the embedded s3rver is a development convenience only", () => {
  it("without s3rver installed and without S3_ENDPOINT, the server refuses to start with one line and exit code 1", async () => {
    const server = startServer(path.join(dir, "data-refused"));
    const code = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r("still running"), 60_000))]);
    if (code === "still running") server.child.kill("SIGKILL");
    expect(code).toBe(1);
    expect(server.output.stderr.trim()).toBe(EMBEDDED_S3_MISSING);
    expect(server.output.stdout).not.toContain("listening");
  }, 90_000);

  it("with s3rver installed (a development install) it starts in production mode, with a warning", async () => {
    symlinkSync(path.join(root, "node_modules", "s3rver"), path.join(app, "node_modules", "s3rver"));
    const dataDir = path.join(dir, "data-dev");
    seedMigratedPglite(dataDir);
    const server = startServer(dataDir);
    try {
      const url = await server.listening;
      expect(url, server.output.stderr).not.toBeNull();
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect(server.output.stderr).toContain("using the embedded s3rver, which is for development and tests only");
    } finally {
      server.child.kill("SIGTERM");
      await Promise.race([server.exited, new Promise((r) => setTimeout(r, 15_000))]);
      server.child.kill("SIGKILL");
    }
  }, 120_000);
});
