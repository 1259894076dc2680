import { z } from "zod";

/**
 * The calendar feeds' forms on /admin/today (docs/visits.md, "Calendar feeds"): make a feed link for an electrician
 * (the key as on a visit), or revoke one. Plain posts, without JavaScript; the workflow checks the electrician is
 * one the office may send and answers with the words of the office's day.
 */
export const calendarFeedSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create-feed"), electrician: z.string().regex(/^(user|team):\S{1,100}$/) }),
  z.object({ intent: z.literal("revoke-feed"), id: z.string().uuid() }),
]);
