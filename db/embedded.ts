import { Duplex } from "node:stream";
import { PGlite } from "@electric-sql/pglite";

interface EmbeddedPostgres {
  /** A new connection to the embedded database, once it is open (postgres.js's `socket` option). */
  connect(): Promise<Duplex>;
  close(): Promise<void>;
}

/**
 * PGlite in `dataDir`, in this thread, reached over the Postgres wire protocol through PGlite's public
 * `execProtocolRaw` (decision 0200). If it fails to open, every connection fails with the reason.
 */
export function startEmbeddedPostgres(dataDir: string): EmbeddedPostgres {
  const opened = PGlite.create(dataDir);
  // A rejection nobody awaits yet (no query so far) must not end the process; connect() reports it.
  opened.catch(() => {});
  let closed: Promise<void> | null = null;
  return {
    async connect() {
      const pg = await opened;
      if (closed) throw new Error("the embedded database is closed");
      return new WireConnection(pg);
    },
    close: () => (closed ??= opened.then((pg) => pg.close()).catch(() => {})),
  };
}

const TERMINATE = 0x58; // 'X'

/** Where the last complete message of `bytes` ends; before `started`, the first is the length-prefixed startup. */
function completeMessagesEnd(bytes: Buffer, started: boolean): number {
  let at = 0;
  if (!started) {
    if (bytes.length < 4 || bytes.length < bytes.readInt32BE(0)) return 0;
    at = bytes.readInt32BE(0);
  }
  while (at + 5 <= bytes.length) {
    const size = 1 + bytes.readInt32BE(at + 1);
    if (at + size > bytes.length) break;
    at += size;
  }
  return at;
}

/**
 * One client connection as a stream: what postgres.js writes (a whole pipeline of Parse/Bind/Execute/Sync at a
 * time) goes to PGlite in one call, and PGlite's answer comes back as the stream's data. PGlite's own lock keeps
 * any other user of the instance out meanwhile. Terminate ends this connection, not the database: it is not passed on.
 */
class WireConnection extends Duplex {
  #pending: Buffer = Buffer.alloc(0);
  #started = false;
  // postgres.js reads this to know whether to send Terminate and wait for 'close'.
  readyState: "open" | "closed" = "open";

  constructor(private readonly pg: PGlite) {
    super();
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    this.#pending = this.#pending.length ? Buffer.concat([this.#pending, chunk]) : chunk;
    const end = completeMessagesEnd(this.#pending, this.#started);
    if (end === 0) return done();
    let batch = this.#pending.subarray(0, end);
    this.#pending = this.#pending.subarray(end);
    this.#started = true;
    // postgres.js ends with Terminate alone (its `end()`).
    if (batch.length === 5 && batch[0] === TERMINATE) batch = batch.subarray(5);
    if (batch.length === 0) return done();
    this.pg.runExclusive(() => this.pg.execProtocolRaw(batch)).then((reply) => {
      if (reply.length) this.push(reply);
      done();
    }, done);
  }

  override _final(done: (error?: Error | null) => void) {
    this.push(null);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    this.readyState = "closed";
    // A connection that goes away mid-transaction leaves none open behind it, as a server's backend would.
    const rollback = !this.pg.closed && this.pg.isInTransaction() ? this.pg.exec("rollback") : Promise.resolve();
    rollback.then(() => done(error), () => done(error));
  }
}
