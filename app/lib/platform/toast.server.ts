import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { getConfig } from "./config.server";
import { cookieSecurity } from "./cookies.server";
import { singleton } from "./singleton.server";
import type { Toast } from "~/forms/toast";

/**
 * A flash cookie, separate from the login session: read once by the root loader, then gone. `__Host-toast`
 * and Secure over https, plain `toast` over http, like the session cookie (cookies.server.ts).
 */
function toastStorage() {
  return singleton("toast-storage", () => {
    const config = getConfig();
    const { secure, name } = cookieSecurity(config);
    const storage = createCookieSessionStorage({
      cookie: {
        name: name("toast"),
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure,
        secrets: [config.SESSION_SECRET],
      },
    });
    // A toast's signed cookie is the same every time (no expiry, the same secret): signed once, not per post.
    return Object.assign(storage, { signed: new Map<string, string>() });
  });
}

/** Set-Cookie header value that carries a toast to the next page. */
export async function toastCookie(toast: Toast): Promise<string> {
  const storage = toastStorage();
  const key = JSON.stringify(toast);
  const kept = storage.signed.get(key);
  if (kept) return kept;
  const session = await storage.getSession();
  session.flash("toast", toast);
  const cookie = await storage.commitSession(session);
  // The site's toasts are a short list of fixed messages; the bound only guards against a change that adds more.
  if (storage.signed.size < 100) storage.signed.set(key, cookie);
  return cookie;
}

export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const storage = toastStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  const toast = (session.get("toast") as Toast | undefined) ?? null;
  const headers = new Headers();
  if (toast) headers.append("Set-Cookie", await storage.destroySession(session));
  return { toast, headers };
}
