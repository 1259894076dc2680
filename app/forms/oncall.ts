import { z } from "zod";
import { normalizePhone } from "./phone";
import { ONCALL_MESSAGES as m, ONCALL_NAME_MAX } from "./admin-messages";

/**
 * The forms of the on-call page, read by the action and by the browser (conform): save a person (a new one
 * when there is no id) and remove one. Phones are kept in E.164, the format Twilio sends to.
 */
const E164 = /^\+[1-9]\d{6,14}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const phone = z
  .string({ required_error: m.phoneInvalid })
  .transform((value, ctx) => {
    const compact = value.replace(/[\s().-]/g, "");
    const normalized = normalizePhone(value) ?? (E164.test(compact) ? compact : null);
    if (normalized) return normalized;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.phoneInvalid });
    return z.NEVER;
  });

const time = z.string({ required_error: m.timeInvalid }).regex(TIME, m.timeInvalid);

export const savePersonSchema = z.object({
  intent: z.literal("save"),
  id: z.string().uuid().optional(),
  name: z.string({ required_error: m.nameRequired }).trim().min(1, m.nameRequired).max(ONCALL_NAME_MAX, m.nameTooLong),
  phone,
  /** 1-based as the admin sees it. */
  order: z.coerce.number({ invalid_type_error: m.positionInvalid, required_error: m.positionInvalid }).int(m.positionInvalid).min(1, m.positionInvalid).max(99, m.positionInvalid),
  startsAt: time,
  endsAt: time,
  active: z.boolean().default(false),
  userId: z.string().uuid().optional(),
});

const removePersonSchema = z.object({ intent: z.literal("remove"), id: z.string().uuid() });

export const oncallSchema = z.discriminatedUnion("intent", [savePersonSchema, removePersonSchema]);

export type SavePerson = z.infer<typeof savePersonSchema>;

/**
 * What a browser's PushSubscription.toJSON() sends: its push service's URL and its two keys. Which push
 * services are accepted is checked by the server (app/lib/emergencies/push-services.ts), with the configuration's policy.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(2000).url(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/),
  }),
});
