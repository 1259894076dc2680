import { useBusiness } from "~/hooks/use-business";
import { useLang, useWords } from "~/hooks/use-lang";
import { WordsOnFirstUse } from "~/components/ui/words-on-first-use";
import { JsonLd } from "~/components/pages/JsonLd";
import { postalAddressLd } from "~/components/service/structured-data";
import { furtherAreas } from "~/content/areas";
import { priceRange, type Business } from "~/content/business";
import { cities } from "~/content/cities";
import type { HomeSectionWords } from "~/content/home";
import type { ShownOffer } from "~/content/offers";
import { languages, localePath, localeTags, type Lang } from "~/content/languages";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Places served: the city pages, then the further areas. */
export function areaServed() {
  return [...cities.map((c) => c.placeName), ...furtherAreas].map((name) => ({ "@type": "Place", name }));
}

/** The LocalBusiness (Electrician) description of the company; one @id in both languages, its url the page's. */
export function localBusinessLd(business: Business, lang: Lang = "en") {
  const url = new URL("/", business.siteUrl).href;
  return {
    "@context": "https://schema.org",
    "@type": "Electrician",
    "@id": `${url}#business`,
    name: business.name,
    legalName: business.legalName,
    url: new URL(localePath(lang, "/"), business.siteUrl).href,
    knowsLanguage: languages.map((language) => localeTags[language].bcp47),
    image: new URL("/og-image.png", business.siteUrl).href,
    telephone: business.phone,
    email: business.email,
    priceRange,
    address: postalAddressLd(business),
    openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: DAYS, opens: "00:00", closes: "23:59" }],
    areaServed: areaServed(),
    aggregateRating: { "@type": "AggregateRating", ratingValue: business.reviewRating.toFixed(1), reviewCount: business.reviewCount, bestRating: "5" },
  };
}

interface HomeJsonLdProps {
  offers?: readonly ShownOffer[];
}

/**
 * Home page structured data in the page's language: LocalBusiness (Electrician), FAQPage and Service. Its words
 * are the home sections' (/words/home): only a client navigation to the home page renders it in the browser.
 */
export function HomeJsonLd(props: HomeJsonLdProps) {
  return (
    <WordsOnFirstUse part="home">
      <HomeStructuredData {...props} />
    </WordsOnFirstUse>
  );
}

function HomeStructuredData({ offers = [] }: HomeJsonLdProps) {
  const business = useBusiness();
  const lang = useLang();
  const { homeStructured, homeServices } = useWords<HomeSectionWords>();
  const { faqs, serviceLd } = homeStructured;
  const url = new URL("/", business.siteUrl).href;
  const faq = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: new URL(localePath(lang, "/"), business.siteUrl).href,
    inLanguage: localeTags[lang].bcp47,
    mainEntity: faqs.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })),
  };
  const service = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: serviceLd.name,
    serviceType: serviceLd.serviceType,
    description: serviceLd.description,
    provider: { "@id": `${url}#business` },
    areaServed: areaServed(),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: serviceLd.catalogue,
      itemListElement: [
        ...homeServices.serviceOffers.map((offer) => ({
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: offer.title },
          description: offer.price,
        })),
        // The office's current offers, each valid through its last day.
        ...offers.map((offer) => ({ "@type": "Offer", name: offer.title, description: offer.text, ...(offer.endsOn ? { validThrough: offer.endsOn } : {}) })),
      ],
    },
  };
  return <JsonLd data={[localBusinessLd(business, lang), faq, service]} />;
}
