// The embedded database's own thread (decision 0109): PGlite runs Postgres in WebAssembly, and on the server's
// thread every statement held up every request. Messages come from PGliteThread (db/pglite-thread.ts).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, protocol } from "@electric-sql/pglite";

const pg = new PGlite(workerData.dataDir);
/** Open transactions by id: the client that runs their statements and how to end them. */
const transactions = new Map();

/**
 * Statements kept prepared, by their text: Postgres parses and plans a statement once, not on every run (about
 * half of a form post's statement). PGlite's own `query` prepares each time, so this path talks Postgres's
 * protocol through PGlite's `execProtocol`, with PGlite's serializers and type parsers. Up to PREPARED_KEPT
 * texts; any more run through `query`.
 */
const prepared = new Map();
const PREPARED_KEPT = 500;
let preparedNames = 0;
const { serialize } = protocol;

const joined = (parts) => {
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
};

/** Prepares `sql` under a name of its own and learns its parameters' types, which choose their serializers. */
async function prepare(sql) {
  // A new name each time: a name whose statement failed half-way is never tried again.
  const name = `s${++preparedNames}`;
  const { messages } = await pg.execProtocol(
    joined([serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: "S", name }), serialize.sync()]),
  );
  const types = messages.find((message) => message.name === "parameterDescription")?.dataTypeIDs ?? [];
  const statement = { name, types };
  prepared.set(sql, statement);
  return statement;
}

/** Runs a statement prepared once, holding PGlite's locks as its `query` does (so never inside a transaction). */
async function runPrepared({ sql, params = [] }, queryOptions) {
  await pg.waitReady;
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      const statement = prepared.get(sql) ?? (await prepare(sql));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[statement.types[i]];
        return serializer ? serializer(value) : value.toString();
      });
      const { messages } = await pg.execProtocol(
        joined([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()]),
      );
      return resultOf(messages, queryOptions);
    }),
  );
}

/** Rows counted by a command's tag ("INSERT 0 3", "UPDATE 2"), as PGlite reports them. */
function affectedRows(tag) {
  const [command, first, second] = tag.split(" ");
  if (command === "INSERT") return Number(second);
  return ["UPDATE", "DELETE", "COPY", "MERGE"].includes(command) ? Number(first) : 0;
}

/**
 * The result of one prepared statement's exchange, as PGlite's `parseResults` makes it. Not that function: it
 * copies PGlite's table of 316 type parsers on every call (85 µs, about a tenth of this thread under form posts).
 */
function resultOf(messages, { rowMode, rawTypes }) {
  let fields = [];
  const rows = [];
  const value = (text, i) => {
    const type = fields[i].dataTypeID;
    const parser = text === null || rawTypes.includes(type) ? null : pg.parsers[type];
    return parser ? parser(text, type) : text;
  };
  for (const message of messages) {
    if (message.name === "rowDescription") fields = message.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
    else if (message.name === "dataRow") {
      const values = message.fields.map(value);
      rows.push(rowMode === "array" ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
    } else if (message.name === "commandComplete") return { rows, fields, affectedRows: affectedRows(message.text) };
  }
  return { rows, fields, affectedRows: 0 };
}

const keepText = (value) => value;
/** Drizzle asks for some types as Postgres sends them; functions cannot cross threads, so it sends their ids. */
const options = ({ rowMode, rawTypes }) => ({
  rowMode,
  parsers: Object.fromEntries((rawTypes ?? []).map((type) => [type, keepText])),
});

/** The error's own text fields (Postgres's code, constraint, detail…), which can cross to the other thread. */
const serializeError = (error) => ({
  ...Object.fromEntries(Object.entries(error ?? {}).filter(([, value]) => ["string", "number", "boolean"].includes(typeof value))),
  message: error?.message ?? String(error),
});

/** Starts a transaction and answers once it holds PGlite's lock; "end" commits or rolls it back. */
function begin(id) {
  return new Promise((begun, failed) => {
    const open = {};
    open.done = pg.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(open, { tx, commit, rollback });
          transactions.set(id, open);
          begun(null);
        }),
    );
    open.done.catch(failed).finally(() => transactions.delete(id));
  });
}

async function end({ tx: id, commit }) {
  const open = transactions.get(id);
  if (commit) open.commit();
  else open.rollback(new Error("rolled back"));
  await open.done.catch((error) => {
    if (commit) throw error;
  });
  return null;
}

const clientOf = (message) => (message.tx === undefined ? pg : transactions.get(message.tx).tx);

async function handle(message) {
  switch (message.op) {
    case "query": {
      const canPrepare = message.tx === undefined && (prepared.has(message.sql) || prepared.size < PREPARED_KEPT);
      const { rows, fields, affectedRows } = canPrepare
        ? await runPrepared(message, { rowMode: message.rowMode, rawTypes: message.rawTypes ?? [] })
        : await clientOf(message).query(message.sql, message.params, options(message));
      return { rows, fields, affectedRows };
    }
    case "exec": {
      return (await clientOf(message).exec(message.sql)).map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    }
    case "begin":
      return begin(message.tx);
    case "end":
      return end(message);
    case "close":
      await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

/** An answer that cannot cross (a value without a structured clone) comes back as the error saying so. */
function reply(id, answer) {
  try {
    parentPort.postMessage({ id, ...answer });
  } catch (error) {
    parentPort.postMessage({ id, error: serializeError(error) });
  }
}

parentPort.on("message", (message) => {
  handle(message).then(
    (result) => reply(message.id, { result }),
    (error) => reply(message.id, { error: serializeError(error) }),
  );
});
