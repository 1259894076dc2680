import { Link } from "@remix-run/react";
import { ContactActions } from "~/components/pages/ContactActions";
import { PageHeader } from "~/components/pages/PageHeader";
import { PreviewBanner } from "~/components/pages/PreviewBanner";
import { Section } from "~/components/pages/Section";
import { ServiceOfferCard } from "~/components/pages/ServiceOfferCard";
import type { ServicesText } from "~/content/services";
import { useLocalePath, useWords } from "~/hooks/use-lang";

/** /services: every service with its starting price, the list of service pages, and the call to act. */
export function ServicesIndexPage({ data }: { data: { preview?: string } }) {
  const text = useWords<{ services: ServicesText }>().services;
  const { index, serviceOffers, homeServiceCards } = text;
  const to = useLocalePath();
  return (
    <>
      {data.preview ? <PreviewBanner text={data.preview} /> : null}
      <PageHeader title={index.title} subtitle={index.subtitle} />
      <div className="container-page py-14">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {serviceOffers.map((offer) => (
            <li key={offer.title} data-testid="service-offer">
              <ServiceOfferCard offer={offer} text={text} />
            </li>
          ))}
        </ul>
      </div>
      <Section id="all-services-title" title={index.allServicesTitle} className="bg-navy-50">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {homeServiceCards.map((card) => (
            <li key={card.path}>
              <Link to={to(card.path)} prefetch="intent" className="font-semibold text-navy-800 underline-offset-2 hover:underline">
                {card.title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="services-cta-title" title={index.ctaTitle} intro={index.ctaIntro}>
        <ContactActions book estimate />
      </Section>
    </>
  );
}
