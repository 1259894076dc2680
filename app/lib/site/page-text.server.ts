import { sendWords } from "~/content/catalogue";
import { businessRadius, serviceAreasText } from "~/content/service-areas";
import { contactText } from "~/content/contact";
import { emergencyText } from "~/content/emergency";
import { formCopy, formPages } from "~/content/forms";
import { homeGalleryFilters } from "~/content/gallery";
import { galleryText, type GalleryText } from "~/content/gallery-text";
import { heroImageSrc, homeText, type HomePageText, type HomeSectionWords } from "~/content/home";
import { homeStructuredText } from "~/content/home-structured";
import { footerText, type FooterWords } from "~/content/footer";
import { navigation } from "~/content/navigation";
import { factText, recordText } from "~/content/fact-text";
import { servicesText } from "~/content/services";
import { aboutText } from "~/content/team";
import { privacyText } from "~/content/privacy";
import { reviewText } from "~/content/reviews";
import { customerReviewText } from "~/content/customer-reviews";
import { cityPageText, type CityPageText } from "~/content/city-page-text";
import { servicePageLayout, type ServicePageWords } from "~/content/service-page-layout";
import { beforeAfterText, type BeforeAfterWords } from "~/content/before-after";
import type { Business } from "~/content/business";
import { businessText } from "~/content/business-text";
import { formText } from "~/forms/messages";
import type { NewsletterWords } from "~/forms/newsletter-check";
import { footerServices } from "~/forms/option-labels";
import { type Facts, fillFacts } from "./fact-placeholders.server";
import { frameWords } from "./frame-text.server";
import type { Lang } from "~/content/languages";

/*
 * Pages' words in one language, for their loaders (`words`, read by useWords; decision 0210). A catalogue the browser also loads for another
 * reason (an error page's frame) is read here, in a server module, and not imported by the route itself: the
 * client build links a route to every module it imports, even one only its loader used.
 */

/**
 * The frame's words of a page whose language is its data's, not its URL's (the status page speaks its lead's), and
 * of an error page no loader answered (/words/frame).
 * Read through here: a route importing frame-text.server itself shares its browser stub with the root, which
 * then costs every page a file.
 */
export const ownFrameWords = (lang: Lang) => frameWords(lang);

/**
 * The contact page's title, description and words (the default hours and service area among them, businessHours),
 * with the facts (the arrival promise) in place of their placeholders.
 */
export function contactPageText(lang: Lang, facts: Facts) {
  return fillFacts({ meta: formPages[lang].contact, words: sendWords({ contact: contactText[lang], businessWords: businessText[lang] }) }, facts);
}

/** The Services page's title, description and words (its cards included), with the facts (the prices) in place. */
export function servicesPageText(lang: Lang, facts: Facts) {
  const text = servicesText[lang];
  return fillFacts({ meta: { title: text.index.metaTitle, description: text.index.metaDescription }, words: sendWords({ services: text }) }, facts);
}

/** The home page's title, description, hero picture, and the words of its carousel and gallery. */
export function homePageText(lang: Lang, facts: Facts) {
  const { testimonials, gallery } = homeText[lang];
  // Only the home gallery's own categories: the page's HTML carries these words twice (markup and data).
  const categories = galleryText[lang].categories;
  const galleryCategories = Object.fromEntries(homeGalleryFilters.map((f) => [f.value, categories[f.value]]));
  const text: HomePageText = { home: { testimonials, gallery }, galleryCategories };
  // The testimonials' rating summary names the review facts.
  return { meta: homeText[lang].meta, heroImage: heroImageSrc, words: fillFacts(sendWords(text), facts) };
}

/**
 * The home page's sections' and structured data's words, as /words/home sends them (their code loads on first use),
 * with the facts (the cards' prices, the FAQs', the arrival promise) in place.
 */
export function homeSectionWords(lang: Lang, facts: Facts): unknown {
  const { meta: _meta, testimonials: _testimonials, gallery: _gallery, ...homeSections } = homeText[lang];
  const { homeServiceCards, serviceOffers, learnMore, learnMoreAbout } = servicesText[lang];
  const words: HomeSectionWords = { homeSections, homeServices: { homeServiceCards, serviceOffers, learnMore, learnMoreAbout }, homeStructured: homeStructuredText[lang] };
  return fillFacts(sendWords(words), facts);
}

/** The newsletter form's messages in a language, for the words of the footer and of the /newsletter page. */
function newsletterMessages(lang: Lang): NewsletterWords["newsletterMessages"] {
  const { newsletterEmailRequired, newsletterInvalidEmail } = formText[lang].messages;
  return { newsletterEmailRequired, newsletterInvalidEmail };
}

/** The footer's words, as /words/footer sends them (the footer's code loads on first use, decision 0085). */
export function footerWords(lang: Lang): unknown {
  const { years, projects, customers } = recordText[lang];
  const { hours, holidays } = businessText[lang];
  const words: FooterWords & NewsletterWords = {
    siteFooter: {
      ...footerText[lang],
      links: navigation[lang].footerQuickLinks,
      newsletterOffer: factText[lang].newsletterOffer,
      hours: { hours, holidays },
      record: { years, projects, customers },
      serviceLinks: footerServices(lang),
    },
    newsletterMessages: newsletterMessages(lang),
  };
  return sendWords(words);
}

/** The emergency page's title, description and words, the facts in place. */
export function emergencyPageText(lang: Lang, business: Business, facts: Facts) {
  const text = { meta: emergencyText[lang].meta, words: sendWords({ emergency: emergencyText[lang] }) };
  return { ...fillFacts(text, facts), serviceRadius: businessRadius(business, lang) };
}

/** The About page's title, description and words. */
export function aboutPageText(lang: Lang, business: Business) {
  // The team's words come from the office's block (team-words.server.ts).
  const { meta, founder, team: _team, ...text } = aboutText[lang];
  const about = { ...text, meta, founder: { ...founder, bio: founder.bio(business.years, business.projects) } };
  return { meta: { title: meta.title, description: meta.description(business.name, business.projects) }, words: sendWords({ about }) };
}

/** The Gallery page's title, description and words. */
export function galleryPageText(lang: Lang) {
  const gallery: GalleryText = galleryText[lang];
  const words: { gallery: GalleryText } & BeforeAfterWords = { gallery, beforeAfter: beforeAfterText[lang] };
  return { meta: { title: gallery.page.metaTitle, description: gallery.page.metaDescription }, words: sendWords(words) };
}

/**
 * The privacy policy's title, description and words; the office's phone is put into its last sentence here
 * (a text that reads a field of its argument has no template to send).
 */
export function privacyPageText(lang: Lang, business: Business) {
  const { meta, choices, ...text } = privacyText[lang];
  const privacy = { ...text, choices: { ...choices, after: choices.after(business) } };
  return { meta: { title: meta.title, description: meta.description(business.name) }, words: sendWords({ privacy }) };
}

/** The Service areas page's title, description and words. */
export function serviceAreasPageText(lang: Lang, business: Business) {
  const serviceAreas = { ...serviceAreasText[lang], serviceRadius: businessRadius(business, lang) };
  return { meta: { title: serviceAreas.metaTitle, description: serviceAreas.metaDescription }, words: sendWords({ serviceAreas }) };
}

/** The Reviews page's title, description and words, those around the customers' own reviews included. */
export function reviewsPageText(lang: Lang, facts: Facts) {
  const reviews = reviewText[lang];
  return fillFacts({ meta: reviews.meta, words: sendWords({ reviews, customerReviews: customerReviewText[lang] }) }, facts);
}

/** A form page's heading and opening line, as its route reads them (the form itself loads its words with its code). */
export interface FormPageWords {
  formPage: { heading: string; intro: string };
}

/** The booking, estimate and newsletter pages' titles, descriptions, headings and opening lines. */
export function formPageText(lang: Lang, page: "book" | "estimate" | "newsletter") {
  const pages = formPages[lang];
  const { title, intro } = formCopy[lang].estimate;
  const [meta, formPage] =
    page === "book"
      ? [{ title: pages.book.title, description: pages.book.description }, { heading: pages.book.heading, intro: pages.book.intro }]
      : page === "estimate"
        ? [pages.estimate, { heading: title, intro }]
        : [{ title: pages.newsletter.title, description: "" }, { heading: pages.newsletter.heading, intro: pages.newsletter.intro }];
  const words: FormPageWords & Partial<NewsletterWords> = { formPage, ...(page === "newsletter" ? { newsletterMessages: newsletterMessages(lang) } : {}) };
  return { meta, words: sendWords(words) };
}

/** A city page's shared headings and calls to action (each city's own text is its loader's data). */
export function cityPageWords(lang: Lang) {
  const words: { cityPage: CityPageText } = { cityPage: cityPageText[lang] };
  return sendWords(words);
}

/**
 * A service page's layout words, with the before-and-after labels of its gallery. Its headings name the service
 * here: the English writes the name in lower case, which a template sent to the browser cannot.
 */
export function servicePageWords(lang: Lang, serviceName: string) {
  const { benefitsTitle, faqTitle, ...layout } = servicePageLayout[lang];
  const headings = { benefitsTitle: benefitsTitle(serviceName), faqTitle: faqTitle(serviceName) };
  const words: ServicePageWords & BeforeAfterWords = { servicePage: { ...layout, ...headings }, beforeAfter: beforeAfterText[lang] };
  return sendWords(words);
}
