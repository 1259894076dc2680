import { type Business, defaultBusiness } from "~/content/business";
import { businessText } from "~/content/business-text";
import { withTestLanguages } from "~/content/catalogue";
import type { Lang } from "~/content/languages";
import { serviceAreasText } from "~/content/service-areas";
import { formatPhone } from "~/forms/phone";
import type { BusinessBlock, VisitWindows } from "~/forms/business-facts";
import { getConfig } from "../platform/config.server";
import { getBusiness } from "../site/business.server";
import { BUSINESS_BLOCK, contentBlocks } from "./blocks.server";
import { createHash } from "node:crypto";
import { defaultFacts } from "../site/fact-placeholders.server";
import { publishedWords, siteWords } from "./content-store.server";
import { factsOf } from "./site-facts.server";

/*
 * The business facts as pages, mails and the assistant state them (docs/content.md): the office's block (published,
 * or an admin's preview; its defaults are the BUSINESS_* variables over today's) over the deployment's facts
 * (getBusiness: name, address, site URL, time zone), in one language.
 */

/** The Twilio number shown for calls and texts while TWILIO_NUMBERS is set (calls and texts to it become leads), formatted. */
export function twilioPhone(): string | null {
  const first = getConfig().TWILIO_NUMBERS[0];
  return first ? formatPhone(first.number) : null;
}

/** The block's facts over the deployment's, in `lang`; the phones stay Twilio's while it is set. */
function businessWith(block: BusinessBlock, lang: Lang, deployment: Business = getBusiness()): Business {
  const words = withTestLanguages(block);
  return {
    ...deployment,
    ...(twilioPhone() ? {} : { phone: formatPhone(block.phone), textPhone: formatPhone(block.textPhone) }),
    email: block.email,
    licence: block.licence,
    hours: words.hours[lang],
    holidays: words.holidays[lang],
    serviceArea: words.serviceArea[lang],
    radius: words.radius[lang],
    years: block.years,
    projects: block.projects,
    customers: block.customers,
    arrivalMinutes: block.arrivalMinutes,
    reviewRating: block.reviewRating,
    reviewCount: block.reviewCount,
  };
}

/** The facts for a page's loader: published, or a signed-in admin's preview (siteWords; the page shows its banner). */
export async function siteBusiness(request: Request, lang: Lang): Promise<Business> {
  const { words } = await siteWords(request);
  return businessWith(words.get(BUSINESS_BLOCK) as BusinessBlock, lang);
}

/** The published facts, for what answers without a page (a mail, the assistant). */
export async function currentBusiness(lang: Lang): Promise<Business> {
  return businessWith((await publishedWords()).get(BUSINESS_BLOCK) as BusinessBlock, lang);
}

/** The visits' arrival windows as the office published them (docs/visits.md): a publish reaches every instance within a second. */
export async function publishedVisitWindows(): Promise<VisitWindows> {
  const { visitsFrom, visitsUntil, visitWindowMinutes } = (await publishedWords()).get(BUSINESS_BLOCK) as BusinessBlock;
  return { visitsFrom, visitsUntil, visitWindowMinutes };
}

/** The default facts with their words in `lang`. */
const defaultBusinessIn = (lang: Lang): Business => ({ ...defaultBusiness, ...businessText[lang], radius: serviceAreasText[lang].serviceRadius });

/**
 * The facts a page's data carries (the root loader's `business`): only those that differ from the defaults in the
 * page's language, so an unedited site sends none of them; useBusiness puts them over the defaults.
 */
export function businessChanges(business: Business, lang: Lang): Partial<Business> {
  const defaults = defaultBusinessIn(lang);
  return Object.fromEntries(
    Object.entries(business).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(defaults[key as keyof Business])),
  ) as Partial<Business>;
}

/**
 * A short name for the facts a page names once the office changed one (a price, the arrival minutes…), none before:
 * the address of a part's words carries it (WordsOnFirstUse), so a browser's copy of an earlier publish's words is
 * not used. A name, not the facts: the browser gets them filled in the words.
 */
export async function factsVersion(request: Request): Promise<string | undefined> {
  const { words } = await siteWords(request);
  if (!versions.has(words)) versions.set(words, versionOf(words));
  return versions.get(words);
}

const versions = new WeakMap<object, string | undefined>();

function versionOf(words: Awaited<ReturnType<typeof siteWords>>["words"]): string | undefined {
  const changed: unknown[] = Object.entries(factsOf(words)).filter(([name, value]) => defaultFacts[name] !== value);
  // The office's words in the tree change the parts' words too (the footer's, the forms').
  for (const block of contentBlocks) if (block.compact && words.has(block.key)) {
    const edited = block.compact(words.get(block.key));
    if (Object.keys(edited as object).length) changed.push([block.key, edited]);
  }
  return changed.length ? createHash("sha256").update(JSON.stringify(changed)).digest("hex").slice(0, 12) : undefined;
}
