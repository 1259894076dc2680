import { randomBytes } from "node:crypto";
import { officeDayText } from "~/content/office-day";
import { visitText } from "~/content/visit";
import { calendarFeedSchema } from "~/forms/calendar-feed";
import { parseForm } from "~/forms/parse";
import { activeCalendarFeeds, calendarFeedElectrician, insertCalendarFeed, revokeCalendarFeed } from "~/models/calendar-feeds.server";
import { scheduledVisits } from "~/models/visits.server";
import { STATUS_TOKEN_BYTES, STATUS_TOKEN_PATTERN } from "../emergencies/emergency-status";
import { log } from "../platform/log.server";
import { failureReason } from "../platform/service-failure.server";
import { hashToken } from "../platform/token-hash.server";
import { calendarFile, windowOf } from "./visit-calendar.server";
import { electricians } from "./visit-booking.server";
import { visitDeps, type VisitDeps } from "./visit-settings.server";

/**
 * An electrician's calendar feed (docs/visits.md, "Calendar feeds"): a private link a calendar app subscribes to,
 * `/calendar/<token>/visits.ics` (a token section: never stored, never indexed, the token masked in the log), with
 * their visits not cancelled from 30 days back to a year ahead. Only the token's SHA-256 is stored, so the link is
 * shown once, when it is made; revoked, it answers 404 like a token no one made.
 */

const DAY_MS = 86_400_000;
const FEED_PAST_MS = 30 * DAY_MS;
const FEED_AHEAD_MS = 365 * DAY_MS;

/** The feed's path for a token (the token has the status links' shape: 24 random bytes in base64url). */
const feedPath = (token: string) => `/calendar/${token}/visits.ics`;

type FeedDeps = Pick<VisitDeps, "db" | "timeZone" | "business" | "now">;

/** Each person the office may send, with their feed links in use (id and when made). */
export async function feedChoices(deps: Pick<VisitDeps, "db"> = visitDeps()) {
  const [people, feeds] = await Promise.all([electricians(deps), activeCalendarFeeds(deps.db)]);
  return people.map((person) => ({ ...person, feeds: feeds.filter((feed) => feed.electrician === person.value).map((feed) => ({ id: feed.id, createdAt: feed.createdAt.toISOString() })) }));
}

type FeedOutcome =
  | { ok: true; message: string; feed?: { who: string; https: string; webcal: string } }
  | { ok: false; status: 400 | 404 | 503; message: string };

/**
 * Makes a feed link for the posted electrician (someone the office may send), or revokes the posted one, for the
 * admin `actorId`; the log keeps who did it. A new link comes back whole, once: only its hash is kept. A form
 * that could not be read (null) or does not parse is a 400; a failure of the database a 503.
 */
export async function changeCalendarFeed(form: FormData | null, actorId: string, deps: FeedDeps = visitDeps()): Promise<FeedOutcome> {
  const words = officeDayText.en;
  const submission = form ? parseForm(form, calendarFeedSchema) : null;
  if (submission?.status !== "success") return { ok: false, status: 400, message: form?.get("intent") === "revoke-feed" ? words.feedGone : words.chooseElectrician };
  const posted = submission.value;
  try {
    if (posted.intent === "revoke-feed") {
      const electrician = await revokeCalendarFeed(deps.db, posted.id);
      if (!electrician) return { ok: false, status: 404, message: words.feedGone };
      log.info("calendar feed revoked", { feed: posted.id, electrician, by: actorId });
      return { ok: true, message: words.feedRevoked };
    }
    const who = (await electricians(deps)).find((person) => person.value === posted.electrician);
    if (!who) return { ok: false, status: 400, message: words.chooseElectrician };
    const token = randomBytes(STATUS_TOKEN_BYTES).toString("base64url");
    const id = await insertCalendarFeed(deps.db, { electrician: who.value, tokenHash: hashToken(token), createdBy: actorId });
    log.info("calendar feed made", { feed: id, electrician: who.value, by: actorId });
    const https = new URL(feedPath(token), (await deps.business("en")).siteUrl).href;
    return { ok: true, message: words.feedCreated, feed: { who: who.label, https, webcal: https.replace(/^https?:/, "webcal:") } };
  } catch (error) {
    failureReason("database", "calendar feed not saved", error);
    return { ok: false, status: 503, message: words.feedFailed };
  }
}

/** The feed of a token, in English (the office's); null for a revoked feed or any other token. */
export async function calendarFeedFile(token: string, deps: FeedDeps = visitDeps()): Promise<string | null> {
  if (!STATUS_TOKEN_PATTERN.test(token)) return null;
  const electrician = await calendarFeedElectrician(deps.db, hashToken(token));
  if (!electrician) return null;
  const now = deps.now();
  const [visits, business, people] = await Promise.all([
    scheduledVisits(deps.db, new Date(now.getTime() - FEED_PAST_MS), new Date(now.getTime() + FEED_AHEAD_MS), electrician),
    deps.business("en"),
    electricians(deps),
  ]);
  const t = visitText.en;
  const who = people.find((person) => person.value === electrician)?.label ?? visits[0]?.electricianName ?? "";
  const events = visits.map((visit) => {
    const job = visit.service || t.feedVisit;
    return {
      id: visit.id,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      summary: t.feedSummary(visit.name || t.feedNoName, job),
      description: t.feedDescription(windowOf(visit.startsAt, visit.endsAt, deps.timeZone, "en"), visit.phone || t.feedNoPhone, [job, visit.asked].filter(Boolean).join(": "), new URL(`/admin/leads/${visit.leadId}`, business.siteUrl).href),
      location: visit.address,
    };
  });
  return calendarFile(events, business, deps.timeZone, now, t.feedName(business.name, who));
}
