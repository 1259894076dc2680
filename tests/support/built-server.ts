import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import type { Db } from "~db/client";
import { writeAccounts } from "./accounts";
import { type AppProcess, hasBuild, type StartAppOptions, startApp } from "./app-process";
import { createScratchDatabase } from "./db";
import { seedMigratedPglite } from "./migrated-templates";
import { freePort } from "./smtp";

/**
 * The production build (`npm run build` first) run in production mode as its own process on loopback (started by
 * app-process.ts's startApp), with its own data directory, and optionally an admin account and a database of its
 * own on TEST_DATABASE_URL's server.
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
  /** Another instance of the build on the same Postgres database, with a data folder of its own; stopped with this one. */
  another(): Promise<AppProcess>;
}

interface StartOptions {
  env?: Record<string, string>;
  admin?: { email: string; password: string };
  /** Accounts without the admin role. */
  staff?: { email: string; password: string }[];
  /** A database of its own on TEST_DATABASE_URL's server instead of PGlite. */
  postgres?: boolean;
  nodeArgs?: StartAppOptions["nodeArgs"];
  buildDir?: StartAppOptions["buildDir"];
  /** Writes a test's rows into the database before the server opens it (PGlite takes one process at a time). */
  seed?: (db: Db) => Promise<void>;
}

export async function startBuiltServer(options: StartOptions = {}): Promise<BuiltServer> {
  const dir = options.buildDir ? path.resolve(options.buildDir) : undefined;
  if (!hasBuild(dir)) throw new Error(`${options.buildDir ?? "build"}/server.js is missing: run \`npm run build\` (or \`npm run build:pseudo\`) first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "built-server-"));
  const database = options.postgres && process.env.TEST_DATABASE_URL ? await createScratchDatabase("built_server", { migrated: true }) : null;
  if (!database) seedMigratedPglite(dataDir);
  const removeData = async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      SESSION_SECRET: "built-server-test-secret-0123456789abcdef",
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...options.env,
    };
    // PGlite allows one process at a time: the accounts exist before the server opens the database.
    const staff = (options.staff ?? []).map((user) => ({ ...user, admin: false }));
    await writeAccounts({ url: env.DATABASE_URL, dataDir: env.DATA_DIR! }, [...(options.admin ? [options.admin] : []), ...staff], options.seed);
    // SITE_URL is the server's own address unless the test names another.
    const start = async (more: Record<string, string> = {}) => {
      const port = await freePort();
      return startApp({ SITE_URL: `http://127.0.0.1:${port}`, ...env, ...more }, { port, nodeArgs: options.nodeArgs, buildDir: dir });
    };
    const app = await start();
    const others: AppProcess[] = [];
    const stopAll = async () => {
      await Promise.all(others.map((other) => other.stop()));
      await app.stop();
    };
    return {
      url: app.url,
      sameOrigin: { Origin: app.url, "Sec-Fetch-Site": "same-origin" },
      pid: app.pid,
      dataDir,
      databaseUrl: database?.url ?? null,
      output: app.output,
      exited: () => !app.alive(),
      rss: () => residentKb(app.pid) * 1024,
      halt: stopAll,
      async stop() {
        await stopAll();
        await removeData();
      },
      async another() {
        if (!database) throw new Error("PGlite takes one process at a time: start the server with `postgres` (and TEST_DATABASE_URL set) for another instance");
        const other = await start({ DATA_DIR: path.join(dataDir, `instance-${others.length + 2}`) });
        others.push(other);
        return other;
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
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
