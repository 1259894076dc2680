import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { envSchema } from "~/lib/platform/config.server";
import { freePort } from "./smtp";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
/** A script of the production build (BUILD_DIR, `build` by default). */
export const builtScript = (script: string, dir = buildDir) => path.join(dir, script);
export const hasBuild = (dir = buildDir) => existsSync(builtScript("server.js", dir)) && existsSync(builtScript("admin-create.js", dir));

/**
 * TRUST_PROXY for one proxy hop in front of the app: a hop count where the configuration takes one,
 * `true` where it only knows true/false.
 */
export const trustOneProxy = envSchema.shape.TRUST_PROXY.safeParse("1").success ? "1" : "true";

/** The environment every spawned process starts from: only what a node process needs, nothing of the test runner's. */
const baseEnv = (): Record<string, string> => ({ PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", TZ: "UTC" });
const processEnv = (env: Record<string, string>) => env as NodeJS.ProcessEnv;

export interface AppProcess {
  url: string;
  port: number;
  pid: number;
  /** The last lines the process printed (for failure messages). */
  output(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL at once (a crash); resolves when the process is gone. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
}

/** Runs `node build/<script>` to completion and returns its output (throws on a non-zero exit). */
export function runBuilt(script: string, args: string[], env: Record<string, string>, input?: string, dir = buildDir): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtScript(script, dir), ...args], { env: processEnv({ ...baseEnv(), ...env }), stdio: "pipe" });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${script} exited with ${code}: ${out}`));
    });
    child.stdin.end(input ?? "");
  });
}

function watch(child: ChildProcess, port: number): AppProcess {
  const lines: string[] = [];
  const keep = (d: Buffer) => {
    lines.push(...d.toString().split("\n").filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    output: () => lines.join("\n"),
    alive: () => !gone(),
    exited,
    async stop(graceMs = 10_000) {
      if (gone()) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (gone()) return;
      child.kill("SIGKILL");
      await exited;
    },
  };
}

export interface StartAppOptions {
  port?: number;
  readyMs?: number;
  /** Options for node itself, before the script (e.g. a test-only `--import`). */
  nodeArgs?: string[];
  /** Another build than BUILD_DIR's (the pseudo-language build, `npm run build:pseudo`). */
  buildDir?: string;
  /** Also print what the server writes to stderr (its warnings and errors) as it comes, each line marked with this name in brackets. */
  echo?: string;
}

/**
 * Starts the built server (`node build/server.js`) as production would, and waits until /healthz answers 200:
 * the one way tests start it. `env` is all it gets besides PATH and HOME; PORT and HOST are chosen here unless given.
 */
export async function startApp(env: Record<string, string>, options: StartAppOptions = {}): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(options.buildDir ? path.resolve(options.buildDir) : buildDir, "server.js")], {
    env: processEnv({ ...baseEnv(), NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env, PORT: String(port) }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const app = watch(child, port);
  if (options.echo) child.stderr?.on("data", (d: Buffer) => process.stderr.write(d.toString().replace(/^(?=.)/gm, `[${options.echo}] `)));
  const deadline = Date.now() + (options.readyMs ?? 60_000);
  let exitCode: number | null | undefined;
  void app.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the app exited with ${exitCode} before it was ready:\n${app.output()}`);
    const ok = await fetch(`${app.url}/healthz`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return app;
    await new Promise((r) => setTimeout(r, 200));
  }
  await app.kill();
  throw new Error(`the app was not ready within ${options.readyMs ?? 60_000} ms:\n${app.output()}`);
}

/**
 * An s3rver process standing in for an external S3 endpoint (MinIO), with the site's buckets. `port` brings one
 * back where it was (after kill()), on the same directory.
 */
export async function startS3Process(directory: string, port?: number): Promise<AppProcess> {
  port ??= await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/s3rver-process.ts")], {
    env: processEnv({ ...baseEnv(), S3RVER_PORT: String(port), S3RVER_DIR: directory, E2E_RUNNER_PID: String(process.pid) }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const s3 = watch(child, port);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`s3rver exited:\n${s3.output()}`);
    if (/s3rver on/.test(s3.output())) return s3;
    await new Promise((r) => setTimeout(r, 100));
  }
  await s3.kill();
  throw new Error(`s3rver did not start:\n${s3.output()}`);
}
