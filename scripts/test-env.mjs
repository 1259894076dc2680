// Where `npm test` finds what the tests need on this machine: a Chromium for Playwright and Postgres server
// binaries for a throw-away cluster. Pure functions over a small view of the machine, so they can be tested
// with a made-up one (tests/unit/test-env.test.ts); scripts/test.mjs passes the real one.
import { accessSync, constants, readdirSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

/**
 * @typedef {object} Machine
 * @property {Record<string, string | undefined>} env
 * @property {string} home
 * @property {(file: string) => boolean} isExecutable
 * @property {(dir: string) => string[]} list  names in `dir`, [] when it does not exist
 */

/** @returns {Machine} */
export function realMachine() {
  return {
    env: process.env,
    home: homedir(),
    isExecutable(file) {
      try {
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    list(dir) {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
  };
}

/** Highest version first: "chromium-1194" before "chromium-987", "15" before "9.6". */
const byVersionDesc = (a, b) => b.localeCompare(a, "en", { numeric: true });

/** Debian's headless-only Chromium: the same engine without the full browser's window code, and lighter to run. */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser for the end-to-end tests: CHROMIUM_PATH when set, Debian's chromium-headless-shell (the tests' pages
 * took 0.57 of the full browser's time in it, docs/performance.md "The test run"), Debian's chromium, or a
 * Chromium that Playwright downloaded into its cache (PLAYWRIGHT_BROWSERS_PATH or ~/.cache/ms-playwright). With `full`,
 * CHROMIUM_FULL_PATH or a full browser: what the shell does not do (a permission prompt).
 * @param {Machine} m
 * @param {{ full?: boolean }} [options]
 * @returns {{ path: string } | { error: string } | null}  null: none on this machine
 */
export function findBrowser(m, { full = false } = {}) {
  const variable = full ? "CHROMIUM_FULL_PATH" : "CHROMIUM_PATH";
  const wanted = m.env[variable];
  if (wanted) return m.isExecutable(wanted) ? { path: wanted } : { error: `${variable}=${wanted} is not an executable file` };
  for (const candidate of [...(full ? [] : [HEADLESS_SHELL]), "/usr/bin/chromium", "/usr/bin/chromium-browser"]) {
    if (m.isExecutable(candidate)) return { path: candidate };
  }
  const cache = m.env.PLAYWRIGHT_BROWSERS_PATH || path.join(m.home, ".cache", "ms-playwright");
  const builds = m.list(cache).filter((name) => /^chromium-\d+$/.test(name)).sort(byVersionDesc);
  for (const build of builds) {
    for (const platform of ["chrome-linux", "chrome-linux64"]) {
      const candidate = path.join(cache, build, platform, "chrome");
      if (m.isExecutable(candidate)) return { path: candidate };
    }
  }
  return null;
}

/** Oldest Postgres the migrations and tests are written for. */
export const MIN_POSTGRES = 15;

/**
 * A folder with Postgres's initdb and pg_ctl: Debian's /usr/lib/postgresql/<version>/bin (newest first), then
 * PATH (other systems put them there).
 * @param {Machine} m
 * @returns {string | null}
 */
export function findPostgresBin(m) {
  const hasBoth = (dir) => m.isExecutable(path.join(dir, "initdb")) && m.isExecutable(path.join(dir, "pg_ctl"));
  const debian = m
    .list("/usr/lib/postgresql")
    .filter((v) => /^\d+$/.test(v) && Number(v) >= MIN_POSTGRES)
    .sort(byVersionDesc)
    .map((v) => `/usr/lib/postgresql/${v}/bin`);
  const onPath = (m.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  return [...debian, ...onPath].find(hasBoth) ?? null;
}
