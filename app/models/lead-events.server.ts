import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "~db/client";
import { leadEvents } from "~db/schema";

/** Every read of `lead_events`, a lead's history (the rows are written with each change: leads, lead-notes). */

export type LeadEvent = Pick<typeof leadEvents.$inferSelect, "id" | "actorName" | "field" | "fromValue" | "toValue" | "createdAt">;

/** A lead's history, oldest first. */
export async function listLeadEvents(db: Db, leadId: string): Promise<LeadEvent[]> {
  return db
    .select({
      id: leadEvents.id,
      actorName: leadEvents.actorName,
      field: leadEvents.field,
      fromValue: leadEvents.fromValue,
      toValue: leadEvents.toValue,
      createdAt: leadEvents.createdAt,
    })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    // Rows of one change share their time: the status before its reason.
    .orderBy(asc(leadEvents.createdAt), desc(leadEvents.field), asc(leadEvents.id));
}
