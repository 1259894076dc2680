import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { languages, type Lang } from "~/content/languages";
import { formText } from "~/forms/messages";

/**
 * Short-lived tickets for the voice relay (docs/decisions/0042): `base64url(payload).base64url(hmac)`,
 * HMAC-SHA256 with SESSION_SECRET over the payload and the visitor's address, so the relay (in this process
 * or its own) checks them without a database, and a ticket works only from the address it was minted for
 * (docs/decisions/0042). The relay also refuses a ticket's second use. The payload carries the page's language
 * (decision 0042), so the relay speaks it on the word of a ticket it verified, never of an unsigned field.
 */
export const VOICE_TOKEN_TTL_MS = 60_000;

const sign = (secret: string, ip: string, body: string) =>
  createHmac("sha256", secret).update(`voice-token:${ip}:${body}`).digest("base64url");

/** The language a ticket is asked for in (`?lang=`): Spanish or English, English for anything else. */
export const voiceTokenLang = (value: unknown): Lang => languages.find((l) => l === value) ?? "en";

/** The answer to a visitor over the tickets' rate limit, in the ticket's language. */
export const voiceTokenRateLimited = (lang: Lang) => formText[lang].messages.rateLimited.description;

/** A ticket for the visitor at `ip` (the address the relay will see for the same visitor), in `lang`. */
export function mintVoiceToken(secret: string, ip: string, lang: Lang, now = Date.now(), ttlMs = VOICE_TOKEN_TTL_MS) {
  const expiresAt = now + ttlMs;
  const payload = { exp: expiresAt, n: randomBytes(12).toString("base64url"), lang };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return { token: `${body}.${sign(secret, ip, body)}`, expiresAt };
}

/** "signature" also covers a ticket presented from another address than the one it was minted for. */
type VoiceTokenCheck = { ok: true; nonce: string; expiresAt: number; lang: Lang } | { ok: false; reason: "malformed" | "signature" | "expired" };

export function verifyVoiceToken(token: string, secret: string, ip: string, now = Date.now()): VoiceTokenCheck {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(sign(secret, ip, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "signature" };
  let payload: { exp?: unknown; n?: unknown; lang?: unknown };
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof payload.exp !== "number" || typeof payload.n !== "string") return { ok: false, reason: "malformed" };
  if (payload.exp <= now) return { ok: false, reason: "expired" };
  return { ok: true, nonce: payload.n, expiresAt: payload.exp, lang: voiceTokenLang(payload.lang) };
}
