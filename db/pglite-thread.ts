import { Worker } from "node:worker_threads";
import type { Results } from "@electric-sql/pglite";

interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, unknown>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The statements of one transaction, sent to the thread under its id. */
class ThreadTransaction {
  constructor(
    private readonly thread: PGliteThread,
    private readonly id: number,
  ) {}

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.thread.query<T>(sql, params, options, this.id);
  }

  exec(sql: string): Promise<Results[]> {
    return this.thread.exec(sql, this.id);
  }
}

/**
 * PGlite on a thread of its own (decision 0109), with the part of PGlite's client that drizzle uses: `query`,
 * `exec` and `transaction`. Statements run in the order they were sent, one at a time, as on PGlite itself, and
 * a transaction holds the database until it ends; only the WebAssembly work leaves the thread that answers
 * requests.
 */
export class PGliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | null = null;

  constructor(dataDir: string) {
    this.worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), { workerData: { dataDir } });
    this.worker.on("message", ({ id, result, error }) => {
      const call = this.pending.get(id);
      this.pending.delete(id);
      if (error) call?.reject(Object.assign(new Error(error.message), error));
      else call?.resolve(result);
    });
    // A thread that dies takes no statement with it silently: every waiting caller hears why.
    const stop = (error: Error) => {
      this.stopped = error;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    this.worker.on("error", stop);
    this.worker.on("exit", (code) => stop(new Error(`the database thread stopped (exit code ${code})`)));
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<Results<T>> {
    // Drizzle's parsers keep some types as text; the thread applies the same to the type ids it is given.
    const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.call({ op: "query", sql, params, rowMode: options.rowMode, rawTypes, tx });
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.call({ op: "exec", sql, tx });
  }

  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = this.nextId++;
    await this.call({ op: "begin", tx: id });
    const tx = new ThreadTransaction(this, id);
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await this.call({ op: "end", tx: id, commit: false });
      throw error;
    }
    await this.call({ op: "end", tx: id, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call({ op: "close" });
    await this.worker.terminate();
  }
}
