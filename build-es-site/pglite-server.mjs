// The embedded database (decision 0129): PGlite served by its own socket server (@electric-sql/pglite-socket) on a
// private Unix socket, in a thread of its own so the WebAssembly work never holds up the requests. The app talks
// to it with postgres.js, as to a real Postgres. Started by db/embedded.ts.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const db = await PGlite.create(workerData.dataDir);
// One connection: PGlite is one Postgres backend, so prepared statements and transactions are that connection's.
const server = new PGLiteSocketServer({ db, path: workerData.socketPath, maxConnections: 1 });
await server.start();
parentPort.postMessage({ ready: true });

parentPort.once("message", async () => {
  await server.stop();
  await db.close();
  parentPort.postMessage({ closed: true });
});
