import sharp from "sharp";
import { createChallengeCookie, createDeviceCookie, type LoginDeps } from "~/lib/auth/login-cookies.server";
import { memoryRateLimitStore } from "~/lib/platform/rate-limit.server";
import { createSessionCookie, type SessionDeps } from "~/lib/auth/session.server";
import { getToast } from "~/lib/platform/toast.server";
import type { TestDb } from "./db";

export const TEST_SECRET = "integration-test-secret-0123456789abcdef";

/** Toasts and session cookies are signed with SESSION_SECRET; tests use a fixed one (no file in .data). */
process.env.SESSION_SECRET ??= TEST_SECRET;

const testSite = { SITE_URL: "http://localhost:3000", SESSION_SECRET: TEST_SECRET };
const testCookie = () => createSessionCookie(testSite);

export const sessionDepsFor = (db: TestDb, now?: () => Date): SessionDeps => ({ db: db.db, cookie: testCookie(), now });

/** Everything a login needs, with its own rate-limit store (tests do not share counts). */
export const loginDepsFor = (db: TestDb, now?: () => Date): LoginDeps => ({
  ...sessionDepsFor(db, now),
  challengeCookie: createChallengeCookie(testSite),
  deviceCookie: createDeviceCookie(testSite),
  store: memoryRateLimitStore(),
});

/** A small real picture in the given format (optionally with EXIF metadata to be stripped). */
export async function makeImage(format: "png" | "jpeg" | "webp", options: { width?: number; exif?: boolean } = {}) {
  let image = sharp({ create: { width: options.width ?? 40, height: 30, channels: 3, background: "#c8102e" } });
  if (options.exif) image = image.withExif({ IFD0: { Copyright: "Secret Owner", Artist: "Camera Person" } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** A request carrying the cookie of a Set-Cookie value (name=value only). */
export function requestWithCookie(url: string, setCookie?: string, init?: RequestInit) {
  const headers = new Headers(init?.headers);
  if (setCookie) headers.set("Cookie", setCookie.split(";")[0]);
  return new Request(url, { ...init, headers });
}

/** The toast a redirect response carries to the next page. */
export async function toastOf(response: Response) {
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  const { toast } = await getToast(new Request("http://localhost/", { headers: { Cookie: cookies.join("; ") } }));
  return toast;
}

export function loginRequest(fields: Record<string, string>, cookie?: string) {
  const body = new URLSearchParams(fields);
  return requestWithCookie("http://localhost/login", cookie, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}
