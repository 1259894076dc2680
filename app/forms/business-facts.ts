import { z } from "zod";
import { defaultBusiness } from "~/content/business";
import { EMERGENCY_ARRIVAL_MINUTES } from "~/content/facts";
import { CONTENT_MESSAGES } from "./admin-messages";
import { blockForm, text, words } from "./site-content";

/**
 * The business facts' schema, read by the admin's form and by the server (docs/content.md). A module of its own:
 * public pages load site-content.ts (formatDollars), and these words and rules need not travel with them.
 */

const m = {
  phone: "Enter the number in international form: + and the country code, like +17035550142",
  email: "Enter an email address, like office@example.com",
  count: (max: number) => `Enter a whole number from 0 to ${max.toLocaleString("en-US")}`,
  requiredFact: "Enter this fact",
  rating: "Enter the stars from 1 to 5, with at most one decimal, like 4.9",
};

/** A phone number as the business facts keep it: E.164 ("+17035550142"), shown "(703) 555-0142". */
const e164 = z.string({ required_error: m.phone }).trim().regex(/^\+[1-9]\d{7,14}$/, m.phone);

/** A figure of the company's record: a whole number, shown with a plus after it. */
const count = (max: number) =>
  z
    .number({ required_error: m.count(max), invalid_type_error: m.count(max) })
    .int(m.count(max))
    .min(0, m.count(max))
    .max(max, m.count(max));

/** The review sites' stars: 1 to 5 with one decimal at most, shown "4.9". */
const rating = z
  .number({ required_error: m.rating, invalid_type_error: m.rating })
  .min(1, m.rating)
  .max(5, m.rating)
  .refine((stars) => Number.isInteger(Math.round(stars * 1e6) / 1e5), m.rating);

const businessFields = {
  phone: e164,
  textPhone: e164,
  email: z.string({ required_error: m.email }).trim().max(120, CONTENT_MESSAGES.tooLong(120)).email(m.email),
  licence: text(40, m.requiredFact).pipe(z.string().min(1, m.requiredFact)),
  hours: words(80),
  holidays: words(80),
  serviceArea: words(120),
  radius: words(160),
  years: count(200),
  projects: count(10_000_000),
  customers: count(10_000_000),
  /** Versions saved before it was a fact of the block lack it: they promise the default. */
  arrivalMinutes: count(24 * 60).default(EMERGENCY_ARRIVAL_MINUTES),
  /** The review sites' rating and count; versions saved before they were facts state the defaults. */
  reviewRating: rating.default(defaultBusiness.reviewRating),
  reviewCount: count(10_000_000).default(defaultBusiness.reviewCount),
};

/**
 * The business facts (docs/content.md): the numbers and email shown, the licence, the hours and the holidays'
 * line, the service area and radius, the record's figures, the emergency arrival promise's minutes and the review
 * sites' rating and count. Every page, the structured data, the mails and the
 * assistant state them; TWILIO_NUMBERS, while set, keeps the phones shown.
 */
export const businessBlockSchema = z.object(businessFields).strict();
export type BusinessBlock = z.output<typeof businessBlockSchema>;
/** The form asks for every fact, the arrival minutes too. */
export const businessFormSchema = blockForm({ ...businessFields, arrivalMinutes: count(24 * 60), reviewRating: rating, reviewCount: count(10_000_000) });
