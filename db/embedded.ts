import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

interface EmbeddedPostgres {
  /** A new connection to the embedded database, once it is ready (postgres.js's `socket` option). */
  connect(): Promise<Socket>;
  close(): Promise<void>;
}

/**
 * PGlite in `dataDir`, served on a Unix socket by PGlite's own socket server in a thread of its own
 * (db/pglite-server.mjs, decision 0129). The socket lives in a folder only this user can enter: the server has
 * no passwords. If the thread fails or stops, every connection after that fails with the reason.
 */
export function startEmbeddedPostgres(dataDir: string): EmbeddedPostgres {
  const socketDir = mkdtempSync(path.join(tmpdir(), "pglite-"));
  const socketPath = path.join(socketDir, ".s.PGSQL.5432");
  const worker = new Worker(new URL("./pglite-server.mjs", import.meta.url), { workerData: { dataDir, socketPath } });
  let stopped: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", (error) => reject((stopped = error)));
    worker.once("exit", (code) => reject((stopped ??= new Error(`the embedded database stopped (exit code ${code})`))));
  });
  // A rejection nobody awaits yet (no query so far) must not end the process; connect() reports it.
  ready.catch(() => {});
  return {
    async connect() {
      await ready;
      if (stopped) throw stopped;
      return connect(socketPath);
    },
    async close() {
      await ready.catch(() => {});
      if (!stopped) {
        const closed = new Promise((resolve) => worker.once("message", resolve));
        worker.postMessage("close");
        await Promise.race([closed, new Promise((resolve) => worker.once("exit", resolve))]);
        stopped = new Error("the embedded database is closed");
        await worker.terminate();
      }
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
