/**
 * The /book page prefilled from a booking block (the hand-off without JavaScript, and before it loads) is
 * a POST with this intent: name, phone and email never go into a URL (history, logs, Referer).
 */
export const BOOKING_PREFILL_INTENT = "prefill";
