/**
 * The built server as a process (build/server.js, so `npm run build` first): production mode with no
 * environment, one copy per data folder, a busy port, and a graceful stop on SIGTERM.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect, createServer, type Server as NetServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~db/client";
import { LOCK_FILE } from "../../server/data-lock";
import { queueMails } from "~/models/email-outbox.server";
import { freePort } from "../support/smtp";
import { seedMigratedPglite } from "../support/migrated-templates";
import { rowsOf } from "~/models/sql.server";

const serverJs = path.resolve(process.env.BUILD_DIR || "build", "server.js");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
interface Running {
  child: ChildProcess;
  port: number;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

const started: Running[] = [];
const folders: string[] = [];
const folder = ({ migrated = false } = {}) => {
  const dir = mkdtempSync(path.join(tmpdir(), "lifecycle-"));
  folders.push(dir);
  // The run's migrated database, as a folder is after its first start: where the test is not about a first start.
  if (migrated) seedMigratedPglite(dir);
  return dir;
};

/** Spawns the built server with exactly `env` (plus PATH). */
function startServer(port: number, env: Record<string, string>): Running {
  const child = spawn(process.execPath, [serverJs], {
    // Exactly this environment: NODE_ENV is deliberately not set unless `env` sets it.
    env: { PATH: process.env.PATH!, PORT: String(port), ...env } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (err += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const running = { child, port, stdout: () => out, stderr: () => err, exit };
  started.push(running);
  return running;
}

/** Waits (bounded) for /healthz to answer 200; fails with the server's output if it exits first. */
async function waitHealthy(server: Running, timeoutMs = 90_000) {
  let exited = false;
  void server.exit.then(() => (exited = true));
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline && !exited; await sleep(250)) {
    const status = await fetch(`http://127.0.0.1:${server.port}/healthz`).then((r) => r.status, () => 0);
    if (status === 200) return;
  }
  throw new Error(`server did not become healthy:\n${server.stdout()}\n${server.stderr()}`);
}

/** Resolves with the process's exit code, or throws after `timeoutMs`. */
async function exitCode(server: Running, timeoutMs = 60_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no exit:\n${server.stderr()}`)), timeoutMs)));
  try {
    return await Promise.race([server.exit, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The lines a refusal printed, without Node's own warnings about the runtime. */
const refusalLines = (stderr: string) => stderr.trim().split("\n").filter((line) => line && !/^\(node:\d+\)|^\s|^$/.test(line));

const contactFields = (name: string) =>
  new URLSearchParams({ type: "estimate", name, phone: "7035550100", email: "lifecycle@example.com", serviceType: "outlets", page: "/contact" }).toString();

async function postContact(port: number, name: string) {
  const response = await fetch(`http://127.0.0.1:${port}/contact?type=estimate`, {
    method: "POST",
    body: contactFields(name),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get("location") };
}

/** Opens the PGlite database a stopped server left in `dataDir`. */
async function withDatabase<T>(dataDir: string, fn: (db: ReturnType<typeof createDb>["db"]) => Promise<T>): Promise<T> {
  const handle = createDb({ dataDir });
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

beforeAll(() => {
  if (!existsSync(serverJs)) throw new Error(`${serverJs} is missing: run \`npm run build\` first`);
});

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
      await server.exit;
    }
  }
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the built server", () => {
  it("runs in production mode with no environment but PATH, PORT and DATA_DIR", async () => {
    const dataDir = folder();
    const server = startServer(await freePort(), { DATA_DIR: dataDir });
    await waitHealthy(server);
    const home = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<html");
    // React and Remix loaded in production: the server's own log says so, and an error answer carries no
    // message or stack trace (development mode sends both, with file paths).
    expect(server.stdout()).toMatch(/"message":"listening".*"nodeEnv":"production"/);
    const error = await fetch(`http://127.0.0.1:${server.port}/about?_data=routes/about`, { method: "POST", body: "x=1" });
    expect(error.status).toBe(405);
    expect(await error.json()).toEqual({ message: "Unexpected Server Error" });
    // No SESSION_SECRET needed: generated into the data folder.
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(true);
  });

  it("refuses a second copy on the same data folder with one line; the first keeps serving, its data intact", async () => {
    const dataDir = folder({ migrated: true });
    const first = startServer(await freePort(), { DATA_DIR: dataDir, HOST: "127.0.0.1" });
    await waitHealthy(first);
    expect(await postContact(first.port, "Before Second")).toMatchObject({ status: 302 });

    const second = startServer(await freePort(), { DATA_DIR: dataDir, HOST: "127.0.0.1" });
    expect(await exitCode(second)).toBe(1);
    expect(refusalLines(second.stderr())).toEqual([
      `The data folder ${dataDir} is in use by another running copy of the site (pid ${first.child.pid}): stop it, or set DATA_DIR to another folder.`,
    ]);

    // The admin script opens the same database: refused the same way.
    const admin = spawnSync(process.execPath, [path.join(path.dirname(serverJs), "admin-create.js"), "--email", "a@example.com"], {
      env: { PATH: process.env.PATH!, DATA_DIR: dataDir, ADMIN_PASSWORD: "a long enough password 42" } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(admin.status).toBe(1);
    expect(admin.stderr).toContain(`is in use by another running copy of the site (pid ${first.child.pid})`);

    expect((await fetch(`http://127.0.0.1:${first.port}/healthz`)).status).toBe(200);
    expect(await postContact(first.port, "After Second")).toMatchObject({ status: 302 });
    first.child.kill("SIGTERM");
    expect(await exitCode(first)).toBe(0);
    const names = await withDatabase(dataDir, async (db) =>
      rowsOf<{ name: string }>(await db.execute(sql`select name from leads order by created_at`)).map((r) => r.name),
    );
    expect(names).toEqual(["Before Second", "After Second"]);
  });

  it("answers 503 with Retry-After and the phone number until the app is ready", async () => {
    // A database that accepts connections and never answers: the app stays in its starting window.
    const silent: Socket[] = [];
    const database: NetServer = createServer((socket) => silent.push(socket));
    await new Promise<void>((resolve) => database.listen(0, "127.0.0.1", resolve));
    try {
      const server = startServer(await freePort(), {
        DATA_DIR: folder(),
        HOST: "127.0.0.1",
        DATABASE_URL: `postgres://site@127.0.0.1:${(database.address() as { port: number }).port}/site`,
        SESSION_SECRET: "lifecycle-test-session-secret-0123456789abcdef",
        BUSINESS_PHONE: "(571) 555-0199",
      });
      let answer: Response | undefined;
      for (const deadline = Date.now() + 30_000; !answer && Date.now() < deadline; await sleep(100)) {
        answer = await fetch(`http://127.0.0.1:${server.port}/contact`).catch(() => undefined);
      }
      expect(answer?.status).toBe(503);
      expect(answer?.headers.get("retry-after")).toBe("2");
      expect(await answer?.text()).toBe("The site is starting. Try again in a moment. To reach us now, call (571) 555-0199.\n");
    } finally {
      silent.forEach((socket) => socket.destroy());
      database.close();
    }
  });

  it("refuses a busy port with one line before touching the data folder", async () => {
    const blocker: NetServer = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const dataDir = path.join(folder(), "data");
      const server = startServer(port, { DATA_DIR: dataDir, HOST: "127.0.0.1" });
      expect(await exitCode(server)).toBe(1);
      expect(refusalLines(server.stderr())).toEqual([
        `Port ${port} is already in use on 127.0.0.1 (another copy of the site?): stop it, or set PORT to a free port.`,
      ]);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      blocker.close();
    }
  });

  // A start, a request and a stop: on a busy machine the start alone can take most of a minute.
  it("on SIGTERM finishes a request that asked `Expect: 100-continue` and was still sending its body, and saves its lead", async () => {
    const dataDir = folder({ migrated: true });
    const port = await freePort();
    const server = startServer(port, { DATA_DIR: dataDir, HOST: "127.0.0.1", SITE_URL: `http://127.0.0.1:${port}` });
    await waitHealthy(server);

    // curl's way with a body: headers first, the body only once the server invites it.
    const body = contactFields("Continued Visitor");
    const client = connect(port, "127.0.0.1");
    let response = "";
    client.on("data", (c: Buffer) => (response += c.toString()));
    const closed = new Promise<void>((resolve) => client.on("close", () => resolve()));
    await new Promise<void>((resolve) => client.once("connect", resolve));
    client.write(
      `POST /contact?type=estimate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    for (let i = 0; i < 100 && !response.includes("\r\n\r\n"); i++) await sleep(50);
    expect(response).toBe("HTTP/1.1 100 Continue\r\n\r\n");
    client.write(body.slice(0, 20));
    await sleep(300);
    server.child.kill("SIGTERM");
    for (let i = 0; i < 100 && !server.stdout().includes('"message":"shutting down"'); i++) await sleep(50);
    expect(server.stdout()).toContain('"message":"shutting down"');
    await sleep(300);

    client.write(body.slice(20));
    await closed;
    const answer = response.slice("HTTP/1.1 100 Continue\r\n\r\n".length);
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 302 Found");
    expect(answer).toMatch(/\r\nLocation: \/contact[^\r]*\r\n/i);
    // Told, like every request in flight at a stop, that its connection closes after the answer.
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(await exitCode(server)).toBe(0);
    // Its connection closed with the answer: the stop did not wait for the drain limit to cut it.
    expect(server.stderr()).not.toContain("requests still open after the drain limit");

    const names = await withDatabase(dataDir, async (db) =>
      rowsOf<{ name: string }>(await db.execute(sql`select name from leads`)).map((r) => r.name),
    );
    expect(names).toEqual(["Continued Visitor"]);
  }, 150_000);

  it("on SIGTERM finishes the request in flight, refuses new connections, hands claimed mail back and exits 0", async () => {
    // An SMTP server that accepts and never greets: the outbox worker's send stays in flight.
    const stalled: Socket[] = [];
    const smtp = createServer((socket) => stalled.push(socket));
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const dataDir = folder({ migrated: true });
    // Mail queued before the start, as a previous run would have left it.
    {
      const handle = createDb({ dataDir });
      await handle.migrate();
      await queueMails(handle.db, [
        { to: "first@example.com", subject: "First", text: "1" },
        { to: "second@example.com", subject: "Second", text: "2" },
      ]);
      await handle.close();
    }
    const port = await freePort();
    const server = startServer(port, {
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as { port: number }).port}`,
      OFFICE_EMAIL: "office@example.com",
    });
    try {
      await waitHealthy(server);
      for (let i = 0; i < 200 && stalled.length === 0; i++) await sleep(100);
      expect(stalled.length).toBe(1);
      const normal = await postContact(port, "Fast Visitor");
      expect(normal.status).toBe(302);

      // A visitor on a slow line: headers and half the body now, the rest after the stop was asked for.
      const body = contactFields("Slow Visitor");
      const slow = connect(port, "127.0.0.1");
      let response = "";
      slow.on("data", (c: Buffer) => (response += c.toString()));
      const ended = new Promise<void>((resolve) => slow.on("end", resolve));
      await new Promise<void>((resolve) => slow.once("connect", resolve));
      slow.write(
        `POST /contact?type=estimate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
      );
      await sleep(300);
      server.child.kill("SIGTERM");

      // New connections are refused once the stop began.
      let refused = false;
      for (let i = 0; i < 100 && !refused; i++) {
        refused = await new Promise<boolean>((resolve) => {
          const probe = connect(port, "127.0.0.1");
          probe.once("connect", () => {
            probe.destroy();
            resolve(false);
          });
          probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
        });
        if (!refused) await sleep(50);
      }
      expect(refused).toBe(true);

      // The rest of the body, the connection left open: a client that half-closes it is answered by nobody, as
      // Node ends such a connection (the answer came first only while the database ran on the server's thread).
      slow.write(body.slice(20));
      await ended;
      const [statusLine] = response.split("\r\n");
      expect(statusLine).toBe(`HTTP/1.1 ${normal.status} Found`);
      expect(response).toMatch(new RegExp(`\\r\\nLocation: ${normal.location!.replace(/[?]/g, "\\?")}\\r\\n`, "i"));
      expect(response).toMatch(/\r\nConnection: close\r\n/i);

      expect(await exitCode(server)).toBe(0);
    } finally {
      for (const socket of stalled) socket.destroy();
      smtp.close();
    }

    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const rows = await withDatabase(dataDir, async (db) =>
      rowsOf<{ to: string; status: string; attempts: number; due: boolean }>(
        await db.execute(sql`select "to", status, attempts, next_attempt_at <= now() as due from email_outbox order by created_at, "to"`),
      ),
    );
    // Both earlier mails were claimed by the worker; neither waits for its lease to run out.
    const seeded = rows.filter((r) => ["first@example.com", "second@example.com"].includes(r.to));
    expect(seeded.map((r) => [r.to, r.status, r.due])).toEqual([
      ["first@example.com", "pending", true],
      ["second@example.com", "pending", true],
    ]);
    // The one whose send began keeps its attempt; the one never tried gets it back.
    expect(seeded.map((r) => r.attempts).sort()).toEqual([0, 1]);
    expect(rows.filter((r) => r.status === "sending")).toEqual([]);
    // Both visitors' requests were saved and their mail queued.
    expect(rows.filter((r) => r.to === "lifecycle@example.com").length).toBe(2);
  });
});
