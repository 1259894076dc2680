import { Link } from "@remix-run/react";
import { ContactButtons } from "~/components/service/ContactButtons";
import { JsonLd } from "~/components/pages/JsonLd";
import { faqPageJsonLd } from "~/components/service/structured-data";
import { Accordion } from "~/components/ui/Accordion";
import type { CityPageData } from "./city-page-data";

/** The one layout every city page shares (docs/product.md §2.11). */
export function CityPage({ data }: { data: CityPageData }) {
  const { city, services } = data;
  return (
    <>
      <JsonLd data={[faqPageJsonLd(city.faqs)]} />

      <section className="bg-navy-50" aria-labelledby="city-title">
        <div className="container-page py-10 md:py-14">
          <h1 id="city-title" className="text-3xl font-extrabold leading-tight sm:text-4xl">
            {city.heroTitle}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-navy-800">{city.heroSubtitle}</p>
          <ContactButtons className="mt-6" />
        </div>
      </section>

      <section className="container-page grid gap-10 py-12 lg:grid-cols-[3fr_2fr]" aria-labelledby="intro-title">
        <div>
          <h2 id="intro-title" className="text-2xl font-extrabold">
            Your local electricians in {city.cityName}
          </h2>
          <div className="mt-4 space-y-4 text-navy-800" data-testid="local-intro">
            {city.localIntro.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <figure className="self-start rounded-xl border-l-4 border-volt-400 bg-navy-50 p-6" data-testid="city-review">
          <p>
            <span aria-hidden="true" className="text-volt-500">
              ★★★★★
            </span>
            <span className="sr-only">Rated 5 out of 5</span>
          </p>
          <blockquote className="mt-2 text-lg italic text-navy-900">
            <p>&ldquo;{city.reviewText}&rdquo;</p>
          </blockquote>
          <figcaption className="mt-3 font-semibold text-navy-700">— {city.reviewAuthor}</figcaption>
        </figure>
      </section>

      <section className="bg-navy-50 py-12" aria-labelledby="city-services-title">
        <div className="container-page">
          <h2 id="city-services-title" className="text-2xl font-extrabold">
            Popular services in {city.cityName}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="city-services">
            {services.map((service) => (
              <li key={service.path}>
                <Link
                  to={service.path}
                  prefetch="intent"
                  className="block h-full rounded-xl border border-navy-100 bg-white p-5 shadow-sm hover:border-brand-600"
                >
                  <h3 className="text-lg font-bold">{service.name}</h3>
                  <p className="mt-1 text-navy-800">{service.note}</p>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="projects-title">
        <h2 id="projects-title" className="text-2xl font-extrabold">
          Recent projects in {city.cityName}
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3" data-testid="city-projects">
          {city.galleryItems.map((item) => (
            <li key={item.service} className="rounded-xl border border-navy-100 p-5">
              <p className="font-bold">{item.service}</p>
              <p className="mt-1 text-navy-700">
                {item.location}, {city.cityName}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page grid gap-10 pb-12 lg:grid-cols-2" aria-labelledby="city-faq-title">
        <div>
          <h2 id="city-faq-title" className="text-2xl font-extrabold">
            {city.cityName} electrical questions
          </h2>
          <Accordion items={city.faqs} className="mt-6" />
        </div>
        <div>
          <h2 className="text-2xl font-extrabold">Where we work</h2>
          <iframe
            src={city.mapEmbedUrl}
            title={`Map of ${city.placeName}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            width="600"
            height="360"
            className="mt-6 h-[360px] w-full rounded-xl border-0"
            data-testid="city-map"
          />
        </div>
      </section>

      <section className="bg-navy-900 py-12 text-white" aria-labelledby="city-cta-title">
        <div className="container-page">
          <h2 id="city-cta-title" className="text-2xl font-extrabold">
            Need an electrician in {city.cityName}?
          </h2>
          <p className="mt-2 max-w-2xl text-navy-100">
            Call or text any time — we answer 24/7, every day including holidays — or ask for a free estimate.
          </p>
          <ContactButtons className="mt-6" />
        </div>
      </section>
    </>
  );
}
