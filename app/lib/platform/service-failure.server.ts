import { log } from "./log.server";
import { FAILURE_REASONS } from "./service-failure.messages";

export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Logs what failed and returns the words to show instead (FAILURE_REASONS). */
export function failureReason(service: keyof typeof FAILURE_REASONS, what: string, error: unknown): string {
  log.error(what, { error: reasonOf(error) });
  return FAILURE_REASONS[service];
}
