import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useBusiness } from "~/components/layout/use-business";
import { PageHeader, Section } from "~/components/pages/common";
import { furtherAreas, serviceRadius } from "~/content/areas";
import { smsHref, telHref } from "~/content/business";
import { cityCards } from "~/lib/site/city-links.server";
import { seo } from "~/lib/site/seo";

export const meta: MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Service Areas | Electricians in Manassas, Fairfax, Alexandria & More",
      description:
        "Licensed electricians in Manassas, Manassas Park, Woodbridge, Centreville, Gainesville, Fairfax, Springfield, Alexandria and across Northern Virginia, MD and DC.",
      path: "/service-areas",
    },
    matches,
  );

export const loader = () => json({ cities: cityCards() });

export default function ServiceAreas() {
  const business = useBusiness();
  const { cities } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Areas We Serve" subtitle={`${serviceRadius}. Northern Virginia, Maryland and Washington DC, 24/7.`} />
      <div className="container-page py-14">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cities.map((city) => (
            <li key={city.slug} data-testid="city-card">
              <article className="flex h-full flex-col rounded-2xl border border-navy-100 p-6 shadow-sm">
                <h2 className="text-xl font-bold">{city.cityName}, VA</h2>
                <p className="mt-2 flex-1 text-navy-700">{city.heroSubtitle}</p>
                <Link to={city.path} prefetch="intent" className="btn-outline mt-4">
                  View City Page<span className="sr-only">: {city.cityName}</span>
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </div>
      <Section id="more-areas-title" title="We Also Serve" className="bg-navy-50">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="further-areas">
          {furtherAreas.map((area) => (
            <li key={area} className="rounded-xl bg-white p-4 text-center font-semibold shadow-sm">
              {area}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="help-now-title" title="Need Help Now?" intro="A licensed electrician answers 24/7, holidays included.">
        <div className="flex flex-wrap gap-3" data-testid="help-now">
          <a href={telHref(business.phone)} className="btn-primary">
            Call {business.phone}
          </a>
          <a href={smsHref(business.textPhone)} className="btn-secondary">
            Text {business.textPhone}
          </a>
          <Link to="/contact" className="btn-outline">
            Get Estimate
          </Link>
          <Link to="/contact" className="btn-outline">
            Book Discovery Call
          </Link>
        </div>
      </Section>
    </>
  );
}
