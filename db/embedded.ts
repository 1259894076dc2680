import { Duplex } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

interface EmbeddedPostgres {
  /** A new connection to the embedded database, once it is open (postgres.js's `socket` option). */
  connect(): Promise<Duplex>;
  close(): Promise<void>;
}

/**
 * The extensions the schema uses, loaded whenever a PGlite folder is opened: pg_trgm serves the inbox's search
 * (migration 0014), btree_gist the visits' no-overlap constraint (migration 0015). A folder whose schema has them
 * cannot write its leads or visits without them.
 */
export const pgliteOptions = { extensions: { pg_trgm, btree_gist } };

/**
 * PGlite in `dataDir`, in this thread, reached over the Postgres wire protocol through PGlite's public
 * `execProtocol` (decision 0001). If it fails to open, every connection fails with the reason.
 */
export function startEmbeddedPostgres(dataDir: string): EmbeddedPostgres {
  const opened = PGlite.create(dataDir, pgliteOptions);
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

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'

/**
 * `batch` cut after each Sync or simple Query: each is a unit Postgres answers whole. After an error Postgres skips
 * to the next Sync, and PGlite's `execProtocol` answers only up to there: the queries postgres.js pipelined
 * behind a failing one must each go in a call of their own, or they are never answered.
 */
function syncUnits(batch: Buffer, started: boolean): Buffer[] {
  const units: Buffer[] = [];
  let from = 0;
  let at = started ? 0 : batch.readInt32BE(0);
  if (!started) {
    units.push(batch.subarray(0, at));
    from = at;
  }
  while (at + 5 <= batch.length) {
    const type = batch[at];
    at += 1 + batch.readInt32BE(at + 1);
    if (type === SYNC || type === QUERY) {
      units.push(batch.subarray(from, at));
      from = at;
    }
  }
  if (from < batch.length) units.push(batch.subarray(from));
  return units;
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
    const units = syncUnits(batch, this.#started);
    this.#started = true;
    // postgres.js ends with Terminate alone (its `end()`).
    if (batch.length === 5 && batch[0] === TERMINATE) batch = batch.subarray(5);
    if (batch.length === 0) return done();
    this.pg
      .runExclusive(async () => {
        for (const unit of units) {
          // execProtocol, not execProtocolRaw: PGlite keeps each message it answers (every row, read into strings)
          // until its next execProtocol, and raw calls alone never let them go: the server held every row it had
          // ever read (a CSV export of 100,000 leads grew it by 73 MB, docs/performance.md). Errors go back to
          // postgres.js in the bytes, as before.
          const { data: reply } = await this.pg.execProtocol(unit, { throwOnError: false });
          if (reply.length) this.push(reply);
        }
      })
      .then(() => done(), done);
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
