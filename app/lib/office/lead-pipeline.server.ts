import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import type { Db } from "~db/client";
import { listLeadEvents } from "~/models/lead-events.server";
import { addLeadNote, listLeadNotes } from "~/models/lead-notes.server";
import { findLead, setLeadOwner, setLeadStatus } from "~/models/lead-pipeline.server";
import { listUsersWithRole } from "~/models/users.server";
import { getDb } from "../platform/db.server";
import { announcePagesChanged } from "../platform/page-changes.server";
import { detailsText, leadTimes } from "./leads-inbox.server";
import { PIPELINE_MESSAGES as M, STATUS_LABELS, type LeadStatus } from "~/forms/admin-messages";
import { isLeadIntent, leadActionSchemas } from "~/forms/lead-pipeline";
import { parseForm } from "~/forms/parse";
import { ADMIN_ROLE } from "../auth/require-admin.server";
import { failureReason } from "../platform/service-failure.server";
import { replyToLead } from "../phone/office-reply.server";
import { listLeadThread } from "~/models/lead-messages.server";
import { leadReview, publishReview } from "~/models/review-requests.server";
import { markJobDone } from "../reviews/review-requests.server";
import { reviewDeps } from "../reviews/review-settings.server";

/** A lead's own page: everything the visitor sent, its pipeline state and history, and the office's actions on it. */

interface PipelineDeps {
  db: Db;
  now: () => Date;
  /** Called once a review is published: /reviews shows it (the page cache forgets its pages). */
  pagesChanged(what: string): Promise<void>;
}

const pipelineDeps = (): PipelineDeps => ({ db: getDb(), now: () => new Date(), pagesChanged: (what) => announcePagesChanged(what) });

/** Lead ids are uuids: anything else is "no such lead", never a database error. */
const isLeadId = (id: unknown): id is string => z.string().uuid().safeParse(id).success;

/** The lead, its notes, history, texts and calls, and the admins it can be given to; null when there is no such lead. */
export async function loadLead(id: string, deps: Pick<PipelineDeps, "db" | "now"> = pipelineDeps()) {
  if (!isLeadId(id)) return null;
  const lead = await findLead(deps.db, id);
  if (!lead) return null;
  const [notes, events, owners, thread, review] = await Promise.all([
    listLeadNotes(deps.db, id),
    listLeadEvents(deps.db, id),
    listUsersWithRole(deps.db, ADMIN_ROLE),
    listLeadThread(deps.db, id),
    leadReview(deps.db, id),
  ]);
  return { lead: { ...lead, details: detailsText(lead.fields ?? {}), times: leadTimes(lead, deps.now()) }, notes, events, owners, thread, review };
}

/**
 * The lead page's one save: the status, then the owner, then the note, each its own statement with its own
 * history rows (decision 0031: no transactions), as the separate forms saved them. The note goes last, so a
 * save that failed part-way and is sent again adds it once; a status or owner already set records nothing.
 */
async function saveLead(
  id: string,
  posted: { status: LeadStatus; lostReason: string | null; ownerId: string; body: string | null },
  ownerName: string | null,
  actorId: string,
  db: Db,
): Promise<LeadActionOutcome> {
  const status = await setLeadStatus(db, id, posted, actorId);
  if (!status) return { ok: false, status: 404, message: M.notFound };
  const owner = await setLeadOwner(db, id, posted.ownerId || null, actorId);
  if (!owner) return { ok: false, status: 404, message: M.notFound };
  const note = posted.body ? await addLeadNote(db, id, posted.body, actorId) : null;
  const changes = [
    status.changed ? M.statusChanged(STATUS_LABELS[posted.status]) : null,
    owner.changed ? M.ownerChanged(ownerName) : null,
    note ? M.noteAdded : null,
  ];
  return { ok: true, message: M.saved(changes.filter((change) => change !== null)) };
}

type LeadActionOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 404 | 409 | 503; message: string; reply?: SubmissionResult<string[]> };

/**
 * One of the office's actions on a lead (a form with `intent`: update — status, owner and note in one save —, status, owner,
 * note, reply), by the signed-in admin.
 * Each change is saved with its history row; an invalid form comes back with its messages and what was typed.
 */
export async function actOnLead(id: string, form: FormData, actorId: string, deps = pipelineDeps()): Promise<LeadActionOutcome> {
  if (!isLeadId(id)) return { ok: false, status: 404, message: M.notFound };
  const intent = form.get("intent");
  if (!isLeadIntent(intent)) return { ok: false, status: 400, message: M.unknownAction };
  const submission = parseForm(form, leadActionSchemas[intent]);
  if (submission.status !== "success") return { ok: false, status: 400, message: "", reply: submission.reply() };
  const posted = submission.value;
  try {
    if (posted.intent === "status") {
      const done = await setLeadStatus(deps.db, id, posted, actorId);
      if (!done) return { ok: false, status: 404, message: M.notFound };
      return { ok: true, message: done.changed ? M.statusChanged(STATUS_LABELS[posted.status]) : M.unchanged };
    }
    if (posted.intent === "owner" || posted.intent === "update") {
      const ownerId = posted.ownerId || null;
      const owner = ownerId ? (await listUsersWithRole(deps.db, ADMIN_ROLE)).find((admin) => admin.id === ownerId) : null;
      if (ownerId && !owner) {
        return { ok: false, status: 400, message: "", reply: submission.reply({ fieldErrors: { ownerId: [M.unknownOwner] } }) };
      }
      if (posted.intent === "update") return await saveLead(id, posted, owner?.name ?? null, actorId, deps.db);
      const done = await setLeadOwner(deps.db, id, ownerId, actorId);
      if (!done) return { ok: false, status: 404, message: M.notFound };
      return { ok: true, message: done.changed ? M.ownerChanged(owner?.name ?? null) : M.unchanged };
    }
    if (posted.intent === "job-done") {
      const done = await markJobDone(id, actorId, { ...reviewDeps(), db: deps.db, now: deps.now });
      if (!done) return { ok: false, status: 404, message: M.notFound };
      if (!done.won) return { ok: false, status: 409, message: M.jobDoneNotWon };
      return { ok: true, message: done.created ? M.jobDone : M.jobDoneAgain };
    }
    if (posted.intent === "publish-review") {
      const lead = await findLead(deps.db, id);
      if (!lead) return { ok: false, status: 404, message: M.notFound };
      const firstName = lead.name?.trim().split(/\s+/)[0] ?? "";
      const published = firstName ? await publishReview(deps.db, id, { firstName, town: posted.town, actorId }) : false;
      if (!published) return { ok: false, status: 409, message: M.nothingToPublish };
      await deps.pagesChanged("reviews");
      return { ok: true, message: M.reviewPublished };
    }
    if (posted.intent === "reply") {
      const sent = await replyToLead(id, posted.body, actorId);
      return sent.ok ? sent : { ...sent, reply: submission.reply() };
    }
    const done = await addLeadNote(deps.db, id, posted.body, actorId);
    if (!done) return { ok: false, status: 404, message: M.notFound };
    return { ok: true, message: M.noteAdded };
  } catch (error) {
    return { ok: false, status: 503, message: M.saveFailed(failureReason("database", "lead change failed", error)), reply: submission.reply() };
  }
}
