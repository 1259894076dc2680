import { z } from "zod";
import type { RequestStatusText } from "~/content/request-status";
import { LIMITS, oncePerMessages } from "./fields";
import { sanitizeText } from "./sanitize";

/** The longest message the status page's box takes: the public forms' message limit. */
export const STATUS_MESSAGE_MAX = LIMITS.message;

/**
 * The forms of a request's status page (docs/requests.md, docs/visits.md): cancel the request, write to the office,
 * ask for a call, and answer the visit (confirm it, or move it to an offered window, by the window's start instant).
 * The message is free text, cleaned like the forms' (sanitizeText), required and limited; anything else is refused.
 */
const build = (m: Pick<RequestStatusText, "messageRequired" | "messageTooLong" | "windowRequired">) =>
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("cancel") }),
    z.object({ intent: z.literal("call") }),
    z.object({ intent: z.literal("confirm"), visit: z.string().uuid() }),
    z.object({
      intent: z.literal("window"),
      visit: z.string().uuid(),
      window: z.string({ required_error: m.windowRequired, invalid_type_error: m.windowRequired }).datetime({ message: m.windowRequired }),
    }),
    z.object({
      intent: z.literal("message"),
      body: z
        .string({ required_error: m.messageRequired, invalid_type_error: m.messageRequired })
        .transform((v) => sanitizeText(v).trim())
        .pipe(z.string().min(1, m.messageRequired).max(STATUS_MESSAGE_MAX, m.messageTooLong(STATUS_MESSAGE_MAX))),
    }),
  ]);

/** The status page's schema, made from the words of the lead's language. */
export const statusPageSchema = oncePerMessages(build);
