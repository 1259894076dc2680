import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "~db/client";
import { normalizePhone } from "~/forms/phone";
import { findBookingLead, saveLead } from "~/models/lead-intake.server";
import { bookCalendlyVisit, calendlyVisit, cancelCalendlyVisit, isOverlapRefusal } from "~/models/visits.server";
import { getConfig } from "../platform/config.server";
import { getDb } from "../platform/db.server";
import { errorFields, log } from "../platform/log.server";
import { rateLimit, type RateLimitRule } from "../platform/rate-limit.server";

/**
 * Calendly's bookings coming back as visits (docs/visits.md, "Bookings made on Calendly"): POST /webhooks/calendly,
 * signed by the webhook subscription's signing key. Nothing is read or changed before the signature, its time and
 * its novelty are checked.
 */

/** Calendly signs `t` seconds; a signature older (or newer) than this is refused, so a captured post dies quickly. */
export const SIGNATURE_TOLERANCE_MS = 3 * 60_000;

/**
 * Signatures already taken, each refused a second time: counted in the rate-limit store (`rate_limits` in Postgres
 * with DATABASE_URL, so every instance knows them; this process's memory otherwise) for twice the tolerance, which
 * outlives any signature the clock check still lets through.
 */
const SEEN_SIGNATURES: RateLimitRule = { name: "calendly-signature", limit: 1, windowMs: 2 * SIGNATURE_TOLERANCE_MS };

export interface CalendlyWebhookDeps {
  db: Db;
  /** CALENDLY_WEBHOOK_SIGNING_KEY; null: the address is not there (404). */
  signingKey: string | null;
  /** ONCALL_TIME_ZONE: the history states the booked time on the office's clock. */
  timeZone: string;
  now(): number;
}

function calendlyWebhookDeps(): CalendlyWebhookDeps {
  const c = getConfig();
  return { db: getDb(), signingKey: c.CALENDLY_WEBHOOK_SIGNING_KEY || null, timeZone: c.ONCALL_TIME_ZONE, now: Date.now };
}

type Verdict = { ok: true; signature: string } | { ok: false; status: 401 | 403; reason: string };

/** `t=<seconds>,v1=<hex>` with v1 = HMAC-SHA256(key, `${t}.${body}`), compared in constant time, and t within the tolerance of `now`. */
export function verifyCalendlySignature(header: string | null, body: Buffer, key: string, now: number): Verdict {
  if (!header) return { ok: false, status: 401, reason: "unsigned" };
  const parts = new Map(header.split(",").map((part) => part.trim().split("=", 2) as [string, string | undefined]));
  const t = parts.get("t");
  const v1 = parts.get("v1");
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return { ok: false, status: 401, reason: "malformed signature" };
  if (Math.abs(now - Number(t) * 1000) > SIGNATURE_TOLERANCE_MS) return { ok: false, status: 403, reason: "stale signature" };
  const expected = createHmac("sha256", key).update(`${t}.`).update(body).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, "hex"))) return { ok: false, status: 403, reason: "bad signature" };
  return { ok: true, signature: v1.toLowerCase() };
}

const MESSAGES = {
  notConfigured: "Not found: Calendly's webhook is not set up on this site.",
  method: "Method not allowed: Calendly posts its webhooks.",
  refused: "Refused: this address only takes webhooks signed by the site's Calendly subscription, within three minutes, once.",
  replayed: "Refused: this signed webhook was taken already.",
  badRequest: "Bad request: not a Calendly invitee webhook.",
  overlap: "Conflict: that time overlaps a visit already booked.",
  unavailable: "Service unavailable: the booking could not be saved; try again.",
} as const;

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

interface Invitee {
  uri: string;
  email: string | null;
  name: string | null;
  phone: string | null;
  ref: string | null;
  startsAt: Date;
  endsAt: Date;
  host: { key: string; name: string };
}

const text = (value: unknown, max = 500) => (typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : null);
const instant = (value: unknown) => {
  const date = typeof value === "string" ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** The invitee of an `invitee.created`/`invitee.canceled` payload; null when it is not one. */
function inviteeOf(payload: unknown): Invitee | null {
  if (!payload || typeof payload !== "object") return null;
  const p = payload as Record<string, unknown>;
  const event = (p.scheduled_event ?? {}) as Record<string, unknown>;
  const uri = text(p.uri, 300);
  const startsAt = instant(event.start_time);
  const endsAt = instant(event.end_time);
  if (!uri || !startsAt || !endsAt || startsAt >= endsAt) return null;
  // The phone: the text-reminder number, else the first answer of the booking questions that reads as one.
  const answers = Array.isArray(p.questions_and_answers) ? p.questions_and_answers : [];
  const phone = [p.text_reminder_number, ...answers.map((a) => (a as { answer?: unknown } | null)?.answer)]
    .map((v) => (typeof v === "string" ? normalizePhone(v) : null))
    .find(Boolean) ?? null;
  const tracking = (p.tracking ?? {}) as Record<string, unknown>;
  const ref = [tracking.utm_content, tracking.salesforce_uuid].map((v) => text(v, 64)).find((v) => v && /^[0-9a-f]{32}$/.test(v)) ?? null;
  const member = (Array.isArray(event.event_memberships) ? event.event_memberships[0] : null) as Record<string, unknown> | null;
  return {
    uri,
    email: text(p.email, 254)?.toLowerCase() ?? null,
    name: text(p.name, 200),
    phone,
    ref,
    startsAt,
    endsAt,
    // Calendly's host as the visit's "who": its own key space, so it never meets an office electrician's visits.
    host: { key: `calendly:${text(member?.user, 300) ?? "calendly"}`, name: text(member?.user_name, 200) ?? "Calendly" },
  };
}

/** "Tuesday, December 1, 2026, 9:00 AM – 9:30 AM" on the office's clock. */
function windowText(startsAt: Date, endsAt: Date, timeZone: string) {
  const day = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(startsAt);
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  return `${day}, ${time.format(startsAt)} – ${time.format(endsAt)}`;
}

async function booked(invitee: Invitee, deps: CalendlyWebhookDeps): Promise<Response> {
  if (await calendlyVisit(deps.db, invitee.uri)) return plain(200, "Already booked.");
  let leadId = await findBookingLead(deps.db, invitee);
  if (!leadId) {
    const { lead } = await saveLead(deps.db, {
      kind: "booking",
      name: invitee.name,
      email: invitee.email,
      phone: invitee.phone,
      message: "",
      fields: { name: invitee.name ?? undefined, email: invitee.email ?? undefined, phone: invitee.phone ?? undefined, calendlyInvitee: invitee.uri },
    });
    leadId = lead.id;
  }
  const history = `Booked via Calendly: ${invitee.host.name}, ${windowText(invitee.startsAt, invitee.endsAt, deps.timeZone)}`;
  try {
    await bookCalendlyVisit(deps.db, { leadId, electrician: invitee.host.key, electricianName: invitee.host.name, startsAt: invitee.startsAt, endsAt: invitee.endsAt, inviteeUri: invitee.uri, history });
  } catch (error) {
    if (!isOverlapRefusal(error)) throw error;
    // The same invitee posted twice at once: the constraint kept one, and that one is this booking.
    if (await calendlyVisit(deps.db, invitee.uri)) return plain(200, "Already booked.");
    return plain(409, MESSAGES.overlap);
  }
  log.info("calendly booking", { lead: leadId });
  return plain(200, "Booked.");
}

async function canceled(invitee: Invitee, deps: CalendlyWebhookDeps): Promise<Response> {
  const history = `Cancelled via Calendly: ${invitee.host.name}, ${windowText(invitee.startsAt, invitee.endsAt, deps.timeZone)}`;
  const freed = await cancelCalendlyVisit(deps.db, invitee.uri, history);
  return plain(200, freed ? "Cancelled." : "Nothing to cancel.");
}

/** POST /webhooks/calendly: 404 without the signing key; 401/403 unsigned, forged or stale, 409 replayed, changing nothing. */
export async function calendlyWebhook(request: Request, deps: CalendlyWebhookDeps = calendlyWebhookDeps()): Promise<Response> {
  if (!deps.signingKey) return plain(404, MESSAGES.notConfigured);
  if (request.method !== "POST") return plain(405, MESSAGES.method);
  const header = request.headers.get("Calendly-Webhook-Signature");
  // Unsigned: refused before the body is read. The body as sent, byte for byte: the signature covers those bytes.
  const body = header ? Buffer.from(await request.arrayBuffer()) : Buffer.alloc(0);
  const verdict = verifyCalendlySignature(header, body, deps.signingKey, deps.now());
  if (!verdict.ok) {
    log.warn("calendly webhook refused", { reason: verdict.reason });
    return plain(verdict.status, MESSAGES.refused);
  }
  if (!(await rateLimit(SEEN_SIGNATURES, verdict.signature)).ok) {
    log.warn("calendly webhook refused", { reason: "replayed" });
    return plain(409, MESSAGES.replayed);
  }
  let message: { event?: unknown; payload?: unknown };
  try {
    message = JSON.parse(body.toString("utf8")) as typeof message;
  } catch {
    return plain(400, MESSAGES.badRequest);
  }
  if (message?.event !== "invitee.created" && message?.event !== "invitee.canceled") return plain(200, "Ignored.");
  const invitee = inviteeOf(message.payload);
  if (!invitee) return plain(400, MESSAGES.badRequest);
  try {
    return message.event === "invitee.created" ? await booked(invitee, deps) : await canceled(invitee, deps);
  } catch (error) {
    log.error("calendly webhook failed", errorFields(error));
    return plain(503, MESSAGES.unavailable);
  }
}
