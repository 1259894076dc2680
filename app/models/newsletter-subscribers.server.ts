import { sql } from "drizzle-orm";
import { executePrepared, type Db } from "~db/client";
import { mailRowsSql, type Mail } from "./email-outbox.server";
import { newLeadInsert, type LeadInput } from "./lead-intake.server";

/** Every query of the `newsletter_subscribers` table. */

/**
 * A signup: the request saved as a lead, the email added to the list and the welcome mail queued, in ONE
 * statement (see saveLeadWithMails in models/lead-intake.server.ts for why not a transaction). Once per email: the
 * mails go out only for a new subscriber; a repeat is `subscribed: false` with nothing queued.
 */
export async function subscribeWithMails(
  db: Db,
  input: LeadInput & { kind: "newsletter"; email: string },
  mails: Mail[],
  now = Date.now(),
): Promise<{ created: boolean; subscribed: boolean }> {
  const [row] = await executePrepared<{ created: number; subscribed: number }>(
    db,
    sql`
    with lead as (${newLeadInsert(input, now)}),
    sub as (
      insert into newsletter_subscribers (email, page) select ${input.email}, ${input.page ?? null} from lead
      on conflict (email) do nothing returning id
    ),
    mail as (insert into email_outbox ("to", reply_to, subject, "text") select m."to", m.reply_to, m.subject, m."text" from sub, ${mailRowsSql(mails)})
    select (select count(*) from lead)::int as created, (select count(*) from sub)::int as subscribed`,
  );
  return { created: Number(row?.created) > 0, subscribed: Number(row?.subscribed) > 0 };
}
