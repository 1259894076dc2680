import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useLocalePath, useWords } from "~/hooks/use-lang";
import { ContactActions } from "~/components/pages/ContactActions";
import { PageHeader } from "~/components/pages/PageHeader";
import { PreviewBanner } from "~/components/pages/PreviewBanner";
import { Section } from "~/components/pages/Section";
import { ServiceOfferCard, withPrice } from "~/components/pages/ServiceOfferCard";
import type { ServicesText } from "~/content/services";
import { langOf } from "~/content/languages";
import { servicesPageText } from "~/lib/site/page-text.server";
import { servicesEditedWords } from "~/lib/content/service-cards.server";
import { seo } from "~/lib/site/seo";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/services" }, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOf(new URL(request.url).pathname);
  const { meta, words } = servicesPageText(lang);
  const { description, ...edited } = await servicesEditedWords(request, lang);
  return json({ meta: { ...meta, description }, words, ...edited });
}

export default function Services() {
  const data = useLoaderData<typeof loader>();
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
              <ServiceOfferCard offer={withPrice(offer, data.prices)} text={text} />
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
