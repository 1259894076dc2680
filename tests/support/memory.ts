import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** process.memoryUsage() of the server after a forced garbage collection, in bytes. */
interface RetainedMemory {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/**
 * What a test adds to the built server's start (`startBuiltServer({ nodeArgs, env })`) to read its memory from
 * outside without any route for it: memory-probe.mjs, preloaded with --expose-gc, answers SIGUSR2.
 */
export function memoryProbe() {
  const dir = mkdtempSync(path.join(tmpdir(), "memory-probe-"));
  const file = path.join(dir, "usage.json");
  return {
    nodeArgs: ["--expose-gc", "--import", path.resolve("tests/support/memory-probe.mjs")],
    env: { MEMORY_PROBE_FILE: file },
    /** Collects garbage in the server and returns what it still holds (within 30 s). */
    async read(pid: number): Promise<RetainedMemory> {
      rmSync(file, { force: true });
      process.kill(pid, "SIGUSR2");
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
        if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as RetainedMemory;
      }
      throw new Error(`the server (pid ${pid}) wrote no memory figures within 30 s`);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
