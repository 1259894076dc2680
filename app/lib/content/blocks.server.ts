import { z, type ZodType, type ZodTypeDef } from "zod";
import { translationProblem, type TreeBlock, treeFormSchema } from "~/forms/site-content-tree";
import { leavesOf, treeParts } from "./words-tree.server";
import { servicePagesText, servicePath, type ServicePage } from "~/content/service-pages";
import { DEFAULT_VISIT_WINDOWS, pricedPages, startingDollars } from "~/content/facts";
import { homeTestimonials } from "~/content/home-testimonials";
import { type Review, reviewsPageTestimonials, reviewText } from "~/content/reviews";
import { aboutText, team } from "~/content/team";
import { type ReviewsBlock, reviewsBlockSchema, reviewsForSpanish, reviewsFormSchema } from "~/forms/site-content-reviews";
import { type TeamBlock, teamBlockSchema, teamFormSchema } from "~/forms/site-content-team";
import { defaultBusiness, dialable } from "~/content/business";
import { businessText } from "~/content/business-text";
import { serviceAreasText } from "~/content/service-areas";
import { type BusinessBlock, businessBlockSchema, businessFormSchema } from "~/forms/business-facts";
import { getConfig } from "../platform/config.server";
import { offersBlockSchema, offersFormSchema, type OffersBlock, serviceBlockSchema, serviceFormSchema, type ServiceBlock, type SUGGEST_SPANISH, type Words } from "~/forms/site-content";

/**
 * The blocks of words the office edits (docs/content.md): each has a key, the admin's name for it, its schema
 * (app/forms/site-content.ts), its default words — today's words in app/content, shown while it has no published
 * version — and the public page an admin previews it on.
 */
export interface ContentBlock<T = unknown> {
  key: string;
  /** Which form edits it (app/routes/_admin.admin.content.$.tsx). */
  kind: "service" | "offers" | "business" | "team" | "reviews" | "words";
  label: string;
  schema: ZodType<T, ZodTypeDef, unknown>;
  /** The form's schema: the block's fields, the version it was loaded at and the intent (save or publish). */
  form: ZodType<T & { intent: "save" | "publish" | typeof SUGGEST_SPANISH; expectedVersion: number }, ZodTypeDef, unknown>;
  defaults(): T;
  /** The English path of the page that shows it. */
  path: string;
  /** What a version keeps of the form's words (a part of the tree keeps only the keys the office changed). */
  compact?(data: T): unknown;
  /** Why a save of `after` over `before` is refused though each field passes (a translation's placeholders), or null. */
  refuse?(before: T, after: T): string | null;
  /** The words as the Spanish checks read them, when a field's English is another field (a review's original words). */
  forSpanish?(data: T): unknown;
}

/** A block's words as the Spanish checks read them (needs update, Suggest Spanish): most blocks' as they are. */
export const wordsForSpanish = (block: ContentBlock, data: unknown): unknown => (block.forSpanish ? block.forSpanish(data) : data);

const words = (en: string, es: string): Words => ({ en, es });

/**
 * A service page's words as app/content/service-pages.ts has them, English and Spanish side by side; its starting
 * price is the fact of facts.ts (`pricedPages`), which its sentences name as `{price.<name>}`.
 */
function serviceDefaults(en: ServicePage, es: ServicePage): ServiceBlock {
  const price = pricedPages[en.slug];
  return {
    name: words(en.serviceName, es.serviceName),
    title: words(en.heroTitle, es.heroTitle),
    summary: words(en.introText, es.introText),
    ...(price ? { startingAt: startingDollars[price] } : {}),
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
      arrivalMinutes: defaultBusiness.arrivalMinutes,
      reviewRating: defaultBusiness.reviewRating,
      reviewCount: defaultBusiness.reviewCount,
      ...DEFAULT_VISIT_WINDOWS,
    };
  },
  path: "/",
};


export const TEAM_BLOCK = "team";

/** The About page's team, today's members by default (app/content/team.ts): no photo, their videos kept. */
const teamBlock: ContentBlock<TeamBlock> = {
  key: TEAM_BLOCK,
  kind: "team",
  label: "About page: team",
  schema: teamBlockSchema,
  form: teamFormSchema,
  defaults: () => ({
    members: team.map((person, i) => ({
      id: `m${i + 1}`,
      name: person.name,
      role: { en: aboutText.en.team[i]!.role, es: aboutText.es.team[i]!.role },
      bio: { en: aboutText.en.team[i]!.bio, es: aboutText.es.team[i]!.bio },
      video: person.video.key as TeamBlock["members"][number]["video"],
    })),
  }),
  path: "/about",
};

export const REVIEWS_BLOCK = "reviews";

/** Today's fixed reviews as the block holds them: English with their Spanish translation, dated, shown where they are today. */
const copied = (reviews: Review[], shownOn: "reviews" | "home", prefix: string): ReviewsBlock["reviews"] =>
  reviews.map((review, i) => ({
    id: `${prefix}${i + 1}`,
    text: review.text,
    language: "en",
    translation: { en: "", es: review.spanish },
    name: review.author,
    town: review.location,
    rating: review.rating,
    source: review.source,
    date: review.date,
    // The service shows on the Reviews page only: the home's reviews had none shown, and have none to translate.
    service: shownOn === "reviews" ? { en: review.service, es: reviewText.es.services[review.service] ?? "" } : { en: "", es: "" },
    shownOn,
    hidden: false,
  }));

/** The reviews shown on /reviews and in the home page's testimonials (decision 0198), today's by default. */
const reviewsBlock: ContentBlock<ReviewsBlock> = {
  key: REVIEWS_BLOCK,
  kind: "reviews",
  label: "Reviews",
  schema: reviewsBlockSchema,
  form: reviewsFormSchema,
  defaults: () => ({ reviews: [...copied(reviewsPageTestimonials, "reviews", "r"), ...copied(homeTestimonials, "home", "h")], hiddenCustomerReviews: [] }),
  path: "/reviews",
  forSpanish: reviewsForSpanish,
};

export const treeBlockKey = (part: string) => `words/${part}`;

/**
 * A part of the words tree (words-tree.server.ts): every key's English and Spanish. A version keeps the keys the
 * office changed, so a key it never touched follows app/content (a developer's correction reaches the site).
 */
const treeBlocks: ContentBlock<TreeBlock>[] = treeParts.map((tree) => {
  const written = () => Object.fromEntries(leavesOf(tree).map((leaf) => [leaf.key, words(leaf.en, leaf.es)]));
  let form: ContentBlock<TreeBlock>["form"] | undefined;
  return {
    key: treeBlockKey(tree.name),
    kind: "words",
    label: `Words: ${tree.label}`,
    // A stored version over today's keys: a key since removed from the tree is dropped, a new one shows as written.
    schema: z.record(z.string(), z.object({ en: z.string(), es: z.string() })).transform((stored) => ({ ...written(), ...pick(stored, written()) })),
    // Built when the part is first saved: every part's schemas built at start held about 20 MB of the server's heap.
    get form() {
      return (form ??= treeFormSchema(leavesOf(tree)) as unknown as ContentBlock<TreeBlock>["form"]);
    },
    defaults: written,
    path: tree.path,
    refuse: translationProblem,
    compact: (data) => {
      const today = written();
      return Object.fromEntries(Object.entries(data).filter(([key, value]) => today[key] && (today[key].en !== value.en || today[key].es !== value.es)));
    },
  };
});

const pick = (stored: TreeBlock, keys: TreeBlock): TreeBlock => Object.fromEntries(Object.entries(stored).filter(([key]) => Object.hasOwn(keys, key)));

export const contentBlocks: readonly ContentBlock[] = [offersBlock, ...serviceBlocks, businessBlock, teamBlock, reviewsBlock, ...treeBlocks];

/** A stored version's words as the block's form has them (a part of the tree: every key, the unchanged as written). */
export function storedWords(block: ContentBlock, data: unknown): unknown {
  const parsed = block.schema.safeParse(data);
  return parsed.success ? parsed.data : data;
}

export const findContentBlock = (key: string): ContentBlock | undefined => contentBlocks.find((block) => block.key === key);
