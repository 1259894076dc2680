import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "~db/client";
import { ackTokens, leads } from "~db/schema";

/** Every query of the `ack_tokens` table (single-use acknowledgement links; only the token's hash is kept). */

export async function insertAckToken(db: Db, token: { tokenHash: string; leadId: string; personName: string | null; expiresAt: Date }) {
  await db.insert(ackTokens).values(token);
}

/** The lead an unused, unexpired token acknowledges, with who it was sent to; null otherwise. */
export async function findUsableAckToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ leadId: ackTokens.leadId, personName: ackTokens.personName, leadName: leads.name, acknowledgedBy: leads.acknowledgedBy })
    .from(ackTokens)
    .innerJoin(leads, eq(leads.id, ackTokens.leadId))
    .where(and(eq(ackTokens.tokenHash, tokenHash), isNull(ackTokens.usedAt), gt(ackTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
