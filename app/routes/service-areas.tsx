import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/pages/PageHeader";
import { Section } from "~/components/pages/Section";
import { useLocalePath, useWords } from "~/hooks/use-lang";
import { furtherAreas } from "~/content/areas";
import type { ServiceAreasText } from "~/content/service-areas";
import { serviceAreasPage } from "~/lib/content/service-areas-page.server";
import { seo } from "~/lib/site/seo";
import { ContactActions } from "~/components/pages/ContactActions";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/service-areas" }, matches) : []);

export const loader = ({ request }: LoaderFunctionArgs) => serviceAreasPage(request);

export default function ServiceAreas() {
  const { cities } = useLoaderData<typeof loader>();
  const text = useWords<{ serviceAreas: ServiceAreasText }>().serviceAreas;
  const to = useLocalePath();
  return (
    <>
      <PageHeader title={text.title} subtitle={`${text.serviceRadius}. ${text.regions}`} />
      <div className="container-page py-14">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cities.map((city) => (
            <li key={city.slug} data-testid="city-card">
              <article className="flex h-full flex-col rounded-2xl border border-navy-100 p-6 shadow-sm">
                <h2 className="text-xl font-bold">{city.cityName}, VA</h2>
                <p className="mt-2 flex-1 text-navy-700">{city.heroSubtitle}</p>
                <Link to={to(city.path)} prefetch="intent" className="btn-outline mt-4">
                  {text.cityLink}<span className="sr-only">: {city.cityName}</span>
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </div>
      <Section id="more-areas-title" title={text.furtherTitle} className="bg-navy-50">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="further-areas">
          {furtherAreas.map((area) => (
            <li key={area} className="rounded-xl bg-white p-4 text-center font-semibold shadow-sm">
              {area}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="help-now-title" title={text.helpTitle} intro={text.helpIntro}>
        <ContactActions book estimate via="/contact" />
      </Section>
    </>
  );
}
