import { describe, expect, it } from "vitest";
import { findBrowser, findPostgresBin } from "../../scripts/test-env.mjs";

/** A made-up machine: the executable files it has and the folders they are in. */
function machine(executables: string[], env: Record<string, string | undefined> = {}) {
  const files = new Set(executables);
  return {
    env,
    home: "/home/dev",
    isExecutable: (file: string) => files.has(file),
    list: (dir: string) => [
      ...new Set(executables.filter((f) => f.startsWith(`${dir}/`)).map((f) => f.slice(dir.length + 1).split("/")[0]!)),
    ],
  };
}

describe("npm test finds a browser", () => {
  it("takes CHROMIUM_PATH first, and says so when it points nowhere", () => {
    expect(findBrowser(machine(["/opt/chrome", "/usr/bin/chromium"], { CHROMIUM_PATH: "/opt/chrome" }))).toEqual({ path: "/opt/chrome" });
    expect(findBrowser(machine(["/usr/bin/chromium"], { CHROMIUM_PATH: "/opt/missing" }))).toEqual({
      error: "CHROMIUM_PATH=/opt/missing is not an executable file",
    });
  });

  it("uses Debian's chromium before Playwright's download", () => {
    const cached = "/home/dev/.cache/ms-playwright/chromium-1194/chrome-linux/chrome";
    expect(findBrowser(machine(["/usr/bin/chromium", cached]))).toEqual({ path: "/usr/bin/chromium" });
    expect(findBrowser(machine([cached]))).toEqual({ path: cached });
  });

  it("prefers Debian's headless shell, and finds the full browser for the tests that need one", () => {
    const both = machine(["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"]);
    expect(findBrowser(both)).toEqual({ path: "/usr/bin/chromium-headless-shell" });
    expect(findBrowser(both, { full: true })).toEqual({ path: "/usr/bin/chromium" });
    expect(findBrowser(machine(["/usr/bin/chromium-headless-shell"]), { full: true })).toBeNull();
    expect(findBrowser(machine(["/opt/chrome", "/usr/bin/chromium"], { CHROMIUM_FULL_PATH: "/opt/chrome" }), { full: true })).toEqual({ path: "/opt/chrome" });
    expect(findBrowser(machine([], { CHROMIUM_FULL_PATH: "/opt/missing" }), { full: true })).toEqual({ error: "CHROMIUM_FULL_PATH=/opt/missing is not an executable file" });
  });

  it("picks the newest Playwright Chromium, in PLAYWRIGHT_BROWSERS_PATH when set", () => {
    const old = "/home/dev/.cache/ms-playwright/chromium-987/chrome-linux/chrome";
    const newer = "/home/dev/.cache/ms-playwright/chromium-1194/chrome-linux64/chrome";
    expect(findBrowser(machine([old, newer]))).toEqual({ path: newer });
    const custom = "/srv/browsers/chromium-1200/chrome-linux/chrome";
    expect(findBrowser(machine([old, custom], { PLAYWRIGHT_BROWSERS_PATH: "/srv/browsers" }))).toEqual({ path: custom });
    // Playwright's own headless shell download is not looked for (Debian's is, above).
    expect(findBrowser(machine(["/home/dev/.cache/ms-playwright/chromium_headless_shell-1194/chrome-linux/headless_shell"]))).toBeNull();
  });

  it("reports none on a bare machine", () => {
    expect(findBrowser(machine(["/usr/bin/node"], { PATH: "/usr/bin" }))).toBeNull();
  });
});

describe("npm test finds Postgres server binaries", () => {
  const pg = (v: string) => [`/usr/lib/postgresql/${v}/bin/initdb`, `/usr/lib/postgresql/${v}/bin/pg_ctl`];

  it("takes Debian's newest version of 15 or later that has both initdb and pg_ctl", () => {
    expect(findPostgresBin(machine([...pg("15"), ...pg("16")]))).toBe("/usr/lib/postgresql/16/bin");
    expect(findPostgresBin(machine([...pg("15"), "/usr/lib/postgresql/17/bin/initdb"]))).toBe("/usr/lib/postgresql/15/bin");
    expect(findPostgresBin(machine([...pg("9"), ...pg("13")]))).toBeNull();
  });

  it("falls back to PATH, and reports none when only the client is installed", () => {
    expect(findPostgresBin(machine(["/opt/pg/bin/initdb", "/opt/pg/bin/pg_ctl"], { PATH: "/usr/bin:/opt/pg/bin" }))).toBe("/opt/pg/bin");
    expect(findPostgresBin(machine(["/usr/bin/psql", "/usr/lib/postgresql/15/bin/psql"], { PATH: "/usr/bin" }))).toBeNull();
  });
});
