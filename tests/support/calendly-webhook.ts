import { createHmac } from "node:crypto";

/**
 * A loopback "Calendly webhook sender": posts a webhook the way Calendly does (docs/visits.md), with
 * `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex>`, v1 = HMAC-SHA256(signing key, `${t}.${raw body}`).
 * Its clock is the caller's (`at`), so a stale signature is made without waiting.
 */
export function calendlySignature(key: string, body: string, at: number): string {
  const t = Math.floor(at / 1000);
  return `t=${t},v1=${createHmac("sha256", key).update(`${t}.${body}`).digest("hex")}`;
}

const API = "https://api.calendly.test";

/** An `invitee.created` or `invitee.canceled` message as Calendly API v2 sends it (the fields the site reads, and a few more). */
export function inviteeMessage(
  event: "invitee.created" | "invitee.canceled",
  invitee: { id: string; name: string; email: string; start: Date; minutes?: number; phone?: string | null; utmContent?: string | null },
): string {
  const end = new Date(invitee.start.getTime() + (invitee.minutes ?? 30) * 60_000);
  return JSON.stringify({
    created_at: new Date().toISOString(),
    created_by: `${API}/users/AAAA`,
    event,
    payload: {
      uri: `${API}/scheduled_events/EV-${invitee.id}/invitees/INV-${invitee.id}`,
      email: invitee.email,
      name: invitee.name,
      status: event === "invitee.created" ? "active" : "canceled",
      text_reminder_number: invitee.phone ?? null,
      timezone: "America/New_York",
      questions_and_answers: [{ question: "What needs doing?", answer: "Panel check", position: 0 }],
      tracking: { utm_campaign: null, utm_source: null, utm_medium: null, utm_content: invitee.utmContent ?? null, utm_term: null, salesforce_uuid: null },
      rescheduled: false,
      scheduled_event: {
        uri: `${API}/scheduled_events/EV-${invitee.id}`,
        name: "Free 30-Minute Consultation",
        status: event === "invitee.created" ? "active" : "canceled",
        start_time: invitee.start.toISOString(),
        end_time: end.toISOString(),
        event_type: `${API}/event_types/CONSULT`,
        event_memberships: [{ user: `${API}/users/AAAA`, user_email: "office@valor.test", user_name: "Valor Office" }],
      },
    },
  });
}

/** Posts `body` to the site's /webhooks/calendly; `signature` false sends it unsigned, a string sends that header as is. */
export function sendCalendlyWebhook(siteUrl: string, body: string, options: { key: string; at?: number; signature?: string | false }): Promise<Response> {
  const signature = options.signature ?? calendlySignature(options.key, body, options.at ?? Date.now());
  return fetch(`${siteUrl}/webhooks/calendly`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": "Calendly-Webhook-Sender", ...(signature === false ? {} : { "Calendly-Webhook-Signature": signature }) },
    body,
  });
}
