import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Secret, TOTP } from "otpauth";
import postgres from "postgres";
import { freePort } from "./smtp";

/**
 * The production build (`npm run build` first) run in production mode as its own process on loopback, with its own data
 * directory, and optionally an admin account and a fresh Postgres database (from TEST_DATABASE_URL).
 */
export interface BuiltServer {
  url: string;
  /** What a same-origin browser sends with a POST (the Origin / Sec-Fetch-Site check). */
  sameOrigin: Record<string, string>;
  pid: number;
  dataDir: string;
  databaseUrl: string | null;
  /** Last lines the server printed (for failure messages). */
  output(): string;
  exited(): boolean;
  /** Stops the process and keeps its data (to look into the database afterwards). */
  halt(): Promise<void>;
  /** Stops the process and removes its data and database. */
  stop(): Promise<void>;
  /** The server's resident memory now, in bytes. */
  rss(): number;
}

const run = promisify(execFile);
const BUILD = path.resolve("build");

export interface StartOptions {
  env?: Record<string, string>;
  admin?: { email: string; password: string };
  /** A database of its own on TEST_DATABASE_URL's server instead of PGlite. */
  postgres?: boolean;
}

export async function startBuiltServer(options: StartOptions = {}): Promise<BuiltServer> {
  if (!existsSync(path.join(BUILD, "server.js"))) throw new Error("build/server.js is missing: run `npm run build` first");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "built-server-"));
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (options.postgres && process.env.TEST_DATABASE_URL) {
    const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    const name = `hostile_${Date.now()}_${Math.random().toString(36).slice(2, 7)}`;
    await admin.unsafe(`create database ${name}`);
    const target = new URL(process.env.TEST_DATABASE_URL);
    target.pathname = `/${name}`;
    databaseUrl = target.href;
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: url,
    LOG_LEVEL: "error",
    SESSION_SECRET: "built-server-test-secret-0123456789abcdef",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };
  // PGlite allows one process at a time: the admin exists before the server opens the database.
  if (options.admin) {
    await run("node", [path.join(BUILD, "admin-create.js"), "--email", options.admin.email], { env: { ...env, ADMIN_PASSWORD: options.admin.password } });
  }
  const child: ChildProcess = spawn("node", [path.join(BUILD, "server.js")], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once("exit", () => ((exited = true), resolve())));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`server exited while starting:\n${output}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer /healthz within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  async function halt() {
    if (exited) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exit;
    clearTimeout(timer);
  }
  return {
    url,
    sameOrigin: { Origin: url, "Sec-Fetch-Site": "same-origin" },
    pid: child.pid!,
    dataDir,
    databaseUrl,
    output: () => output,
    exited: () => exited,
    rss: () => residentKb(child.pid!) * 1024,
    halt,
    async stop() {
      await halt();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in kB (VmRSS in /proc/<pid>/status). */
export function residentKb(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)\s+kB/m);
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]);
}

const secrets = new Map<string, { key: string; lastStep: number }>();

/** A TOTP code for the account the server has not accepted yet (it takes each 30 s step once). */
async function nextCode(account: { key: string; lastStep: number }): Promise<string> {
  let step = TOTP.counter();
  if (step <= account.lastStep) step = account.lastStep + 1; // the server accepts one step ahead
  account.lastStep = step;
  return TOTP.generate({ secret: Secret.fromBase32(account.key), timestamp: step * 30_000 });
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="));

/**
 * Signs in as the given account through the real forms — the password, then the second factor (set up from
 * the enrolment page the first time) — and returns the session cookie (`name=value; …`). The one place
 * tests of the built server log in over HTTP.
 */
export async function loginOverHttp(server: Pick<BuiltServer, "url">, who: { email: string; password: string }): Promise<string> {
  const form = (body: Record<string, string>, cookie?: string) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: {
      Origin: server.url,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": "198.51.100.250",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(body),
  });
  const password = await fetch(`${server.url}/login`, form({ ...who, redirectTo: "/admin" }));
  const next = password.headers.get("location");
  const challenge = cookiesOf(password).join("; ");
  if (password.status !== 302 || !next || !challenge) throw new Error(`login as ${who.email} answered ${password.status}`);
  const id = `${server.url} ${who.email}`;
  if (next.startsWith("/login/enrol")) {
    const page = await (await fetch(`${server.url}${next}`, { headers: { Cookie: challenge } })).text();
    const key = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(page)?.[1]?.replace(/ /g, "");
    if (!key) throw new Error(`no TOTP key on the enrolment page for ${who.email}`);
    secrets.set(id, { key, lastStep: -1 });
  }
  const account = secrets.get(id);
  if (!account) throw new Error(`${who.email} has a second factor this test did not set up`);
  const second = await fetch(`${server.url}${next}`, form({ code: await nextCode(account) }, challenge));
  const session = cookiesOf(second).filter((c) => !challenge.includes(c));
  if (session.length === 0) throw new Error(`second step for ${who.email} answered ${second.status}`);
  return session.join("; ");
}
