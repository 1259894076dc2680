import { sql } from "drizzle-orm";

/**
 * A lead's attention (docs/visits.md, "The customer's answers"): the latest thing its customer asked from their
 * request page that the office has not seen to yet. Set by the customer's statements, cleared by the office's next
 * action on the lead, each in the statement of its history row (decision 0031).
 */

/** The history's name for the customer acting on their status page (they have no account). */
export const CUSTOMER_ACTOR = "Customer (status page)";

/** What the customer asked: a call, another window, a message, to cancel; or what they sent: photos. */
type Attention = "call" | "window" | "message" | "cancel" | "photos";

/** The `set` part that marks a lead as waiting for the office (`at`: the statement's time). */
export const markAttention = (kind: Attention, at: ReturnType<typeof sql>) => sql`attention = ${kind}::text, attention_at = ${at}`;

/** The `set` part of an office action: the customer's ask is seen to. */
export const CLEAR_ATTENTION = sql`attention = null, attention_at = null`;
