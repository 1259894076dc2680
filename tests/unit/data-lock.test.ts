import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "../../server/data-lock";

const folder = () => mkdtempSync(path.join(tmpdir(), "data-lock-"));

/** A real other process that is alive while `fn` runs. */
async function withOtherProcess(fn: (pid: number) => void) {
  const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  try {
    fn(other.pid!);
  } finally {
    other.kill("SIGKILL");
  }
}

describe("data folder lock", () => {
  it("refuses while another live process holds it, naming the folder and its pid", async () => {
    const dir = folder();
    await withOtherProcess((pid) => {
      writeFileSync(path.join(dir, LOCK_FILE), `${pid}\n`);
      let error: unknown;
      try {
        lockDataDir(dir);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(dir);
      expect((error as Error).message).toContain(`pid ${pid}`);
      expect(readFileSync(path.join(dir, LOCK_FILE), "utf8").trim()).toBe(String(pid));
    });
  });

  it("takes over a lock left by a process that died, or by an earlier run with our own pid", async () => {
    const dir = folder();
    const dead = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise((resolve) => dead.on("exit", resolve));
    // A pid reused after a crash by a program that is not Node is not a copy of the site either.
    const other = spawn("sleep", ["60"], { stdio: "ignore" });
    for (const stale of [dead.pid!, process.pid, "garbage", other.pid!]) {
      writeFileSync(path.join(dir, LOCK_FILE), `${stale}\n`);
      const release = lockDataDir(dir);
      expect(readFileSync(path.join(dir, LOCK_FILE), "utf8").trim()).toBe(String(process.pid));
      release();
    }
    other.kill("SIGKILL");
    // Nothing left behind: no lock, no temporary or stale copies.
    expect(readdirSync(dir)).toEqual([]);
  });

  it("creates the folder, and release removes only its own lock", async () => {
    const dir = path.join(folder(), "new", "data");
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), "utf8").trim()).toBe(String(process.pid));
    await withOtherProcess((pid) => {
      // Someone replaced the file (a person removed it and another copy started): not ours to delete.
      writeFileSync(path.join(dir, LOCK_FILE), `${pid}\n`);
      release();
      expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    });
  });
});
