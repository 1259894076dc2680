import { Link } from "@remix-run/react";
import { ContactActions } from "~/components/pages/ContactActions";
import { PreviewBanner } from "~/components/pages/PreviewBanner";
import { JsonLd } from "~/components/pages/JsonLd";
import { faqPageJsonLd } from "~/components/service/structured-data";
import { Accordion } from "~/components/ui/Accordion";
import { PlainText } from "~/components/ui/PlainText";
import { useLang, useLocalePath, useWords } from "~/hooks/use-lang";
import { localeTags } from "~/content/languages";
import type { CityPageData } from "~/lib/site/city-page";
import type { CityPageText } from "~/content/city-page-text";

/** The one layout every city page shares (docs/product.md §2.11), in the page's language (the loader sends the city's text in it). */
export function CityPage({ data }: { data: CityPageData & { preview: string | null } }) {
  const { city, services } = data;
  const lang = useLang();
  const text = useWords<{ cityPage: CityPageText }>().cityPage;
  const to = useLocalePath();
  return (
    <>
      <JsonLd data={[{ ...faqPageJsonLd(city.faqs), inLanguage: localeTags[lang].bcp47 }]} />
      {data.preview ? <PreviewBanner text={data.preview} /> : null}

      <section className="bg-navy-50" aria-labelledby="city-title">
        <div className="container-page py-10 md:py-14">
          <h1 id="city-title" className="text-3xl font-extrabold leading-tight sm:text-4xl">
            {city.heroTitle}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-navy-800">{city.heroSubtitle}</p>
          <ContactActions book estimate className="mt-6" />
        </div>
      </section>

      <section className="container-page grid gap-10 py-12 lg:grid-cols-[3fr_2fr]" aria-labelledby="intro-title">
        <div>
          <h2 id="intro-title" className="text-2xl font-extrabold">
            {text.introTitle(city.cityName)}
          </h2>
          <div className="mt-4 space-y-4 text-navy-800" data-testid="local-intro">
            <PlainText text={data.intro} />
          </div>
        </div>
        <figure className="self-start rounded-xl border-l-4 border-volt-400 bg-navy-50 p-6" data-testid="city-review">
          <p>
            <span className="stars stars-5 text-amber-700" role="img" aria-label={text.rating} />
          </p>
          {/* The customer's own words, never translated: marked as English where the page is not. */}
          <blockquote className="mt-2 text-lg italic text-navy-900" lang={lang === "en" ? undefined : "en"}>
            <p>&ldquo;{city.reviewText}&rdquo;</p>
          </blockquote>
          <figcaption className="mt-3 font-semibold text-navy-700">— {city.reviewAuthor}</figcaption>
          {text.reviewNote && <p className="mt-1 text-sm text-navy-700">{text.reviewNote}</p>}
        </figure>
      </section>

      <section className="bg-navy-50 py-12" aria-labelledby="city-services-title">
        <div className="container-page">
          <h2 id="city-services-title" className="text-2xl font-extrabold">
            {text.servicesTitle(city.cityName)}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="city-services">
            {services.map((service) => (
              <li key={service.path}>
                <Link
                  to={to(service.path)}
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
          {text.projectsTitle(city.cityName)}
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
            {text.faqTitle(city.cityName)}
          </h2>
          <Accordion items={city.faqs} className="mt-6" />
        </div>
        <div>
          <h2 className="text-2xl font-extrabold">{text.mapHeading}</h2>
          <iframe
            src={city.mapEmbedUrl}
            title={text.mapTitle(city.placeName)}
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
            {text.ctaTitle(city.cityName)}
          </h2>
          <p className="mt-2 max-w-2xl text-navy-100">
            {text.ctaText}
          </p>
          {/* On navy, the light buttons: red and navy ones would vanish (2.3:1 and 1.1:1, WCAG 1.4.11). */}
          <div className="mt-6">
            <ContactActions book estimate light />
          </div>
        </div>
      </section>
    </>
  );
}
