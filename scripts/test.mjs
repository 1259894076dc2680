// `npm test` on any machine with Node and npm: finds (or, as root on Debian, installs) a Chromium and Postgres,
// makes a throw-away Postgres cluster unless TEST_DATABASE_URL is set, runs every check in order, and always
// stops and removes the cluster (also on failure or Ctrl-C). Without root it stops first with one line saying
// what to install. docs/decisions/0070.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { findBrowser, findPostgresBin, HEADLESS_SHELL, MIN_POSTGRES, realMachine } from "./test-env.mjs";

/**
 * The checks in order, a group at a time. The steps of a group run side by side: the audit, type check and lint
 * only read the tree (the builds write what the type check reads, so they come after), and each one's output is
 * printed whole when it ends, so it reads as if they had run one after another. The two test steps run one after
 * the other: side by side on a 2-core machine they took longer and timed out (docs/performance.md, "The test
 * run"). Their output is printed as it comes, each line marked with the step's `tag`.
 */
const STEPS = [
  [
    ["dependency audit", "audit"],
    ["type check", "typecheck"],
    ["lint", "lint"],
  ],
  [["build", "build"]],
  [["pseudo-language build", "build:pseudo"]],
  [["unit + integration tests", "test:unit", "unit"]],
  [["end-to-end tests", "test:e2e", "e2e"]],
];

const isRoot = process.getuid?.() === 0;
const BUDGET_MINUTES = Number(process.env.TEST_BUDGET_MINUTES) || 40;
const machine = realMachine();
const env = { ...process.env };

/** One line a person can act on, then stop before any test runs. */
function stop(message) {
  console.error(`npm test: ${message}`);
  process.exit(1);
}

/**
 * As root with apt (Debian, CI): installs `pkg` and returns true. Otherwise false. A failed install stops the
 * run, unless the package is `optional`.
 */
function aptInstall(pkg, { optional = false } = {}) {
  if (!isRoot || !machine.isExecutable("/usr/bin/apt-get")) return false;
  console.log(`npm test: installing Debian's ${pkg} (apt-get install -y ${pkg})`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const ok = (args) => spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env: aptEnv }).status === 0;
  if (ok(["update", "-qq"]) && ok(["install", "-y", "-qq", pkg])) return true;
  if (!optional) stop(`apt-get install -y ${pkg} failed (see above)`);
  return false;
}

// Cleanup runs on every way out: normal end, failure, an exception, a signal.
let cleanup = () => {};
process.on("exit", () => cleanup());
const children = new Set();
let interrupted = 0;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    interrupted += 1;
    if (children.size === 0) process.exit(130);
    // The running steps stop first (then the cluster goes); a second signal does not wait for them.
    // To each step's whole process group: npm does not pass a signal on to what its script started.
    for (const child of children) {
      try {
        process.kill(-child.pid, interrupted > 1 ? "SIGKILL" : signal);
      } catch {
        // the group has already gone
      }
    }
  });
}

// 1. Browsers for Playwright (playwright.config.ts reads CHROMIUM_PATH and CHROMIUM_FULL_PATH): the full Chromium, which
// a few tests need (a permission prompt), and for the rest Debian's headless shell where it can be had, which runs the
// same pages in 0.57 of the time (scripts/test-env.mjs), else the full one.
let fullBrowser = findBrowser(machine, { full: true });
if (fullBrowser && "error" in fullBrowser) stop(fullBrowser.error);
if (!fullBrowser && aptInstall("chromium")) fullBrowser = findBrowser(machine, { full: true });
if (!fullBrowser) stop("no Chromium for the end-to-end tests: run `sudo apt-get install -y chromium chromium-headless-shell` (or set CHROMIUM_FULL_PATH), then npm test again");
let browser = findBrowser(machine);
if (browser && "error" in browser) stop(browser.error);
if (!env.CHROMIUM_PATH && browser?.path !== HEADLESS_SHELL && aptInstall("chromium-headless-shell", { optional: true })) browser = findBrowser(machine);
env.CHROMIUM_FULL_PATH = fullBrowser.path;
env.CHROMIUM_PATH = browser.path;

// 2. Postgres: the integration and end-to-end tests also run against it.
if (!env.TEST_DATABASE_URL) {
  let bin = findPostgresBin(machine);
  if (!bin && aptInstall("postgresql")) bin = findPostgresBin(machine);
  if (!bin) {
    stop(`no Postgres ${MIN_POSTGRES}+ server binaries: run \`sudo apt-get install -y postgresql\` (or set TEST_DATABASE_URL), then npm test again`);
  }
  env.TEST_DATABASE_URL = await startCluster(bin);
}

// 3. docker-compose, for the check of docker-compose.yml (tests/unit/compose.test.ts); without it that one
// check is skipped, so it is installed when the machine allows and never required.
const hasCompose = () => spawnSync("docker-compose", ["version"], { stdio: "ignore" }).status === 0;
if (!hasCompose() && !aptInstall("docker-compose", { optional: true })) {
  console.log("npm test: no docker-compose (sudo apt-get install -y docker-compose): the docker-compose.yml check is skipped");
}

// 4. Every check, in order; the first failure ends the run with its exit code. Each step's time is printed, so
// a run says where its minutes went (README, "the budget").
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const started = Date.now();
const took = [];
for (const group of STEPS) {
  const together = group.length > 1;
  if (together) console.log(`\nnpm test: ${group.map(([title]) => title).join(", ")}, side by side`);
  const results = await Promise.all(
    group.map(async ([title, script, tag]) => {
      const header = `\nnpm test: ${title} (npm run ${script})`;
      if (!together || tag) console.log(header);
      const stepStarted = Date.now();
      const { code, output } = await run("npm", ["run", script], { capture: together && !tag, tag });
      if (together && !tag) process.stdout.write(`${header}\n${output}`);
      return { title, code, took: Date.now() - stepStarted };
    }),
  );
  if (interrupted) process.exit(130);
  for (const { title, took: ms } of results) took.push(`${title} ${minutes(ms)}`);
  const failed = results.find(({ code }) => code !== 0);
  if (failed) stop(`${failed.title} failed (exit ${failed.code})`);
}
const total = Date.now() - started;
console.log(`\nnpm test: ${took.join(", ")}; ${minutes(total)} in all (npm ci not counted)`);
// The budget (README): 40 minutes at most for the whole run on a 2-core machine; over it, the run fails.
if (total > BUDGET_MINUTES * 60_000) stop(`the checks passed but took ${minutes(total)}, over the budget of ${BUDGET_MINUTES} min (TEST_BUDGET_MINUTES)`);
console.log("npm test: dependency audit, type check, lint, build, unit + integration and end-to-end tests all passed");

/**
 * Runs a step; with `capture`, its output (stdout and stderr, in the order written) is kept and returned; with
 * `tag`, each line is printed as it comes, marked `[tag]`.
 */
function run(command, args, { capture = false, tag = "" } = {}) {
  return new Promise((resolve) => {
    // A process group of its own, which a signal reaches whole (above).
    const child = spawn(command, args, { stdio: capture || tag ? ["ignore", "pipe", "pipe"] : "inherit", env, detached: true });
    children.add(child);
    const chunks = [];
    if (capture) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => chunks.push(chunk));
    if (tag) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        // Whole lines only, so the two steps' lines never run into each other.
        let rest = "";
        stream.setEncoding("utf8");
        stream.on("data", (text) => {
          const lines = (rest + text).split("\n");
          rest = lines.pop();
          if (lines.length) out.write(lines.map((line) => `[${tag}] ${line}\n`).join(""));
        });
        stream.on("end", () => rest && out.write(`[${tag}] ${rest}\n`));
      }
    }
    const done = (code, signal) => {
      children.delete(child);
      resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(chunks).toString() });
    };
    child.on("close", done);
    // Stopped by a signal, a step's own children can outlive npm and hold its output open: the run does not wait for them.
    child.on("exit", (code, signal) => interrupted && done(code, signal));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A throw-away cluster on loopback (random port, fsync off); Postgres refuses to run as root, so then as `postgres`. */
async function startCluster(bin) {
  const dir = mkdtempSync(path.join(tmpdir(), "npm-test-pg-"));
  const data = path.join(dir, "data");
  const asOwner = (tool, args) => {
    const [command, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    return spawnSync(command, argv, { encoding: "utf8" });
  };
  cleanup = () => {
    asOwner("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
    rmSync(dir, { recursive: true, force: true });
  };
  if (isRoot) {
    const id = (flag) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout);
    if (!id("-u")) stop("running as root needs the `postgres` user to run the test cluster: run `apt-get install -y postgresql`");
    chownSync(dir, id("-u"), id("-g"));
  }
  const port = await freePort();
  const init = asOwner("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-locale", "--no-sync"]);
  if (init.status !== 0) stop(`initdb failed: ${(init.stderr || init.stdout).trim().split("\n").pop()}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = asOwner("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-o", options, "-w", "start"]);
  if (start.status !== 0) {
    let log = "";
    try {
      log = readFileSync(path.join(dir, "log"), "utf8").trim().split("\n").pop();
    } catch {
      // no log written
    }
    stop(`the test Postgres did not start: ${log || start.stderr.trim()}`);
  }
  console.log(`npm test: throw-away Postgres on 127.0.0.1:${port} (${bin}), removed at the end`);
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}
