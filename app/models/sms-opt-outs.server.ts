import { sql } from "drizzle-orm";
import type { Db } from "~db/client";

/** `sms_opt_outs`: numbers that texted STOP. No text of ours goes to them until they text START. */

export const optOut = (db: Db, phone: string) => db.execute(sql`insert into sms_opt_outs (phone) values (${phone}) on conflict do nothing`);

export const optIn = (db: Db, phone: string) => db.execute(sql`delete from sms_opt_outs where phone = ${phone}`);
