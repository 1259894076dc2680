import { Link } from "@remix-run/react";
import { BookingLink } from "~/components/forms/BookingLink";
import { EstimateLink } from "~/components/forms/EstimateLink";
import { useBusiness } from "~/hooks/use-business";
import { useLocalePath, useWords } from "~/hooks/use-lang";
import { WordsOnFirstUse } from "~/components/ui/words-on-first-use";
import { Section } from "~/components/pages/Section";
import { PlainText } from "~/components/ui/PlainText";
import type { HomeOffers as Offers } from "~/content/offers";
import { plus, smsHref, telHref } from "~/content/business";
import { cities } from "~/content/cities";
import { ServiceOfferCard } from "~/components/pages/ServiceOfferCard";
import type { HomeSectionWords } from "~/content/home";

/*
 * The home page's sections around its carousel and gallery: text and links, served whole, whose code loads when
 * the visitor first reaches for one of them (decision 0210), and their words, in the page's language, from
 * /words/home once it has come, so they need not travel twice in the page (as HTML and as loader data).
 */
const useSectionWords = () => useWords<HomeSectionWords>().homeSections;

export function HomeTop() {
  return (
    <WordsOnFirstUse part="home">
      <Hero />
      <TrustStrip />
      <Process />
      <Promises />
      <ServiceGrid />
      <HomeServices />
      <EmergencyBanner />
    </WordsOnFirstUse>
  );
}

export function HomeBottom() {
  return (
    <WordsOnFirstUse part="home">
      <AboutSection />
      <AreasStrip />
    </WordsOnFirstUse>
  );
}

function Hero() {
  const business = useBusiness();
  const { hero } = useSectionWords();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-navy-900 to-navy-700 text-white">
      <div className="container-page grid items-center gap-10 py-12 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-bold uppercase tracking-wide text-volt-300">{hero.eyebrow}</p>
          <h1 id="hero-title" className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">
            {hero.headline}
          </h1>
          <p className="mt-5 text-lg text-navy-50">{hero.subheadline}</p>
          <div className="mt-8 grid gap-3 sm:grid-cols-2" data-testid="hero-ctas">
            <a href={telHref(business.phone)} className="btn-primary sm:col-span-2">
              {hero.call(business.phone)}
            </a>
            <a href={smsHref(business.textPhone)} className="btn-volt">
              {hero.text}
            </a>
            <BookingLink className="btn border-2 border-white text-white hover:bg-white/10">{hero.book}</BookingLink>
            <EstimateLink className="btn border-2 border-white text-white hover:bg-white/10">{hero.estimate}</EstimateLink>
          </div>
        </div>
        <img
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          {...{ fetchpriority: "high" }}
          decoding="async"
          className="mx-auto h-auto w-full max-w-lg rounded-3xl"
        />
      </div>
    </section>
  );
}

function TrustStrip() {
  const { trustLabel, trustStrip } = useSectionWords();
  return (
    <section aria-label={trustLabel} className="border-b border-navy-100 bg-navy-50">
      <ul className="container-page grid grid-cols-2 gap-4 py-6 text-center sm:grid-cols-3 lg:grid-cols-5" data-testid="trust-strip">
        {trustStrip.map((item) => (
          <li key={item.title}>
            <span className="block font-extrabold">{item.title}</span>
            <span className="text-sm text-navy-700">{item.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Process() {
  const { process, processSteps } = useSectionWords();
  return (
    <Section id="process-title" title={process.title} intro={process.intro}>
      <ol className="grid gap-6 md:grid-cols-3">
        {processSteps.map((step, i) => (
          <li key={step.title} className="rounded-2xl border border-navy-100 p-6">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white" aria-hidden="true">
              {i + 1}
            </span>
            <h3 className="mt-4 text-xl font-bold">{step.title}</h3>
            <p className="mt-2 text-navy-700">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Promises() {
  const { promisesTitle, promises } = useSectionWords();
  return (
    <Section id="promises-title" title={promisesTitle} className="bg-navy-50">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="promises">
        {promises.map((promise) => (
          <li key={promise.title} className="rounded-2xl bg-white p-5 shadow-sm">
            <h3 className="font-bold">
              <span aria-hidden="true" className="text-brand-600">
                ✓{" "}
              </span>
              {promise.title}
            </h3>
            <p className="mt-1 text-navy-700">{promise.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ServiceGrid() {
  const { serviceGrid } = useSectionWords();
  const { homeServiceCards } = useWords<HomeSectionWords>().homeServices;
  const to = useLocalePath();
  return (
    <Section id="services-title" title={serviceGrid.title} intro={serviceGrid.intro}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {homeServiceCards.map((card) => (
          <li key={card.path} data-testid="service-card">
            <Link
              to={to(card.path)}
              prefetch="intent"
              className="block h-full rounded-2xl border border-navy-100 p-5 transition-shadow hover:shadow-lg"
            >
              <h3 className="font-bold">
                <span aria-hidden="true" className="text-amber-700">
                  ⚡{" "}
                </span>
                {card.title}
              </h3>
              <p className="mt-2 text-sm text-navy-700">{card.description}</p>
              <span className="mt-3 inline-block text-sm font-semibold text-brand-600">{serviceGrid.more}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function HomeServices() {
  const { homeServices } = useSectionWords();
  const services = useWords<HomeSectionWords>().homeServices;
  const to = useLocalePath();
  return (
    <Section id="home-services-title" title={homeServices.title} className="bg-navy-50">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.serviceOffers.map((offer) => (
          <li key={offer.title} data-testid="home-service-offer">
            <ServiceOfferCard offer={offer} text={services} headingLevel={3} />
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <Link to={to("/services")} className="btn-secondary">
          {homeServices.all}
        </Link>
      </div>
    </Section>
  );
}

function EmergencyBanner() {
  const business = useBusiness();
  const { emergencyBanner } = useSectionWords();
  const to = useLocalePath();
  return (
    <section aria-labelledby="emergency-banner-title" className="bg-brand-700 text-white" data-testid="emergency-banner">
      <div className="container-page flex flex-col items-start gap-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="emergency-banner-title" className="text-2xl font-extrabold">
            {emergencyBanner.title}
          </h2>
          <p className="mt-2 max-w-2xl">{emergencyBanner.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={telHref(business.phone)} className="btn-volt">
            {emergencyBanner.call(business.phone)}
          </a>
          <Link to={to("/emergency")} className="btn border-2 border-white text-white hover:bg-white/10">
            {emergencyBanner.help}
          </Link>
        </div>
      </div>
    </section>
  );
}

function AboutSection() {
  const { about } = useSectionWords();
  // The record's figures as the office set them (business facts).
  const business = useBusiness();
  const to = useLocalePath();
  return (
    <Section id="about-title" title={about.title} className="bg-navy-50">
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <p className="text-lg text-navy-800">{about.text}</p>
          <Link to={to("/about")} className="btn-outline mt-6">
            {about.team}
          </Link>
        </div>
        <dl className="grid grid-cols-2 gap-4" data-testid="about-stats">
          {about.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-white px-3 py-6 text-center shadow-sm sm:px-6">
              <dt className="text-navy-700">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-600">{stat.fact ? plus(business[stat.fact]) : stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}

// The city pages' copy comes with this code, which loads on first use (not with the page).
function AreasStrip() {
  const { areas } = useSectionWords();
  const to = useLocalePath();
  return (
    <Section id="areas-title" title={areas.title}>
      <ul className="flex flex-wrap gap-3" data-testid="areas-strip">
        {cities.map((city) => (
          <li key={city.slug}>
            <Link to={to(city.path)} className="btn-outline text-sm">
              {areas.city(city.cityName)}
            </Link>
          </li>
        ))}
        <li>
          <Link to={to("/service-areas")} className="btn-secondary text-sm">
            {areas.all}
          </Link>
        </li>
      </ul>
    </Section>
  );
}

/** The office's current offers (app/lib/content/edited-words.server.ts picks them), kept as served; the home page has the section only while one runs. */
export function HomeOffers({ offers }: { offers: Offers }) {
  return (
    <Section id="offers-title" title={offers.heading} className="bg-navy-50">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {offers.items.map((offer) => (
          <li key={offer.title} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm" data-testid="home-offer">
            <h3 className="text-xl font-bold">{offer.title}</h3>
            <PlainText text={offer.text} className="mt-2 text-navy-700" />
            {offer.until ? <p className="mt-3 text-sm font-bold text-brand-600">{offer.until}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
