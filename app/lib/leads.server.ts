import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { leads } from "../../db/schema";
import { getDb } from "./db.server";

export type LeadKind = "contact" | "estimate" | "booking" | "newsletter";

export interface LeadInput {
  kind: LeadKind;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  service?: string | null;
  message?: string | null;
  /** Every field of the request as sent (after validation). */
  fields: Record<string, string | undefined>;
  /** The page the request came from. */
  page?: string | null;
}

export type Lead = typeof leads.$inferSelect;

/** A double submit (same request within this window) finds the first lead instead of adding one. */
export const DEDUPE_WINDOW_MS = 10 * 60_000;

function dedupeKey(input: LeadInput, bucket: number) {
  const fields = Object.entries(input.fields)
    .filter(([, v]) => v !== undefined && v !== "")
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash("sha256").update(JSON.stringify([input.kind, fields, bucket])).digest("hex");
}

/**
 * Saves a request before anything else happens (DESIGN.md decision 2). Returns the lead and whether it is
 * new: a repeat of the same request inside the window (double click, reload of a POST) returns the first.
 */
export async function saveLead(input: LeadInput, db: DbOrTx = getDb(), now = Date.now()): Promise<{ lead: Lead; created: boolean }> {
  const bucket = Math.floor(now / DEDUPE_WINDOW_MS);
  const current = dedupeKey(input, bucket);
  const previous = dedupeKey(input, bucket - 1);
  const [earlier] = await db.select().from(leads).where(inArray(leads.dedupeKey, [current, previous])).limit(1);
  if (earlier) return { lead: earlier, created: false };
  const [inserted] = await db
    .insert(leads)
    .values({
      kind: input.kind,
      name: input.name ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      service: input.service ?? null,
      message: input.message ?? null,
      fields: Object.fromEntries(Object.entries(input.fields).filter(([, v]) => v !== undefined)) as Record<string, string>,
      page: input.page ?? null,
      dedupeKey: current,
    })
    .onConflictDoNothing({ target: leads.dedupeKey })
    .returning();
  if (inserted) return { lead: inserted, created: true };
  // Two submits raced: the other one won.
  const [winner] = await db.select().from(leads).where(eq(leads.dedupeKey, current)).limit(1);
  return { lead: winner!, created: false };
}

/** Only the fields that hold a value, as strings (for the leads.fields column). */
export function fieldsOf(data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === "company_website" || value === undefined || value === null || value === "") continue;
    out[key] = String(value);
  }
  return out;
}
