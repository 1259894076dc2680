import { z } from "zod";
import { HONEYPOT_FIELD } from "./honeypot";
import type { Lang } from "~/content/languages";
import { formText } from "./messages";
import { normalizePhone } from "./phone";
import { sanitizeText } from "./sanitize";

/**
 * Field rules shared by every form (docs/product.md §5 and §9). conform's parseWithZod turns empty inputs into
 * undefined, so "required" is the missing-value message.
 */
export const LIMITS = { name: 100, email: 255, service: 100, message: 1000, address: 500, description: 1000, preferredTime: 100 };

const NAME = /^[\p{L}\p{M}' \-’]+$/u;

/** The field messages in a language (a schema is built once per language). */
const fieldText = (lang: Lang) => formText[lang].fields;

export const nameField = (lang: Lang, required: string = fieldText(lang).nameRequired) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(LIMITS.name, fieldText(lang).nameTooLong)
    .regex(NAME, fieldText(lang).nameCharacters);

export const emailField = (lang: Lang, required: string = fieldText(lang).emailRequired, invalid: string = fieldText(lang).emailInvalid) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(LIMITS.email, fieldText(lang).emailTooLong)
    .email(invalid)
    .transform((v) => v.toLowerCase());

export const phoneField = (lang: Lang, required: string = fieldText(lang).phoneRequired) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const normalized = normalizePhone(value);
      if (!normalized) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: fieldText(lang).phoneInvalid });
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
