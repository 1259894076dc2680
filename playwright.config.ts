import { execSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ACCOUNTS, PHONE_ADMIN } from "./tests/e2e/admin-accounts";
import type { Account } from "./tests/support/accounts";
import { PGLITE_TEMPLATE, seedMigratedPglite } from "./tests/support/migrated-templates";

// Workers re-read this file: ports and data directories are chosen once and passed down by environment.
// A port is picked below Linux's ephemeral range (32768 and up): a port from that range, free when picked, could be
// taken by another server's listen(0) or a client socket before its own server starts (CI met "port in use").
// Up to 50 random tries, each checked free by binding it.
const PICK_PORT =
  "const net=require('net');(function t(n){const p=20000+Math.floor(Math.random()*12000);const s=net.createServer();" +
  "s.once('error',()=>{if(n>0)t(n-1);else process.exit(1)});s.listen(p,'127.0.0.1',()=>{console.log(p);s.close()})})(50)";
const freePort = () => execSync(`node -e "${PICK_PORT}"`).toString().trim();
const newDir = () => mkdtempSync(path.join(tmpdir(), "e2e-data-"));
// A PGlite migrated once (about 2 s of CPU per app otherwise, and `admin-create.js` opens each folder first) and
// copied into each app's new data folder; the servers start one after another, so this comes off the wait for the
// first test. The tests' own servers (tests/support/built-server.ts) copy it too.
if (!process.env[PGLITE_TEMPLATE]) {
  const template = newDir();
  execSync(`node --import tsx tests/support/migrate-pglite.ts ${template}`, { stdio: "inherit" });
  process.env[PGLITE_TEMPLATE] = path.join(template, "pglite");
}
const dataDir = () => {
  const dir = newDir();
  seedMigratedPglite(dir);
  return dir;
};
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= dataDir();
process.env.E2E_FAKE_OPENAI_PORT ??= freePort();
process.env.E2E_FAKE_CALENDLY_PORT ??= freePort();
process.env.E2E_CALENDLY_APP_PORT ??= freePort();
process.env.E2E_CALENDLY_APP_DATA_DIR ??= dataDir();
process.env.E2E_CALENDLY_DOWN_APP_PORT ??= freePort();
process.env.E2E_CALENDLY_DOWN_APP_DATA_DIR ??= dataDir();
process.env.E2E_NO_LEADS_APP_PORT ??= freePort();
process.env.E2E_NO_OUTBOX_APP_PORT ??= freePort();
process.env.E2E_FAKE_TWILIO_PORT ??= freePort();
process.env.E2E_PHONE_APP_PORT ??= freePort();
process.env.E2E_PHONE_APP_DATA_DIR ??= dataDir();
process.env.E2E_PSEUDO_PORT ??= freePort();
process.env.E2E_PSEUDO_DATA_DIR ??= dataDir();
const fakeOpenAI = `http://127.0.0.1:${process.env.E2E_FAKE_OPENAI_PORT}`;
export const FAKE_OPENAI_KEY = "e2e-fake-key";
const fakeCalendly = `http://127.0.0.1:${process.env.E2E_FAKE_CALENDLY_PORT}`;
const FAKE_CALENDLY_TOKEN = "e2e-calendly-token";
/** Two more app instances for the booking tests against Calendly's API: one talking to the fake, one to nothing. */
export const calendlyAppURL = `http://127.0.0.1:${process.env.E2E_CALENDLY_APP_PORT}`;
export const calendlyDownAppURL = `http://127.0.0.1:${process.env.E2E_CALENDLY_DOWN_APP_PORT}`;
/**
 * One more app instance with Twilio configured (the main one behaves as a site without it), talking to the
 * loopback Twilio: the lead page's texts (tests/e2e/phone-thread.spec.ts). Its account sid and token are the
 * loopback Twilio's defaults (tests/support/twilio.ts).
 */
export const phoneApp = {
  url: `http://127.0.0.1:${process.env.E2E_PHONE_APP_PORT}`,
  dataDir: process.env.E2E_PHONE_APP_DATA_DIR!,
  twilioUrl: `http://127.0.0.1:${process.env.E2E_FAKE_TWILIO_PORT}`,
  sid: `AC${"0123456789abcdef".repeat(2)}`,
  token: "twilio-test-token",
  numbers: ["+17035550142", "+17035550150"],
};

/**
 * With TEST_DATABASE_URL (CI): two app instances on real Postgres whose tables the tests drop, to show the
 * messages of a failed save end to end (tests/e2e/forms-db-failure.spec.ts).
 */
const brokenDbApp = (name: string, port: string) => {
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL ?? "postgres://localhost/none");
  databaseUrl.pathname = `/e2e_${name}_${port}`;
  return { url: `http://127.0.0.1:${port}`, databaseUrl: databaseUrl.href };
};
export const noLeadsApp = brokenDbApp("no_leads", process.env.E2E_NO_LEADS_APP_PORT);
export const noOutboxApp = brokenDbApp("no_outbox", process.env.E2E_NO_OUTBOX_APP_PORT);

const port = process.env.E2E_PORT;
/**
 * The pseudo-language build (`npm run build:pseudo`, made by `npm test`), whose Spanish pages the layout check also
 * runs on (tests/e2e/layout.spec.ts). Served when built, and always in CI, where a missing build must fail.
 */
const pseudoBuildDir = process.env.PSEUDO_BUILD_DIR || "build-pseudo";
const pseudoURL = `http://127.0.0.1:${process.env.E2E_PSEUDO_PORT}`;
const servePseudo = Boolean(process.env.CI) || existsSync(`${pseudoBuildDir}/server.js`);
if (!servePseudo) delete process.env.E2E_PSEUDO_PORT;
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * How the tests' Chromium starts, with `more` flags (a spec's fake microphone). `npm test` sets CHROMIUM_PATH, preferring
 * Debian's chromium-headless-shell (scripts/test-env.mjs), which is headless by nature; the full browser is told to
 * run headless.
 */
export function chromiumLaunch(more: string[] = []) {
  return launch(process.env.CHROMIUM_PATH || "/usr/bin/chromium", more);
}

/**
 * The full Chromium (CHROMIUM_FULL_PATH, which `npm test` sets), for what the headless shell does not do: ask the visitor
 * for the microphone (it refuses the request as unsupported instead, tests/e2e/voice-denied.spec.ts).
 */
export function fullChromiumLaunch(more: string[] = []) {
  return launch(process.env.CHROMIUM_FULL_PATH || "/usr/bin/chromium", more);
}

/**
 * The shell runs each site's frames in a process of their own, as the full browser does by default: otherwise it keeps
 * the city pages' map frame in the page's process, and scrolls a link focused inside it under the sticky header.
 */
function launch(executablePath: string, more: string[]) {
  const mode = executablePath.endsWith("headless-shell") ? ["--site-per-process"] : ["--headless=new"];
  return { executablePath, args: [...mode, "--no-sandbox", "--disable-gpu", ...more] };
}

const chromium = chromiumLaunch(["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]);

/**
 * The app instances the tests talk to, each the production build on loopback with a data folder of its own: started
 * together before the first test, and stopped after the last, by tests/e2e/start-apps.ts. Started one after another
 * (as Playwright starts its `webServer` list), they took about 50 s before the first test; most of it was each
 * process waiting on its own start while the other core sat idle.
 */
export interface E2EApp {
  name: string;
  url: string;
  /** All the server's environment, besides PORT (from `url`), PATH and HOME. */
  env: Record<string, string>;
  /** The pseudo-language build instead of `build`. */
  buildDir?: string;
  /** Accounts written into its PGlite before it starts (PGlite allows one process at a time). */
  accounts?: Account[];
  /** DATABASE_URL names a database on TEST_DATABASE_URL's server, created before the server starts if missing. */
  createDatabase?: boolean;
}

// Form tests send their own X-Forwarded-For so per-IP rate limits do not collide (tests/e2e/forms-support.ts).
const site = (url: string, more: Record<string, string>) => ({ HOST: "127.0.0.1", SITE_URL: url, TRUST_PROXY: "1", LOG_LEVEL: "error", ...more });
export const apps: E2EApp[] = [
  {
    name: "app",
    url: baseURL,
    accounts: E2E_ACCOUNTS,
    env: site(baseURL, {
      DATA_DIR: process.env.E2E_DATA_DIR!,
      LOG_LEVEL: "warn",
      OPENAI_API_KEY: FAKE_OPENAI_KEY,
      OPENAI_BASE_URL: `${fakeOpenAI}/v1`,
      OPENAI_REALTIME_URL: `${fakeOpenAI.replace("http", "ws")}/v1/realtime`,
    }),
  },
  ...[
    { name: "calendly", url: calendlyAppURL, dataDir: process.env.E2E_CALENDLY_APP_DATA_DIR, api: fakeCalendly },
    // Nothing listens on port 9 of loopback: every call to Calendly fails.
    { name: "calendly-down", url: calendlyDownAppURL, dataDir: process.env.E2E_CALENDLY_DOWN_APP_DATA_DIR, api: "http://127.0.0.1:9" },
  ].map((app) => ({
    name: app.name,
    url: app.url,
    env: site(app.url, { DATA_DIR: app.dataDir!, CALENDLY_TOKEN: FAKE_CALENDLY_TOKEN, CALENDLY_API_URL: app.api }),
  })),
  {
    name: "phone",
    url: phoneApp.url,
    accounts: [PHONE_ADMIN],
    env: site(phoneApp.url, {
      DATA_DIR: phoneApp.dataDir,
      TWILIO_ACCOUNT_SID: phoneApp.sid,
      TWILIO_AUTH_TOKEN: phoneApp.token,
      TWILIO_API_URL: phoneApp.twilioUrl,
      TWILIO_NUMBERS: `${phoneApp.numbers[0]}=website,${phoneApp.numbers[1]}=google-ads`,
    }),
  },
  ...(servePseudo ? [{ name: "pseudo", url: pseudoURL, buildDir: pseudoBuildDir, env: site(pseudoURL, { DATA_DIR: process.env.E2E_PSEUDO_DATA_DIR! }) }] : []),
  ...(process.env.TEST_DATABASE_URL ? [noLeadsApp, noOutboxApp] : []).map((app) => ({
    name: new URL(app.databaseUrl).pathname.slice(1),
    url: app.url,
    createDatabase: true,
    env: site(app.url, {
      DATABASE_URL: app.databaseUrl,
      SESSION_SECRET: "e2e-broken-database-session-secret-0123456789",
      DATA_DIR: newDir(),
      // The outbox worker keeps failing on purpose here.
      LOG_LEVEL: "silent",
    }),
  })),
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on the 2-core machines the suite is budgeted on (README): with two, the tests kept about three quarters of
  // the two cores busy, the rest spent waiting on pages, servers and polls (docs/performance.md, "The test run").
  // E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 3,
  // One retry, so a test that a loaded machine slowed past its timeout is run again; the report names it flaky.
  retries: 1,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    { name: "js-on", use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true } },
    { name: "js-off", use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false } },
  ],
  // The loopback fakes, one after another (each is up in about a second); the app instances after them, together
  // (tests/e2e/start-apps.ts).
  webServer: [
    {
      command: "node --import tsx tests/support/fake-openai-server.ts",
      url: `${fakeOpenAI}/__fake/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      // The fake exits by itself if this test runner dies without stopping it.
      env: { FAKE_OPENAI_PORT: process.env.E2E_FAKE_OPENAI_PORT, FAKE_OPENAI_KEY, E2E_RUNNER_PID: String(process.pid) },
    },
    {
      command: "node --import tsx tests/support/fake-calendly-server.ts",
      // Unauthenticated, the fake answers 401, which tells Playwright it is up.
      url: `${fakeCalendly}/users/me`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_CALENDLY_PORT: process.env.E2E_FAKE_CALENDLY_PORT, FAKE_CALENDLY_TOKEN, E2E_RUNNER_PID: String(process.pid) },
    },
    {
      command: "node --import tsx tests/support/fake-twilio-server.ts",
      url: `${phoneApp.twilioUrl}/__fake/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_TWILIO_PORT: process.env.E2E_FAKE_TWILIO_PORT, FAKE_TWILIO_NUMBERS: phoneApp.numbers.join(","), E2E_RUNNER_PID: String(process.pid) },
    },
  ],
  globalSetup: "./tests/e2e/start-apps.ts",
});
