import type { Lang } from "~/content/languages";
import { answerableVisit, claimVisitContact, confirmVisitByToken, currentVisitByToken, electricianBusy, isOverlapRefusal, moveVisitByToken } from "~/models/visits.server";
import { addDays, localDay, zonedInstant } from "../platform/office-clock.server";
import { visitConfirmation } from "./visit-confirmation.server";
import { arrivalWindows, dayLabel, OFFICE_LANG, visitDeps, visitHistory, windowLabel, windowOf, type ArrivalWindow, type VisitDeps } from "./visit-settings.server";

/**
 * The customer's answers to their visit from their request page (docs/visits.md, "The customer's answers"): the
 * office's next open windows they may move it to, confirming it, and moving it. The database's overlap rule
 * (migration 0015) decides a window two people take at once.
 */

/** At most this many windows are offered. */
const OFFERED_WINDOWS = 6;
/** How far ahead open windows are looked for (days on the office's clock). */
const LOOK_AHEAD_DAYS = 60;
const DAY_MS = 24 * 60 * 60_000;

type Visit = NonNullable<Awaited<ReturnType<typeof currentVisitByToken>>>;

/** A window offered to the customer: its value in the form (the start instant) and its words in their language. */
interface OfferedWindow {
  value: string;
  day: string;
  window: ArrivalWindow;
  startsAt: Date;
  endsAt: Date;
}

type WindowDeps = Pick<VisitDeps, "db" | "timeZone" | "visitWindows" | "now">;

/**
 * The office's windows (visit-settings) from now on its clock, soonest first, each saying whether it overlaps one
 * of the electrician's visits not cancelled (the customer's own included: it is no other time), up to the
 * OFFERED_WINDOWS-th open one. None for a Calendly booking, which Calendly moves.
 */
async function windowsAhead(visit: Pick<Visit, "electrician">, deps: WindowDeps): Promise<(OfferedWindow & { taken: boolean })[]> {
  if (visit.electrician.startsWith("calendly:")) return [];
  const now = deps.now();
  const [busy, settings] = await Promise.all([electricianBusy(deps.db, visit.electrician, now, new Date(now.getTime() + (LOOK_AHEAD_DAYS + 1) * DAY_MS)), deps.visitWindows()]);
  const windows = arrivalWindows(settings);
  const ahead: (OfferedWindow & { taken: boolean })[] = [];
  let open = 0;
  for (let day = localDay(now, deps.timeZone), i = 0; i < LOOK_AHEAD_DAYS && open < OFFERED_WINDOWS; day = addDays(day, 1), i++) {
    for (const window of windows) {
      const [startsAt, endsAt] = [zonedInstant(day, window.start, deps.timeZone), zonedInstant(day, window.end, deps.timeZone)];
      if (startsAt <= now || open >= OFFERED_WINDOWS) continue;
      const taken = busy.some((b) => b.startsAt < endsAt && startsAt < b.endsAt);
      if (!taken) open++;
      ahead.push({ value: startsAt.toISOString(), day, window, startsAt, endsAt, taken });
    }
  }
  return ahead;
}

/** The office's next open windows for the visit's electrician, soonest first, at most OFFERED_WINDOWS. */
const openWindows = async (visit: Pick<Visit, "electrician">, deps: WindowDeps): Promise<OfferedWindow[]> =>
  (await windowsAhead(visit, deps)).filter((w) => !w.taken).map(({ taken: _taken, ...w }) => w);

/** An offered window as the customer reads it, in their language (the day without its year, as their visit's). */
const offeredLabel = (offered: OfferedWindow, lang: Lang) => ({ value: offered.value, day: dayLabel(offered.day, lang, { year: false }), window: windowLabel(offered.window, lang) });

/** The customer confirms the visit `visitId` (their page's current one); false when it is not theirs to confirm any more. */
async function confirmVisit(token: string, visitId: string, deps: Pick<VisitDeps, "db" | "timeZone" | "now">): Promise<boolean> {
  const now = deps.now();
  const visit = answerableVisit(await currentVisitByToken(deps.db, token), now);
  if (!visit || visit.id !== visitId) return false;
  const { day, window } = windowOf(visit, deps.timeZone);
  return confirmVisitByToken(deps.db, token, visitId, visitHistory(visit.electricianName, day, window, OFFICE_LANG), now);
}

/**
 * What a move did: moved; the window is none the page offers (400); someone took it since the page was shown (the
 * window is now busy, or the database refused it), or the visit changed meanwhile (409).
 */
type MoveOutcome = "moved" | "not-offered" | "taken" | "changed";

/**
 * The customer moves the visit `visitId` to the offered window starting at `chosen`: checked against the windows
 * offered now, then one statement (moveVisitByToken) cancels the old visit and books the new one with the
 * customer's confirmation and reminder, as the office's booking would send them.
 */
async function moveVisit(token: string, leadId: string, visitId: string, chosen: string, deps: VisitDeps): Promise<MoveOutcome> {
  const now = deps.now();
  const visit = answerableVisit(await currentVisitByToken(deps.db, token), now);
  if (!visit || visit.id !== visitId) return "changed";
  const offered = (await windowsAhead(visit, deps)).find((w) => w.value === chosen);
  if (!offered) return "not-offered";
  if (offered.taken) return "taken";
  const contact = await claimVisitContact(deps.db, leadId, token);
  if (!contact) return "changed";
  const { message, textRefused, reminder } = await visitConfirmation(contact, { day: offered.day, window: offered.window, who: visit.electricianName }, deps);
  const old = windowOf(visit, deps.timeZone);
  const history = { from: visitHistory(visit.electricianName, old.day, old.window, OFFICE_LANG), to: visitHistory(visit.electricianName, offered.day, offered.window, OFFICE_LANG) };
  try {
    const moved = await moveVisitByToken(deps.db, { token, visitId, startsAt: offered.startsAt, endsAt: offered.endsAt, history, now }, message, textRefused, reminder);
    if (!moved) return "changed";
  } catch (error) {
    if (!isOverlapRefusal(error)) throw error;
    return "taken";
  }
  if (message) deps.queued();
  return "moved";
}

/**
 * The answers as the request page's workflow takes them (its `VisitAnswers`, app/lib/requests/request-status.server.ts,
 * handed in by the route: requests/ does not use visits/, ARCHITECTURE.md): the windows a visit may move to in the
 * lead's language, confirm, move.
 */
export const visitAnswers = (deps: VisitDeps = visitDeps()) => ({
  windows: async (visit: Pick<Visit, "electrician">, lang: Lang) => (await openWindows(visit, deps)).map((w) => offeredLabel(w, lang)),
  confirm: (token: string, visitId: string) => confirmVisit(token, visitId, deps),
  move: (token: string, leadId: string, visitId: string, window: string) => moveVisit(token, leadId, visitId, window, deps),
});
