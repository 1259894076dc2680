/**
 * Loaded into the built server by tests only (`node --expose-gc --import <this file>`; see memory.ts), never by
 * the production start: on SIGUSR2 it collects garbage twice, waits for the freed pages to go, and writes
 * process.memoryUsage() (rss, heapTotal, heapUsed, external, arrayBuffers, in bytes) to MEMORY_PROBE_FILE.
 */
import { renameSync, writeFileSync } from "node:fs";

const file = process.env.MEMORY_PROBE_FILE;
if (!file) throw new Error("memory-probe: MEMORY_PROBE_FILE is not set");
if (typeof globalThis.gc !== "function") throw new Error("memory-probe: start node with --expose-gc");

process.on("SIGUSR2", () => {
  globalThis.gc();
  // A second collection after finalizers and weak callbacks of the first have run.
  setTimeout(() => {
    globalThis.gc();
    setTimeout(() => {
      writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
      renameSync(`${file}.tmp`, file);
    }, 200);
  }, 200);
});
