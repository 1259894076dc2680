import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Short-lived tickets for the voice relay (docs/decisions/0042): `base64url(payload).base64url(hmac)`,
 * HMAC-SHA256 with SESSION_SECRET, so the relay (in this process or its own) checks them without a
 * database. The relay also refuses a ticket's second use.
 */
export const VOICE_TOKEN_TTL_MS = 60_000;

const sign = (secret: string, body: string) => createHmac("sha256", secret).update(`voice-token:${body}`).digest("base64url");

export function mintVoiceToken(secret: string, now = Date.now(), ttlMs = VOICE_TOKEN_TTL_MS) {
  const expiresAt = now + ttlMs;
  const body = Buffer.from(JSON.stringify({ exp: expiresAt, n: randomBytes(12).toString("base64url") })).toString("base64url");
  return { token: `${body}.${sign(secret, body)}`, expiresAt };
}

export type VoiceTokenCheck = { ok: true; nonce: string; expiresAt: number } | { ok: false; reason: "malformed" | "signature" | "expired" };

export function verifyVoiceToken(token: string, secret: string, now = Date.now()): VoiceTokenCheck {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "signature" };
  let payload: { exp?: unknown; n?: unknown };
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof payload.exp !== "number" || typeof payload.n !== "string") return { ok: false, reason: "malformed" };
  if (payload.exp <= now) return { ok: false, reason: "expired" };
  return { ok: true, nonce: payload.n, expiresAt: payload.exp };
}
