import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { clientIp } from "~/lib/platform/client-ip.server";
import { getConfig } from "~/lib/platform/config.server";
import { rateLimit } from "~/lib/platform/rate-limit.server";
import { VOICE_RELAY_PATH } from "~/lib/assistant/voice-protocol";
import { mintVoiceToken, voiceTokenLang, voiceTokenRateLimited } from "~/lib/assistant/voice-token.server";

/** Voice sessions cost money when a key is set: 10 tickets per IP per 10 minutes. */
const VOICE_TOKEN_RATE_LIMIT = { name: "voice-token", limit: 10, windowMs: 10 * 60_000 };

/**
 * A one-minute, single-use ticket for the voice relay websocket, valid only from the visitor's address, in the
 * page's language (`?lang=es`; English otherwise, decision 0042).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  const lang = voiceTokenLang(new URL(request.url).searchParams.get("lang"));
  const ip = clientIp(context);
  const limited = await rateLimit(VOICE_TOKEN_RATE_LIMIT, ip);
  if (!limited.ok) {
    return json({ error: voiceTokenRateLimited(lang) }, { status: 429, headers: { ...headers, "Retry-After": String(limited.retryAfterSeconds) } });
  }
  // Bound to this address: a ticket fetched elsewhere (curl, another visitor) does not open a session here.
  const { token, expiresAt } = mintVoiceToken(getConfig().SESSION_SECRET, ip, lang);
  return json({ token, expiresAt, url: VOICE_RELAY_PATH }, { headers });
}
