import { z } from "zod";
import { ON_MY_WAY_MESSAGES as M } from "./admin-messages";

/** The arrival estimates the electrician may pick, in minutes. */
export const ON_MY_WAY_MINUTES = ["15", "30", "45", "60"] as const;

/**
 * The lead page's "On my way" form (docs/visits.md): one button per estimate, a plain post without JavaScript. The
 * workflow checks that the lead has a visit today on the office's clock.
 */
export const onMyWaySchema = z.object({
  intent: z.literal("on-my-way"),
  minutes: z.enum(ON_MY_WAY_MINUTES, { errorMap: () => ({ message: M.minutesRequired }) }),
});
