import { sql } from "drizzle-orm";
import type { Db } from "~db/client";
import { insertLeadEvents } from "./lead-events.server";
import { rowsOf } from "./sql.server";
import { actorName } from "./users.server";
import { CLEAR_ATTENTION } from "./lead-attention.server";
import type { VisitMessage } from "./visits.server";

/**
 * "On my way" for a visit (docs/visits.md) in ONE statement (decision 0031): the lead's on_the_way_at (the step
 * of the customer's page) set to now, its history row with the estimate in minutes (field `on_my_way`, which the
 * customer's page reads back), the customer's `message` in the text or mail outbox (kept to the sending hours,
 * dropped if the number texted STOP meanwhile), why the phone was not texted, when it was not, and the customer's
 * ask seen to (lead-attention). False when there is no such lead.
 */
export async function markVisitOnMyWay(
  db: Db,
  mark: { leadId: string; actorId: string; minutes: string },
  message: VisitMessage | null,
  textRefused: string | null,
): Promise<boolean> {
  const queue =
    message?.channel === "sms"
      ? sql`insert into lead_messages (lead_id, direction, "from", "to", body, status, sending_hours)
          select id, 'out', ${message.from}, ${message.to}, ${message.body}, 'pending', true from moved
          where not exists (select 1 from sms_opt_outs where phone = ${message.to}) returning id`
      : message?.channel === "email"
        ? sql`insert into email_outbox (lead_id, "to", subject, "text", sending_hours)
            select id, ${message.to}, ${message.subject}, ${message.text}, true from moved returning id`
        : sql`select 1 where false`;
  const result = await db.execute(sql`
    with moved as (
      update leads set on_the_way_at = now(), updated_at = now(), first_response_at = coalesce(first_response_at, now()), ${CLEAR_ATTENTION}
      where id = ${mark.leadId}::uuid returning id
    ),
    event as (${insertLeadEvents(
      { leadId: sql`moved.id`, actorId: mark.actorId, actorName: actorName(mark.actorId), field: "on_my_way", toValue: mark.minutes },
      sql`from moved`,
    )}),
    refused as (${insertLeadEvents({ leadId: sql`moved.id`, field: "auto_text", fromValue: "visit-on-my-way", toValue: textRefused }, sql`from moved where ${textRefused}::text is not null`)}),
    queued as (${queue})
    select id from moved`);
  return rowsOf(result).length > 0;
}
