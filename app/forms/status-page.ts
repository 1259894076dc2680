import { z } from "zod";
import type { RequestStatusText } from "~/content/request-status";
import { LIMITS, oncePerMessages } from "./fields";
import { sanitizeText } from "./sanitize";

/** The longest message the status page's box takes: the public forms' message limit. */
export const STATUS_MESSAGE_MAX = LIMITS.message;

/**
 * The forms of a request's status page (docs/requests.md): cancel the request, or write to the office. The message
 * is free text, cleaned like the forms' (sanitizeText), required and limited; anything else is refused.
 */
const build = (m: Pick<RequestStatusText, "messageRequired" | "messageTooLong">) =>
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("cancel") }),
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
