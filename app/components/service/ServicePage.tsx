import { Link } from "@remix-run/react";
import { PreviewBanner } from "~/components/pages/PreviewBanner";
import { Accordion } from "~/components/ui/Accordion";
import { PlainText } from "~/components/ui/PlainText";
import { useBusiness } from "~/hooks/use-business";
import { useLang, useLocalePath, useWords } from "~/hooks/use-lang";
import { BeforeAfter } from "~/components/pages/BeforeAfter";
import { JsonLd } from "~/components/pages/JsonLd";
import { FreeEstimateLink } from "~/components/forms/FreeEstimateLink";
import { ContactActions } from "~/components/pages/ContactActions";
import type { ServicePageData } from "~/lib/site/service-page";
import { faqPageJsonLd, serviceJsonLd } from "./structured-data";
import type { ServicePageWords } from "~/content/service-page-layout";
import { localeTags } from "~/content/languages";

const PILL = "inline-flex min-h-[44px] items-center rounded-[22px] border border-navy-100 px-4 py-2 leading-snug hover:bg-navy-50";

/** The one layout every service page shares (docs/product.md §2.12). */
export function ServicePage({ data }: { data: ServicePageData & { preview: string | null } }) {
  const business = useBusiness();
  const lang = useLang();
  const to = useLocalePath();
  const text = useWords<ServicePageWords>().servicePage;
  const { page, canonicalPath, areaServed, cityLinks, otherServices } = data;

  return (
    <>
      <JsonLd
        data={[
          faqPageJsonLd(page.faqs, localeTags[lang].bcp47),
          serviceJsonLd({
            name: page.serviceName,
            description: page.metaDescription,
            serviceType: page.serviceName,
            path: to(canonicalPath),
            areaServed,
            business,
          }),
        ]}
      />

      {data.preview ? <PreviewBanner text={data.preview} /> : null}
      <section className="bg-navy-50" aria-labelledby="service-title">
        <div className="container-page grid items-center gap-8 py-10 md:grid-cols-[3fr_2fr] md:py-14">
          <div className="min-w-0">
            <p className="text-sm font-bold uppercase tracking-wide text-brand-600">{page.serviceName}</p>
            <h1 id="service-title" className="mt-2 text-3xl font-extrabold leading-tight sm:text-4xl">
              {page.heroTitle}
            </h1>
            <PlainText text={page.introText} className="mt-4 text-lg text-navy-800" />
            <p className="mt-4 inline-block rounded-full bg-white px-4 py-1 font-bold text-navy-900" data-testid="price-text">
              {page.priceText}
            </p>
            <ContactActions book estimate service={page.serviceType} className="mt-6" />
          </div>
          <img
            src={page.illustration.src}
            width={page.illustration.width}
            height={page.illustration.height}
            alt=""
            className="mx-auto hidden h-auto w-full max-w-sm md:block"
          />
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="text-2xl font-extrabold">
          {text.benefitsTitle}
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="benefits">
          {page.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-navy-800 text-volt-400">
                <span aria-hidden="true" className={`icon icon-${benefit.icon}`} />
              </span>
              <h3 className="mt-3 text-lg font-bold">{benefit.title}</h3>
              <p className="mt-1 text-navy-800">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-navy-50 py-12" aria-labelledby="gallery-title">
        <div className="container-page">
          <h2 id="gallery-title" className="text-2xl font-extrabold">
            {text.galleryTitle}
          </h2>
          {page.galleryImages.length > 0 ? (
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="service-gallery">
              {page.galleryImages.map((image) => (
                <li key={image.src}>
                  <figure className="overflow-hidden rounded-xl bg-white shadow-sm">
                    <BeforeAfter src={image.src}>
                      <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" className="aspect-[3/2] w-full object-cover" />
                    </BeforeAfter>
                    <figcaption className="p-4 font-semibold">{image.caption}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ) : (
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-placeholders">
              {page.typicalJobs.map((job) => (
                <li key={job} className="flex flex-col rounded-xl border-2 border-dashed border-navy-100 bg-white p-5">
                  <img
                    src={page.illustration.src}
                    width={page.illustration.width}
                    height={page.illustration.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="h-auto w-full opacity-80"
                  />
                  <p className="mt-3 font-bold">{job}</p>
                  <p className="text-sm text-navy-700">{text.photosComingSoon}</p>
                </li>
              ))}
            </ul>
          )}
          <Link to={to("/gallery")} className="mt-6 inline-flex min-h-[44px] items-center font-semibold text-brand-600 hover:underline">
            {text.galleryLink} <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </div>
      </section>

      <section className="container-page max-w-3xl py-12" aria-labelledby="faq-title">
        <h2 id="faq-title" className="text-2xl font-extrabold">
          {text.faqTitle}
        </h2>
        <Accordion items={page.faqs} className="mt-6" />
      </section>

      <section className="bg-navy-900 py-12 text-white" aria-labelledby="cta-title">
        <div className="container-page text-center">
          <h2 id="cta-title" className="text-2xl font-extrabold">
            {text.ctaTitle}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-navy-100">{text.ctaText}</p>
          <FreeEstimateLink className="btn-secondary-on-dark mt-6" testId="closing-cta" />
        </div>
      </section>

      {/* A pill whose name takes two lines on a phone grows: its corners' radius stays that of a one-line pill
          (22 px, half its 44 px), so they never cut into the words. */}
      <nav className="container-page grid gap-8 py-12 md:grid-cols-2" aria-label={text.relatedPages}>
        <div>
          <h2 className="text-lg font-bold">{text.otherServices}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {otherServices.map((s) => (
              <li key={s.path}>
                <Link to={to(s.path)} prefetch="intent" className={PILL}>
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-lg font-bold">{text.areasWeServe}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {cityLinks.map((c) => (
              <li key={c.path}>
                <Link to={to(c.path)} prefetch="intent" className={PILL}>
                  {text.electricianIn(c.name)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}
