/**
 * One server per data folder (docs/decisions/0003): PGlite and s3rver keep their files there, and two
 * processes opening the same PGlite database corrupt it. The lock is a pid file created atomically (link of a
 * complete file, so it is never seen half-written); a file whose process is gone is taken over.
 */
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = "server.pid";

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${path.resolve(dir)} is in use by another running copy of the site (pid ${pid}): stop it, or set DATA_DIR to another folder.`,
    );
    this.name = "DataDirLockedError";
  }
}

const read = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
};
const readPid = (file: string) => Number.parseInt(read(file) ?? "", 10);

/**
 * Whether `pid` may be another running copy: a live process other than us (our own pid in the file means a
 * previous run, e.g. pid 1 in a container) and, where /proc tells, a Node process (after a crash the pid may
 * have been reused by some other program).
 */
function isOtherLiveProcess(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const commandLine = read(`/proc/${pid}/cmdline`);
  return commandLine === null || commandLine.includes("node");
}

/** Takes the folder's lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine = `${file}.${process.pid}.tmp`;
  writeFileSync(mine, `${process.pid}\n`);
  try {
    // Bounded: each round either takes the lock, finds a live holder, or removes one stale file.
    for (let round = 0; round < 5; round++) {
      try {
        linkSync(mine, file);
        return () => {
          if (readPid(file) === process.pid) rmSync(file, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const content = read(file);
      const holder = Number.parseInt(content ?? "", 10);
      if (isOtherLiveProcess(holder)) throw new DataDirLockedError(dir, holder);
      // Stale. Move it aside rather than delete it, so a lock another starter took meanwhile can be put back.
      const aside = `${file}.${process.pid}.stale`;
      try {
        renameSync(file, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      if (read(aside) !== content) {
        try {
          linkSync(aside, file);
        } catch {
          // Someone else holds it now; the next round reads who.
        }
      }
      rmSync(aside, { force: true });
    }
    throw new Error(`Could not lock the data folder ${path.resolve(dir)}: remove ${file} if no copy of the site is running.`);
  } finally {
    rmSync(mine, { force: true });
  }
}
