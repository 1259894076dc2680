import { once } from "node:events";
import type { Response } from "express";

/** Resolves on the event loop's next turn: after every chunk the renderer has already queued has been read. */
const PAUSED = Symbol("paused");
const nextTurn = () => new Promise<typeof PAUSED>((resolve) => setImmediate(resolve, PAUSED));

/** Waits until the client has taken what was written, or has gone. */
async function drained(res: Response) {
  // The listener of the event that did not come is taken off, or each wait would leave one behind.
  const settled = new AbortController();
  await Promise.race([once(res, "drain", { signal: settled.signal }), once(res, "close", { signal: settled.signal })]).finally(() => settled.abort());
}

/** Chunks gathered before one write: a burst larger than this is written in parts, as the client takes them. */
const BURST_BYTES = 64 * 1024;

/**
 * A response body written as it comes and flushed through compression whenever the renderer pauses (a streamed
 * page shows as it renders), each burst's chunks (React's 2 kB each) gathered into one write: compression's cost
 * is per write as much as per byte (under the inbox's bench, zlib's writes were 5 % of the server's time with one
 * write a chunk). No faster than the client takes it: a long body (the leads CSV) read from the database waits for
 * the socket to drain rather than piling up in memory, and stops being read when the client goes away.
 */
export async function writeWithBackpressure(body: ReadableStream<Uint8Array>, res: Response & { flush?: () => void }) {
  const reader = body.getReader();
  let burst: Uint8Array[] = [];
  let bytes = 0;
  const gathered = () => {
    const chunk = burst.length === 1 ? burst[0] : Buffer.concat(burst, bytes);
    burst = [];
    bytes = 0;
    return chunk;
  };
  const write = async (flush: boolean) => {
    const more = res.write(gathered());
    if (flush && !res.writableEnded && !res.destroyed) res.flush?.();
    if (!more && !res.destroyed) await drained(res);
  };
  try {
    let next = reader.read();
    for (;;) {
      const read = bytes === 0 ? await next : await Promise.race([next, nextTurn()]);
      // The renderer paused: what it wrote goes out now.
      if (read === PAUSED) {
        await write(true);
        continue;
      }
      if (read.done) break;
      burst.push(read.value);
      bytes += read.value.length;
      if (bytes >= BURST_BYTES) await write(false);
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      next = reader.read();
    }
    if (bytes > 0) res.write(gathered());
    res.end();
  } catch (error) {
    res.destroy(error as Error);
    throw error;
  }
}
