import { z } from "zod";
import { FACT_PLACEHOLDER, factNames } from "~/content/facts";
import { CONTENT_MESSAGES as m } from "./admin-messages";

/**
 * The site's editable words (docs/content.md): one schema per block, read by the admin's form in the browser
 * (conform) and by the server, which stores only what it accepts. Text is plain: paragraphs are separated by an
 * empty line and a line starting with "- " is a list item; nothing in it is ever read as HTML (React escapes it).
 * Every text field holds each language; prices are whole dollars; every length is bounded and unknown fields are
 * refused.
 */

/** The same field in each language of the site. */
export interface Words {
  en: string;
  es: string;
}

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** A textarea posts CRLF line breaks; the text keeps LF only, without blank space around it. */
const normalize = (text: string) => text.replace(/\r\n?/g, "\n").trim();

/** The first placeholder of a text that names no fact ("{price.panel}"), which would show as typed. */
const unknownFact = (value: string) => [...value.matchAll(FACT_PLACEHOLDER)].find(([, name]) => !factNames.includes(name!))?.[0];

/** A text field; `keep` is what is kept of what was typed (by default, without blank space around it). */
export const text = (max: number, required: string, keep: (text: string) => string = normalize) =>
  z
    .string({ required_error: required })
    .max(max, m.tooLong(max))
    .refine((value) => !CONTROL.test(value), m.controlCharacters)
    .superRefine((value, ctx) => {
      const unknown = unknownFact(value);
      if (unknown) ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.unknownFact(unknown, factNames) });
    })
    .transform(keep);

/** A field that every language must have (the Spanish page never falls back to English). */
export const words = (max: number) => z.object({ en: text(max, m.required), es: text(max, m.requiredSpanish) }).strict();

/** A list item's field: its Spanish may follow later; until then the Spanish page leaves the item out. */
export const itemWords = (max: number) => z.object({ en: text(max, m.required), es: text(max, m.requiredSpanish).default("") }).strict();

/** Words shown only in some cases (the price's wording when there is no starting price). */
export const optionalWords = (max: number) =>
  z.object({ en: text(max, m.required).default(""), es: text(max, m.requiredSpanish).default("") }).strict();

/** Keeps a list item's fields together across edits and reorders (the needs-update marks follow it). */
export const itemId = z.string().regex(/^[a-z0-9]{1,16}$/).optional();

/** The button that asks the language model for the Spanish of the changed English (nothing is saved). */
export const SUGGEST_SPANISH = "suggest-spanish";

/** A block's form: its fields, the version it was loaded at, and whether to publish at once. */
export const blockForm = <T extends z.ZodRawShape>(fields: T) =>
  z.object({ ...fields, intent: z.enum(["save", "publish", SUGGEST_SPANISH]), expectedVersion: z.number().int().min(0) }).strict();

/** The icons a service's "what's included" card can show (app/tailwind.css, "Icons"). */
export const BENEFIT_ICONS = ["bolt", "shield", "clock", "dollar", "home", "check", "plug", "car", "bulb", "wrench", "building", "search"] as const;

const SERVICE_LIMITS = { included: 8, faqs: 12 } as const;

const serviceFields = {
  name: words(80),
  title: words(160),
  summary: words(2000),
  /** Whole dollars, shown "From $3,000"; none: the price's wording is shown instead. */
  startingAt: z.number({ invalid_type_error: m.price }).int(m.price).min(1, m.price).max(1_000_000, m.price).optional(),
  priceNote: optionalWords(120),
  searchTitle: words(120),
  searchDescription: words(320),
  included: z
    .array(z.object({ id: itemId, icon: z.enum(BENEFIT_ICONS), title: itemWords(80), description: itemWords(400) }).strict())
    .max(SERVICE_LIMITS.included, m.tooMany(SERVICE_LIMITS.included, "items"))
    .default([]),
  faqs: z
    .array(z.object({ id: itemId, question: itemWords(200), answer: itemWords(2000) }).strict())
    .max(SERVICE_LIMITS.faqs, m.tooMany(SERVICE_LIMITS.faqs, "questions"))
    .default([]),
};

const priceOrNote = (block: { startingAt?: number; priceNote: Words }, ctx: z.RefinementCtx) => {
  if (block.startingAt !== undefined) return;
  for (const lang of ["en", "es"] as const) {
    if (block.priceNote[lang] === "") ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["priceNote", lang], message: m.priceOrNote });
  }
};

/** A service page's words: what /services/<slug> and /es/services/<slug> show. */
export const serviceBlockSchema = z.object(serviceFields).strict().superRefine(priceOrNote);
export type ServiceBlock = z.output<typeof serviceBlockSchema>;

/** The service form: the block, the version it was loaded at, and whether to publish at once. */
export const serviceFormSchema = blockForm(serviceFields).superRefine(priceOrNote);

const OFFER_LIMIT = 6;

/** A day of the calendar, "2026-12-31", as a date input sends it. */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.date)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), m.date);

const offerFields = {
  offers: z
    .array(
      z
        .object({
          id: itemId,
          title: itemWords(120),
          text: itemWords(1000),
          /** The offer's last day, office time; none: until it is removed. */
          endsOn: calendarDay.optional(),
        })
        .strict(),
    )
    .max(OFFER_LIMIT, m.tooMany(OFFER_LIMIT, "offers"))
    .default([]),
};

/** The offers on the home page (and in its structured data), each until the end of its last day, office time. */
export const offersBlockSchema = z.object(offerFields).strict();
export type OffersBlock = z.output<typeof offersBlockSchema>;
export const offersFormSchema = blockForm(offerFields);

/** The history's and the draft's one-button forms. */
export const versionActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish-draft"), expectedVersion: z.number().int().min(1) }).strict(),
  z.object({ intent: z.literal("restore"), expectedVersion: z.number().int().min(1), version: z.number().int().min(1) }).strict(),
]);

/** Whole dollars as the site writes them: 3000 → "$3,000". */
export const formatDollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;
