import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ContactActions, PageHeader, Section } from "~/components/pages/common";
import { ServiceOfferCard } from "~/components/pages/ServiceOfferCard";
import { homeServiceCards, serviceOffers } from "~/content/services";
import { seo } from "~/lib/site/seo";
import { startingPrice } from "~/content/facts";

export const meta: MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Electrical Services & Starting Prices",
      description:
        `Panel upgrades from ${startingPrice.panelUpgrade}, wiring from ${startingPrice.wiring}, EV chargers from ${startingPrice.evCharger}, surge protection from ${startingPrice.surgeProtection}, 24/7 emergency repairs and commercial work in Northern Virginia.`,
      path: "/services",
    },
    matches,
  );

export default function Services() {
  return (
    <>
      <PageHeader
        title="Our Electrical Services"
        subtitle="Upfront starting prices, licensed electricians and a lifetime workmanship guarantee on every job."
      />
      <div className="container-page py-14">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {serviceOffers.map((offer) => (
            <li key={offer.title} data-testid="service-offer">
              <ServiceOfferCard offer={offer} />
            </li>
          ))}
        </ul>
      </div>
      <Section id="all-services-title" title="Every Service We Offer" className="bg-navy-50">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {homeServiceCards.map((card) => (
            <li key={card.path}>
              <Link to={card.path} prefetch="intent" className="font-semibold text-navy-800 underline-offset-2 hover:underline">
                {card.title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="services-cta-title" title="Not Sure What You Need?" intro="Call or text and a licensed electrician will tell you honestly.">
        <ContactActions book estimate />
      </Section>
    </>
  );
}
