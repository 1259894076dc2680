import { asc, eq, sql } from "drizzle-orm";
import { preparedQuery, type Db } from "~db/client";
import { leadNotes, users } from "~db/schema";
import { insertLeadEvents } from "./lead-events.server";
import { changeOutcome } from "./lead-pipeline.server";
import { actorName, userLabel } from "./users.server";
import { CLEAR_ATTENTION } from "./lead-attention.server";

/** Every query of `lead_notes`: the office's notes on a lead. */

interface LeadNote {
  id: string;
  body: string;
  author: string | null;
  createdAt: Date;
}

/**
 * Adds a note, its history row, the lead's first response (if this is the first office action) and the customer's
 * ask seen to (lead-attention) in ONE
 * statement (decision 0031: no transactions). Null when there is no such lead.
 */
export async function addLeadNote(db: Db, leadId: string, body: string, authorId: string) {
  const result = await db.execute(sql`
    with lead as (
      update leads set updated_at = now(), first_response_at = coalesce(first_response_at, now()), ${CLEAR_ATTENTION}
      where id = ${leadId}::uuid returning id
    ),
    note as (insert into lead_notes (lead_id, author_id, body) select id, ${authorId}::uuid, ${body}::text from lead returning lead_id),
    events as (${insertLeadEvents(
      { leadId: sql`lead_id`, actorId: authorId, actorName: actorName(authorId), field: "note", toValue: body },
      sql`from note`,
    )})
    select (select count(*) from lead)::int as found, (select count(*) from lead)::int as changed`);
  return changeOutcome(result);
}

/** A lead's notes, oldest first, with their author's name. */
export async function listLeadNotes(db: Db, leadId: string): Promise<LeadNote[]> {
  return notesOf(db).execute({ leadId });
}

// A lead's page reads them each time: prepared (db/client.ts).
const notesOf = preparedQuery((db) =>
  db
    .select({ id: leadNotes.id, body: leadNotes.body, author: userLabel, createdAt: leadNotes.createdAt })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.authorId))
    .where(eq(leadNotes.leadId, sql.placeholder("leadId")))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id))
    .prepare("lead_notes_of"),
);
