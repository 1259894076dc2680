import { asc, eq } from "drizzle-orm";
import type { Db } from "~db/client";
import { oncallPeople, users } from "~db/schema";

/** Every query of the `oncall_people` table (the on-call list edited in the admin). */

type OncallPerson = typeof oncallPeople.$inferSelect;
type OncallPersonInput = Pick<OncallPerson, "name" | "phone" | "position" | "startsAt" | "endsAt" | "active"> & { userId: string | null };

/** The whole list in alerting order. */
export const listOncallPeople = (db: Db) => db.select().from(oncallPeople).orderBy(asc(oncallPeople.position), asc(oncallPeople.createdAt));

export async function insertOncallPerson(db: Db, person: OncallPersonInput) {
  const [row] = await db.insert(oncallPeople).values(person).returning({ id: oncallPeople.id });
  return row!.id;
}

/** Updates one person; false when there is no such person. */
export async function updateOncallPerson(db: Db, id: string, person: OncallPersonInput): Promise<boolean> {
  const rows = await db.update(oncallPeople).set(person).where(eq(oncallPeople.id, id)).returning({ id: oncallPeople.id });
  return rows.length > 0;
}

export async function deleteOncallPerson(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(oncallPeople).where(eq(oncallPeople.id, id)).returning({ id: oncallPeople.id });
  return rows.length > 0;
}

/** Admin accounts a person on the list can be linked to (their browsers get the push alerts). */
export const listStaffAccounts = (db: Db) =>
  db.select({ id: users.id, email: users.email, name: users.name }).from(users).orderBy(asc(users.email));
