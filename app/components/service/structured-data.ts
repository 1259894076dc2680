import type { Business } from "~/content/business";

/** The business's schema.org PostalAddress. */
export const postalAddressLd = ({ address }: Business) => ({
  "@type": "PostalAddress",
  streetAddress: address.street,
  addressLocality: address.city,
  addressRegion: address.region,
  postalCode: address.postalCode,
  addressCountry: address.country,
});

interface Faq {
  question: string;
  answer: string;
}

/**
 * schema.org FAQPage of a page's questions and answers; `inLanguage` is the page's BCP 47 tag (`localeTags`), when
 * given. (Service has no inLanguage in schema.org: the FAQPage, a web page, carries the page's language.)
 */
export function faqPageJsonLd(faqs: Faq[], inLanguage?: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    ...(inLanguage && { inLanguage }),
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** schema.org Service offered by the business across the areas it serves. */
export function serviceJsonLd(service: {
  name: string;
  description: string;
  serviceType: string;
  path: string;
  areaServed: string[];
  business: Business;
}) {
  const { business } = service;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    serviceType: service.serviceType,
    url: new URL(service.path, business.siteUrl).href,
    provider: {
      "@type": "Electrician",
      name: business.name,
      telephone: business.phone,
      email: business.email,
      url: business.siteUrl,
      address: postalAddressLd(business),
    },
    areaServed: service.areaServed.map((name) => ({ "@type": "City", name })),
  };
}
