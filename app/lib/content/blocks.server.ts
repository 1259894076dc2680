import type { ZodType, ZodTypeDef } from "zod";
import { servicePagesText, servicePath, type ServicePage } from "~/content/service-pages";
import { cityPath, places } from "~/content/cities";
import { cityText } from "~/content/city-text";
import { emergencyText } from "~/content/emergency";
import { homeText } from "~/content/home";
import { businessText, defaultBusiness, dialable } from "~/content/business";
import { serviceAreasText } from "~/content/service-areas";
import { type BusinessBlock, businessBlockSchema, businessFormSchema } from "~/forms/business-facts";
import { getConfig } from "../platform/config.server";
import { cityBlockSchema, cityFormSchema, type CityBlock, emergencyBlockSchema, emergencyFormSchema, type EmergencyBlock, homeBlockSchema, homeFormSchema, type HomeBlock, offersBlockSchema, offersFormSchema, type OffersBlock, serviceBlockSchema, serviceFormSchema, type ServiceBlock, type SUGGEST_SPANISH, type Words } from "~/forms/site-content";

/**
 * The blocks of words the office edits (docs/content.md): each has a key, the admin's name for it, its schema
 * (app/forms/site-content.ts), its default words — today's words in app/content, shown while it has no published
 * version — and the public page an admin previews it on.
 */
export interface ContentBlock<T = unknown> {
  key: string;
  /** Which form edits it (app/routes/_admin.admin.content.$.tsx). */
  kind: "service" | "offers" | "home" | "emergency" | "city" | "business";
  label: string;
  schema: ZodType<T, ZodTypeDef, unknown>;
  /** The form's schema: the block's fields, the version it was loaded at and the intent (save or publish). */
  form: ZodType<T & { intent: "save" | "publish" | typeof SUGGEST_SPANISH; expectedVersion: number }, ZodTypeDef, unknown>;
  defaults(): T;
  /** The English path of the page that shows it. */
  path: string;
}

const words = (en: string, es: string): Words => ({ en, es });

/** A starting price as the pages wrote it before it was a number: "From $3,000". */
const STARTING_AT = /^From \$(\d{1,3}(?:,\d{3})*)$/;

/** A service page's words as app/content/service-pages.ts has them, English and Spanish side by side. */
function serviceDefaults(en: ServicePage, es: ServicePage): ServiceBlock {
  const price = STARTING_AT.exec(en.priceText);
  return {
    name: words(en.serviceName, es.serviceName),
    title: words(en.heroTitle, es.heroTitle),
    summary: words(en.introText, es.introText),
    ...(price ? { startingAt: Number(price[1]!.replace(/,/g, "")) } : {}),
    priceNote: price ? words("", "") : words(en.priceText, es.priceText),
    searchTitle: words(en.metaTitle, es.metaTitle),
    searchDescription: words(en.metaDescription, es.metaDescription),
    included: en.benefits.map((benefit, i) => ({
      id: `i${i + 1}`,
      icon: benefit.icon,
      title: words(benefit.title, es.benefits[i]?.title ?? ""),
      description: words(benefit.description, es.benefits[i]?.description ?? ""),
    })),
    faqs: en.faqs.map((faq, i) => ({ id: `f${i + 1}`, question: words(faq.question, es.faqs[i]?.question ?? ""), answer: words(faq.answer, es.faqs[i]?.answer ?? "") })),
  };
}

export const serviceBlockKey = (slug: string) => `service/${slug}`;

const serviceBlocks: ContentBlock<ServiceBlock>[] = servicePagesText.en.map((page, i) => ({
  key: serviceBlockKey(page.slug),
  kind: "service",
  label: `Service: ${page.serviceName}`,
  schema: serviceBlockSchema,
  form: serviceFormSchema,
  defaults: () => serviceDefaults(page, servicePagesText.es[i]!),
  path: servicePath(page.slug),
}));

export const OFFERS_BLOCK = "offers";

/** The home page's offers: none until the office adds one. */
const offersBlock: ContentBlock<OffersBlock> = {
  key: OFFERS_BLOCK,
  kind: "offers",
  label: "Offers",
  schema: offersBlockSchema,
  form: offersFormSchema,
  defaults: () => ({ offers: [] }),
  path: "/",
};

export const HOME_BLOCK = "home";

/** The home page's headline and subline, today's words by default. */
const homeBlock: ContentBlock<HomeBlock> = {
  key: HOME_BLOCK,
  kind: "home",
  label: "Home page: headline",
  schema: homeBlockSchema,
  form: homeFormSchema,
  defaults: () => ({
    headline: words(homeText.en.hero.headline, homeText.es.hero.headline),
    subline: words(homeText.en.hero.subheadline, homeText.es.hero.subheadline),
  }),
  path: "/",
};

export const EMERGENCY_BLOCK = "emergency";

/** The emergency page's promise (its hero's line and the bold promise after it), today's words by default. */
const emergencyBlock: ContentBlock<EmergencyBlock> = {
  key: EMERGENCY_BLOCK,
  kind: "emergency",
  label: "Emergency page: promise",
  schema: emergencyBlockSchema,
  form: emergencyFormSchema,
  defaults: () => ({
    intro: words(emergencyText.en.intro, emergencyText.es.intro),
    promise: words(emergencyText.en.responsePromise, emergencyText.es.responsePromise),
  }),
  path: "/emergency",
};

export const cityBlockKey = (slug: string) => `city/${slug}`;

/** Paragraphs as the office writes them: apart by an empty line. */
const paragraphs = (list: readonly string[]) => list.join("\n\n");

/** Each city page's introduction, one block per city: its own history, preview and needs-update marks (docs/content.md). */
const cityBlocks: ContentBlock<CityBlock>[] = places.map((place) => ({
  key: cityBlockKey(place.slug),
  kind: "city",
  label: `City: ${place.cityName}`,
  schema: cityBlockSchema,
  form: cityFormSchema,
  defaults: () => ({ intro: words(paragraphs(cityText.en[place.slug]!.localIntro), paragraphs(cityText.es[place.slug]!.localIntro)) }),
  path: cityPath(place.slug),
}));

export const BUSINESS_BLOCK = "business";

/**
 * The business facts. Their defaults are the deployment's (BUSINESS_* variables) over today's: the form opens on
 * them and putting version 1 back returns to them; a published edit wins over both (docs/content.md).
 */
const businessBlock: ContentBlock<BusinessBlock> = {
  key: BUSINESS_BLOCK,
  kind: "business",
  label: "Business facts",
  schema: businessBlockSchema,
  form: businessFormSchema,
  defaults: () => {
    const c = getConfig();
    const { en, es } = businessText;
    return {
      phone: dialable(c.BUSINESS_PHONE ?? defaultBusiness.phone),
      textPhone: dialable(c.BUSINESS_TEXT_PHONE ?? defaultBusiness.textPhone),
      email: c.BUSINESS_EMAIL ?? defaultBusiness.email,
      licence: c.BUSINESS_LICENCE ?? defaultBusiness.licence,
      hours: words(en.hours, es.hours),
      holidays: words(en.holidays, es.holidays),
      serviceArea: words(en.serviceArea, es.serviceArea),
      radius: words(serviceAreasText.en.serviceRadius, serviceAreasText.es.serviceRadius),
      years: defaultBusiness.years,
      projects: defaultBusiness.projects,
      customers: defaultBusiness.customers,
    };
  },
  path: "/",
};

export const contentBlocks: readonly ContentBlock[] = [homeBlock, offersBlock, emergencyBlock, businessBlock, ...serviceBlocks, ...cityBlocks];

export const findContentBlock = (key: string): ContentBlock | undefined => contentBlocks.find((block) => block.key === key);
