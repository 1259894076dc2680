import { test as base, request as playwrightRequest, type Page } from "@playwright/test";
import sharp from "sharp";

import { ADMIN, MEMBER } from "./admin-accounts";

export { ADMIN, MEMBER };

type StorageState = Awaited<ReturnType<Awaited<ReturnType<typeof playwrightRequest.newContext>>["storageState"]>>;

/** playwright.config.ts chooses the port once and hands it to workers through the environment. */
const serverURL = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Signs in through the real /login action once per worker and keeps the cookie (no form clicking per test). */
async function signIn(baseURL: string, who: { email: string; password: string }): Promise<StorageState> {
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await context.post("/login", { form: { ...who, redirectTo: "/admin" }, maxRedirects: 0 });
  if (response.status() !== 302) throw new Error(`login as ${who.email} answered ${response.status()}`);
  const state = await context.storageState();
  await context.dispose();
  return state;
}

export const test = base.extend<{ adminPage: Page; memberPage: Page }, { adminState: StorageState; memberState: StorageState }>({
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
  memberPage: async ({ browser, memberState, javaScriptEnabled, baseURL, viewport }, use) => {
    const context = await browser.newContext({ storageState: memberState, javaScriptEnabled, baseURL, viewport });
    await use(await context.newPage());
    await context.close();
  },
});

export { expect } from "@playwright/test";

/** A small real PNG (its content is what the server checks, not its name). */
export async function pngFile(name: string, colour = "#1f3b6e") {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
  return { name, mimeType: "image/png", buffer };
}
