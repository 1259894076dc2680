import { useBusiness } from "~/components/layout/use-business";
import { JsonLd } from "~/components/pages/JsonLd";
import { postalAddressLd } from "~/components/service/structured-data";
import { furtherAreas } from "~/content/areas";
import type { Business } from "~/content/business";
import { cities } from "~/content/cities";
import { homeFaqs, priceRange } from "~/content/home";
import { aggregateRating } from "~/content/reviews";
import { serviceOffers } from "~/content/services";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Places served: the city pages, then the further areas. */
export function areaServed() {
  return [...cities.map((c) => c.placeName), ...furtherAreas].map((name) => ({ "@type": "Place", name }));
}

/** The LocalBusiness (Electrician) description of the company. */
export function localBusinessLd(business: Business) {
  const url = new URL("/", business.siteUrl).href;
  return {
    "@context": "https://schema.org",
    "@type": "Electrician",
    "@id": `${url}#business`,
    name: business.name,
    legalName: business.legalName,
    url,
    image: new URL("/og-image.png", business.siteUrl).href,
    telephone: business.phone,
    email: business.email,
    priceRange,
    address: postalAddressLd(business),
    openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: DAYS, opens: "00:00", closes: "23:59" }],
    areaServed: areaServed(),
    aggregateRating: { "@type": "AggregateRating", ...aggregateRating },
  };
}

/** Home page structured data: LocalBusiness (Electrician), FAQPage and Service. */
export function HomeJsonLd() {
  const business = useBusiness();
  const url = new URL("/", business.siteUrl).href;
  const faq = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: homeFaqs.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })),
  };
  const service = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: "Residential & Commercial Electrical Services",
    serviceType: "Electrician",
    description:
      "Panel upgrades, wiring, EV charger installation, surge protection, lighting, generators and 24/7 emergency electrical repair.",
    provider: { "@id": `${url}#business` },
    areaServed: areaServed(),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Electrical services",
      itemListElement: serviceOffers.map((offer) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: offer.title },
        description: offer.price,
      })),
    },
  };
  return <JsonLd data={[localBusinessLd(business), faq, service]} />;
}
