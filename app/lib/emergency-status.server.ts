import type { Db } from "~db/client";
import { findLeadProgress } from "~/models/lead-acknowledgement.server";
import { getDb } from "./db.server";
import { STATUS_TOKEN_PATTERN } from "./emergency-status";

/** The customer's view of an emergency: its state and times, the customer's first name, nothing else. */
export interface EmergencyProgress {
  firstName: string;
  receivedAt: string;
  acknowledgedAt: string | null;
  /** The first name of the person who took it. */
  acknowledgedBy: string | null;
  onTheWayAt: string | null;
}

export interface StatusDeps {
  db: Db;
}

export const statusDeps = (): StatusDeps => ({ db: getDb() });

const firstWord = (name: string | null) => name?.trim().split(/\s+/)[0] || null;

/** The progress of the emergency behind a status token; null for anything that is not one (a 404). */
export async function emergencyProgress(token: string, deps: StatusDeps = statusDeps()): Promise<EmergencyProgress | null> {
  // A malformed token cannot exist: no query for it.
  if (!STATUS_TOKEN_PATTERN.test(token)) return null;
  const progress = await findLeadProgress(deps.db, token);
  if (!progress) return null;
  return {
    firstName: progress.firstName,
    receivedAt: progress.receivedAt.toISOString(),
    acknowledgedAt: progress.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: firstWord(progress.acknowledgedBy),
    onTheWayAt: progress.onTheWayAt?.toISOString() ?? null,
  };
}
