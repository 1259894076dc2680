import { dueEscalations, queueEscalation } from "~/models/lead-alerts.server";
import { roundTargets, type ScheduleDeps } from "./alert-schedule.server";
import { log } from "../platform/log.server";

/**
 * Escalation of emergencies nobody acknowledged: every `escalateAfterMs` the next round is queued, round 1 the
 * next person on call, round 2 the whole list.
 */

const LAST_ROUND = 2;

export interface EscalationDeps extends ScheduleDeps {
  escalateAfterMs: number;
  now(): Date;
}

/** Queues every escalation round that is due (a test passes its own clock in deps.now). */
export async function escalate(deps: EscalationDeps): Promise<number> {
  const now = deps.now();
  let queued = 0;
  for (const lead of await dueEscalations(deps.db, { now, intervalMs: deps.escalateAfterMs, lastRound: LAST_ROUND })) {
    for (let round = lead.last + 1; round <= lead.due; round++) {
      const added = await queueEscalation(deps.db, lead.id, round, await roundTargets(deps, round, now), now);
      if (added > 0) log.warn("emergency not acknowledged: escalated", { leadId: lead.id, round, alerts: added });
      queued += added;
    }
  }
  return queued;
}
