import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";
import { freePort } from "./smtp";

const run = promisify(execFile);
const BIN = process.env.PG_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

/** Postgres binaries to make a cluster of our own, or null when they are not installed. */
export const pgBinaries = existsSync(path.join(BIN, "initdb")) && existsSync(path.join(BIN, "pg_ctl")) ? BIN : null;

/** A throw-away Postgres cluster in a temporary directory on a random loopback port, which tests may stop and start. */
export interface PgCluster {
  port: number;
  /** URL of a database on this cluster (created by createDatabase). */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** Fast shutdown: open sessions are ended, as in a real restart. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops (immediately) and removes the cluster's files. Safe to call twice. */
  destroy(): Promise<void>;
  version: string;
}

// As root, Postgres refuses to run: the cluster belongs to the postgres user.
const asRoot = userInfo().uid === 0;
const pgCommand = (binary: string, args: string[]) => {
  const file = path.join(BIN, binary);
  return asRoot ? run("runuser", ["-u", "postgres", "--", file, ...args], { timeout: 60_000 }) : run(file, args, { timeout: 60_000 });
};

export async function startPgCluster(): Promise<PgCluster> {
  if (!pgBinaries) throw new Error(`no Postgres binaries in ${BIN}`);
  const dir = mkdtempSync(path.join(tmpdir(), "pg-cluster-"));
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, "data");
  await pgCommand("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let running = false;
  const cluster: PgCluster = {
    port,
    version: "",
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
      const admin = postgres(cluster.url(), { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return cluster.url(name);
    },
    async start() {
      await pgCommand("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
      running = true;
    },
    async stop() {
      await pgCommand("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
      running = false;
    },
    async destroy() {
      if (running) await pgCommand("pg_ctl", ["-D", data, "-m", "immediate", "-w", "-t", "60", "stop"]).catch(() => undefined);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
    const { stdout } = await run(path.join(BIN, "postgres"), ["--version"]);
    cluster.version = stdout.trim();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
