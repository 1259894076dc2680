import { asc, desc, eq, getTableColumns, is, sql, SQL } from "drizzle-orm";
import { preparedQuery, type Db } from "~db/client";
import { leadEvents } from "~db/schema";

/**
 * `lead_events`, a lead's history: its reads, and the insert each change of a lead makes in the same statement
 * (lead-pipeline, lead-notes, lead-acknowledgement, and lead-alerts for an escalation round).
 */

type EventColumn = Exclude<keyof typeof leadEvents.$inferInsert, "id">;

/**
 * The insert of history rows as a step of a larger statement: `select <row> <from>`, one row for each row the
 * `from` part (`from changed`, a join, a `where`) gives. A value is SQL (a column of that source) or a parameter,
 * which is cast to the column's type; the column names and types are the schema's.
 */
export function insertLeadEvents(row: Partial<Record<EventColumn, SQL | string | null>>, from: SQL): SQL {
  const columns = getTableColumns(leadEvents);
  const entries = Object.entries(row) as [EventColumn, SQL | string | null][];
  const names = entries.map(([key]) => sql.identifier(columns[key].name));
  const values = entries.map(([key, value]) => (is(value, SQL) ? value : sql`${value}::${sql.raw(columns[key].getSQLType())}`));
  return sql`insert into ${leadEvents} (${sql.join(names, sql`, `)}) select ${sql.join(values, sql`, `)} ${from}`;
}

type LeadEvent = Pick<typeof leadEvents.$inferSelect, "id" | "actorName" | "field" | "fromValue" | "toValue" | "createdAt">;

/** A lead's history, oldest first. */
export async function listLeadEvents(db: Db, leadId: string): Promise<LeadEvent[]> {
  return eventsOf(db).execute({ leadId });
}

// A lead's page reads them each time: prepared (db/client.ts).
const eventsOf = preparedQuery((db) =>
  db
    .select({
      id: leadEvents.id,
      actorName: leadEvents.actorName,
      field: leadEvents.field,
      fromValue: leadEvents.fromValue,
      toValue: leadEvents.toValue,
      createdAt: leadEvents.createdAt,
    })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, sql.placeholder("leadId")))
    // Rows of one change share their time: the status before its reason.
    .orderBy(asc(leadEvents.createdAt), desc(leadEvents.field), asc(leadEvents.id))
    .prepare("lead_events_of"),
);
