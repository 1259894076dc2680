import { randomBytes } from "node:crypto";
import type { Db } from "~db/client";
import { insertAckToken } from "~/models/ack-tokens.server";
import type { ClaimedAlert } from "~/models/lead-alerts.server";
import { hashToken } from "../platform/token-hash.server";

/** What an alert says, and the single-use acknowledgement link it carries. */

/** How long an acknowledgement link in an alert works. */
const ACK_LINK_TTL_MS = 2 * 60 * 60_000;

/** A single-use link that acknowledges the lead; only its hash is stored. */
export async function ackLink(deps: { db: Db; siteUrl: string }, row: Pick<ClaimedAlert, "lead_id" | "recipient_name">, now: Date) {
  const token = randomBytes(24).toString("base64url");
  await insertAckToken(deps.db, { tokenHash: hashToken(token), leadId: row.lead_id, personName: row.recipient_name, expiresAt: new Date(now.getTime() + ACK_LINK_TTL_MS) });
  return `${deps.siteUrl.replace(/\/$/, "")}/ack/${token}`;
}

export const ackTokenHash = hashToken;

/**
 * One line of visitor text: every run of whitespace, line or paragraph separators, control and format
 * characters becomes a space, so a visitor cannot start a line of their own in an alert (docs/security.md).
 */
const oneLine = (text: string, max: number) => text.replace(/[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ").trim().slice(0, max);

/** The headline of each reason an alert is raised for. */
const HEADLINES: Record<ClaimedAlert["reason"], string> = { emergency: "EMERGENCY", "missed-call": "MISSED CALL", "emergency-text": "EMERGENCY TEXT" };

/** A call missed after hours, as its alerts say it: the number to call back first, on the office's clock. */
export function missedCallLine(from: string, at: Date, timeZone: string, source: string) {
  // Intl puts a narrow no-break space before AM/PM: a plain one reads the same on every phone.
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(at).replace(/\s/gu, " ");
  return `Missed call from ${from} at ${time} (${source}) — call back`;
}

/** A text that reads like an emergency, as its alerts say it: the number, then the text's first words. */
export function emergencyTextLine(from: string, body: string) {
  const words = oneLine(body, 1_600).split(" ");
  const first = words.slice(0, 20).join(" ").slice(0, 160);
  return `Text from ${from}: "${first}${first.length < words.join(" ").length ? "…" : ""}" — call back`;
}

/**
 * What the alert says: a headline of ours, then who, their phone, where, what is wrong (all visitor text on one
 * line each). A call's or a text's alert says its own line instead.
 */
export function alertText(row: Pick<ClaimedAlert, "name" | "phone" | "service" | "message" | "fields" | "round" | "reason" | "about">) {
  const fields = row.fields ?? {};
  const name = row.name ? oneLine(row.name, 100) : "";
  const phone = row.phone ? oneLine(row.phone, 30) : "";
  const headline = `${row.round > 0 ? "STILL UNANSWERED: " : ""}${HEADLINES[row.reason] ?? HEADLINES.emergency}`;
  const who = name || phone || "a visitor";
  if (row.about) return { headline, title: `${headline} from ${who}`, from: `From: ${who}`, lines: [oneLine(row.about, 300)] };
  const what = oneLine(row.message || fields.description || fields.message || row.service || "Emergency", 300);
  const address = fields.address ? oneLine(fields.address, 200) : "";
  const title = `${headline} from ${name || "a visitor"}`;
  const lines = [phone ? `Phone: ${phone}` : null, address ? `Address: ${address}` : null, `What: ${what}`].filter(Boolean) as string[];
  return { headline, title, from: `From: ${name || "a visitor"}`, lines };
}
