import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { test as base, request as playwrightRequest, type Page } from "./test";
import { Secret, TOTP } from "otpauth";
import sharp from "sharp";

import { phoneApp } from "../../playwright.config";
import { ADMIN, MEMBER, NEW_ADMINS, PHONE_ADMIN } from "./admin-accounts";

export { ADMIN, NEW_ADMINS };

type StorageState = Awaited<ReturnType<Awaited<ReturnType<typeof playwrightRequest.newContext>>["storageState"]>>;
type Account = { email: string; password: string };

/** playwright.config.ts chooses the port once and hands it to workers through the environment. */
const serverURL = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * What workers share about each account (its TOTP secret, the last code step used, its signed-in state),
 * in files beside this run's server data: every worker and both projects talk to one server, and the
 * server accepts each TOTP code once.
 */
const shared = (name: string) => {
  const dir = path.join(process.env.E2E_DATA_DIR!, "e2e-accounts");
  mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One worker at a time (mkdir is atomic); waits at most 90 s. */
async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = shared(`${name}.lock`);
  for (let i = 0; ; i++) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || i >= 900) throw error;
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const PERIOD_MS = 30_000;

/**
 * A TOTP code for the account that the server has not seen yet: the current step, or the next one (the
 * server accepts one step either side) after the last one any worker used; when both are taken, waits
 * for the clock (at most one period).
 */
function totpCode(email: string): Promise<string> {
  return nextCode(email, () => readFileSync(shared(`${email}.secret`), "utf8"));
}

/** The same for a key a test has just read from the enrolment page. */
export function totpCodeFor(email: string, key: string): Promise<string> {
  return nextCode(email, () => key.replace(/ /g, ""));
}

function nextCode(email: string, secretOf: () => string): Promise<string> {
  return withLock(`code-${email}`, async () => {
    const secret = secretOf();
    const stepFile = shared(`${email}.step`);
    const last = existsSync(stepFile) ? Number(readFileSync(stepFile, "utf8")) : -1;
    const step = Math.max(TOTP.counter(), last + 1);
    while (TOTP.counter() < step - 1) await sleep(250);
    writeFileSync(stepFile, String(step));
    return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });
  });
}

/**
 * Signs in through the real forms: the password, then the second factor. The first time it sets the factor
 * up from the enrolment page (keeping the key it shows); afterwards it enters a fresh TOTP code. The
 * signed-in state is made once per account and run, and shared by every worker.
 */
async function signIn(baseURL: string, who: Account): Promise<StorageState> {
  return withLock(`login-${who.email}`, async () => {
    const stateFile = shared(`${who.email}.state.json`);
    if (existsSync(stateFile)) return JSON.parse(readFileSync(stateFile, "utf8")) as StorageState;
    // An address of its own (TRUST_PROXY is on in e2e), so the per-IP login limit never meets other tests'.
    const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": who === ADMIN ? "10.254.0.1" : "10.254.0.2" } });
    try {
      const password = await context.post("/login", { form: { ...who, redirectTo: "/admin" }, maxRedirects: 0 });
      const next = password.headers().location;
      if (password.status() !== 302) throw new Error(`login as ${who.email} answered ${password.status()}`);
      if (next === "/login/enrol") {
        const page = await (await context.get(next)).text();
        const key = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(page)?.[1];
        if (!key) throw new Error(`no TOTP key on the enrolment page for ${who.email}`);
        writeFileSync(shared(`${who.email}.secret`), key.replace(/ /g, ""));
        const enrolled = await context.post(next, { form: { code: await totpCode(who.email) }, maxRedirects: 0 });
        if (enrolled.status() !== 200 || !(await enrolled.text()).includes("Save your recovery codes")) {
          throw new Error(`enrolment of ${who.email} answered ${enrolled.status()}`);
        }
      } else {
        const verified = await context.post(next, { form: { code: await totpCode(who.email) }, maxRedirects: 0 });
        if (verified.status() !== 302) throw new Error(`second step for ${who.email} answered ${verified.status()}`);
      }
      const state = await context.storageState();
      writeFileSync(stateFile, JSON.stringify(state));
      return state;
    } finally {
      await context.dispose();
    }
  });
}

export const test = base.extend<
  { adminPage: Page; memberPage: Page; adminCode: () => Promise<string>; phoneAdminPage: Page },
  { adminState: StorageState; memberState: StorageState; phoneAdminState: StorageState }
>({
  // Playwright requires the (empty) fixtures object to be destructured.
  // eslint-disable-next-line no-empty-pattern
  adminState: [async ({}, use) => use(await signIn(serverURL(), ADMIN)), { scope: "worker" }],
  // eslint-disable-next-line no-empty-pattern
  memberState: [async ({}, use) => use(await signIn(serverURL(), MEMBER)), { scope: "worker" }],
  adminPage: async ({ browser, adminState, javaScriptEnabled, baseURL, viewport }, use) => {
    const context = await browser.newContext({ storageState: adminState, javaScriptEnabled, baseURL, viewport });
    await use(await context.newPage());
    await context.close();
  },
  /** Signed in on the app instance with Twilio configured (playwright.config.ts phoneApp), whose pages it opens. */
  // eslint-disable-next-line no-empty-pattern
  phoneAdminState: [async ({}, use) => use(await signIn(phoneApp.url, PHONE_ADMIN)), { scope: "worker" }],
  phoneAdminPage: async ({ browser, phoneAdminState, javaScriptEnabled, viewport }, use) => {
    const context = await browser.newContext({ storageState: phoneAdminState, javaScriptEnabled, baseURL: phoneApp.url, viewport });
    await use(await context.newPage());
    await context.close();
  },
  memberPage: async ({ browser, memberState, javaScriptEnabled, baseURL, viewport }, use) => {
    const context = await browser.newContext({ storageState: memberState, javaScriptEnabled, baseURL, viewport });
    await use(await context.newPage());
    await context.close();
  },
  /** Fresh TOTP codes of the admin, whose second factor is set up first. */
  // The state is requested only so that the factor exists; its value is not needed here.
  adminCode: async ({ adminState: _ready }, use) => use(() => totpCode(ADMIN.email)),
});

export { expect, onlyWhere } from "./test";

/** A small real PNG (its content is what the server checks, not its name). */
export async function pngFile(name: string, colour = "#1f3b6e") {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
  return { name, mimeType: "image/png", buffer };
}
