import twilio from "twilio";
import type { PhoneDeps } from "./phone-settings.server";

/**
 * Trust nothing unsigned (docs/phone.md): Twilio signs each webhook with the auth token — base64 HMAC-SHA1 over
 * the URL it posted to followed by every posted field's name and value in name order — in X-Twilio-Signature.
 * The URL is the public one, under SITE_URL (behind a proxy the request's own host may differ).
 */
type SignedWebhook = { ok: true; params: Record<string, string> } | { ok: false };

export async function readSignedWebhook(request: Request, deps: Pick<PhoneDeps, "authToken" | "siteUrl">): Promise<SignedWebhook> {
  const signature = request.headers.get("X-Twilio-Signature");
  // No signature: refused before the body is read.
  if (!signature) return { ok: false };
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.toLowerCase().startsWith("application/x-www-form-urlencoded")) return { ok: false };
  const params = Object.fromEntries(new URLSearchParams(await request.text()));
  const { pathname, search } = new URL(request.url);
  const publicUrl = new URL(`${pathname}${search}`, deps.siteUrl).href;
  return twilio.validateRequest(deps.authToken, signature, publicUrl, params) ? { ok: true, params } : { ok: false };
}

export const FORBIDDEN = "Forbidden: this address only takes webhooks signed by the site's Twilio account.";
