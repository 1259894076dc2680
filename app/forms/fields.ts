import { z } from "zod";
import { HONEYPOT_FIELD } from "./honeypot";
import type { FieldMessages } from "./messages";
import { normalizePhone } from "./phone";
import { sanitizeText } from "./sanitize";

/**
 * Field rules shared by every form (docs/product.md §5 and §9). conform's parseWithZod turns empty inputs into
 * undefined, so "required" is the missing-value message.
 */
export const LIMITS = { name: 100, email: 255, service: 100, message: 1000, address: 500, description: 1000, preferredTime: 100 };

const NAME = /^[\p{L}\p{M}' \-’]+$/u;

export const nameField = (m: FieldMessages, required: string = m.nameRequired) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(LIMITS.name, m.nameTooLong)
    .regex(NAME, m.nameCharacters);

export const emailField = (m: FieldMessages, required: string = m.emailRequired, invalid: string = m.emailInvalid) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(LIMITS.email, m.emailTooLong)
    .email(invalid)
    .transform((v) => v.toLowerCase());

export const phoneField = (m: FieldMessages, required: string = m.phoneRequired) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const normalized = normalizePhone(value);
      if (!normalized) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.phoneInvalid });
        return z.NEVER;
      }
      return normalized;
    });

/** Free text: sanitised, then limited. Optional unless a required message is given. */
const textField = (max: number, tooLong: string) =>
  z
    .string()
    .transform((v) => sanitizeText(v).trim())
    .pipe(z.string().max(max, tooLong));

export const optionalText = (max: number, tooLong: string) =>
  textField(max, tooLong)
    .optional()
    .transform((v) => v || undefined);

export const selectField = <T extends [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { errorMap: () => ({ message }) });

/** The honeypot travels with the form; the schema ignores it (isSpam reads it first). */
export const honeypot = { [HONEYPOT_FIELD]: z.string().optional() };

/**
 * A form's schema made once per messages object (a language's catalogue half on the server, the words a page got
 * in the browser): the schema is the key conform's coercion is kept under (app/forms/parse.ts).
 */
export function oncePerMessages<M extends object, S>(make: (messages: M) => S): (messages: M) => S {
  const made = new WeakMap<M, S>();
  return (messages) => {
    let schema = made.get(messages);
    if (!schema) made.set(messages, (schema = make(messages)));
    return schema;
  };
}
