import { z } from "zod";
import { LEAD_STATUSES, LOST_REASON_MAX, NOTE_MAX, PIPELINE_MESSAGES as M, REPLY_MAX, TOWN_MAX } from "./admin-messages";

/**
 * The forms of a lead's page (status, owner and note in one save or each alone, a text to the customer), told apart by `intent`; read by the action and by
 * the browser (conform). "Lost" needs a reason; any other status clears it.
 */
const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

const statusSchema = z
  .object({
    intent: z.literal("status"),
    status: z.enum(LEAD_STATUSES, { errorMap: () => ({ message: M.unknownStatus }) }),
    lostReason: trimmed(LOST_REASON_MAX, M.lostReasonTooLong).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === "lost" && !value.lostReason) ctx.addIssue({ code: "custom", path: ["lostReason"], message: M.lostReasonRequired });
  })
  .transform((value) => ({ ...value, lostReason: value.status === "lost" ? value.lostReason! : null }));

/** An empty owner means "nobody". */
const ownerSchema = z.object({
  intent: z.literal("owner"),
  ownerId: z.union([z.literal(""), z.string().uuid(M.unknownOwner)]).default(""),
});

const noteSchema = z.object({
  intent: z.literal("note"),
  body: z.string({ required_error: M.noteRequired }).trim().min(1, M.noteRequired).max(NOTE_MAX, M.noteTooLong),
});

/**
 * The lead page's one save: status, owner and an optional note together (a phone saves once). Each part is
 * checked as its own form checks it; an empty note adds none.
 */
const updateSchema = z
  .object({
    intent: z.literal("update"),
    status: z.enum(LEAD_STATUSES, { errorMap: () => ({ message: M.unknownStatus }) }),
    lostReason: trimmed(LOST_REASON_MAX, M.lostReasonTooLong).optional(),
    ownerId: z.union([z.literal(""), z.string().uuid(M.unknownOwner)]).default(""),
    body: trimmed(NOTE_MAX, M.noteTooLong).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === "lost" && !value.lostReason) ctx.addIssue({ code: "custom", path: ["lostReason"], message: M.lostReasonRequired });
  })
  .transform((value) => ({ ...value, lostReason: value.status === "lost" ? value.lostReason! : null, body: value.body || null }));

/** The office's text to the customer: what Twilio can send in one message. */
const replySchema = z.object({
  intent: z.literal("reply"),
  body: z.string({ required_error: M.replyRequired }).trim().min(1, M.replyRequired).max(REPLY_MAX, M.replyTooLong),
});

/** "Job done" on a won lead: schedules its one review request (docs/reviews.md). */
const jobDoneSchema = z.object({ intent: z.literal("job-done") });

/** Publishes the customer's consented comment to /reviews, under their first name and the town given here. */
const publishReviewSchema = z.object({
  intent: z.literal("publish-review"),
  town: z.string({ required_error: M.townRequired }).trim().min(1, M.townRequired).max(TOWN_MAX, M.townTooLong),
});

/** The schema of each form, by its `intent`. */
export const leadActionSchemas = {
  status: statusSchema,
  update: updateSchema,
  owner: ownerSchema,
  note: noteSchema,
  reply: replySchema,
  "job-done": jobDoneSchema,
  "publish-review": publishReviewSchema,
} as const;
export type LeadIntent = keyof typeof leadActionSchemas;
export const isLeadIntent = (value: unknown): value is LeadIntent => typeof value === "string" && Object.hasOwn(leadActionSchemas, value);
