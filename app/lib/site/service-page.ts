import { furtherAreas } from "~/content/areas";
import { cities, cityPath } from "~/content/cities";
import { findServicePage, type ServicePage, servicePagesText, servicePath, startingAtText } from "~/content/service-pages";
import { formatDollars, type ServiceBlock } from "~/forms/site-content";
import type { Lang } from "~/content/languages";

/**
 * A service page in one language with the office's words for it (docs/content.md): a list item whose words are
 * not written in this language yet is left out, so a page never mixes languages. The assistants read it too.
 */
export function withWords(page: ServicePage, words: ServiceBlock, lang: Lang): ServicePage {
  return {
    ...page,
    serviceName: words.name[lang],
    heroTitle: words.title[lang],
    introText: words.summary[lang],
    priceText: words.startingAt === undefined ? words.priceNote[lang] : startingAtText[lang](formatDollars(words.startingAt)),
    metaTitle: words.searchTitle[lang],
    metaDescription: words.searchDescription[lang],
    benefits: words.included
      .filter((item) => item.title[lang] && item.description[lang])
      .map((item) => ({ icon: item.icon, title: item.title[lang], description: item.description[lang] })),
    faqs: words.faqs.filter((faq) => faq.question[lang] && faq.answer[lang]).map((faq) => ({ question: faq.question[lang], answer: faq.answer[lang] })),
  };
}

/**
 * What a service page's loader sends: the page's content with the office's words (`wordsOf` gives a service's
 * by its slug), its canonical path (an alias such as /services/ev-chargers points at
 * /services/ev-charger-installation), and the links around it. Undefined for a slug that is neither a page nor
 * an alias. Paths are English; the page maps them to its language.
 */
export function servicePageData(slug: string, lang: Lang, wordsOf: (slug: string) => ServiceBlock) {
  const found = findServicePage(slug, lang);
  if (!found) return undefined;
  const page = withWords(found, wordsOf(found.slug), lang);
  return {
    page,
    canonicalPath: servicePath(page.slug),
    /** Every place we serve, for the Service structured data. */
    areaServed: [...cities.map((c) => c.cityName), ...furtherAreas],
    cityLinks: cities.map((c) => ({ name: c.cityName, path: cityPath(c.slug) })),
    otherServices: servicePagesText[lang].filter((p) => p.slug !== page.slug).map((p) => ({ name: wordsOf(p.slug).name[lang], path: servicePath(p.slug) })),
  };
}

export type ServicePageData = NonNullable<ReturnType<typeof servicePageData>>;
