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
import type { FrameText } from "~/content/frame-text";

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
      <HomeServices />
      <ServiceGrid />
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
  const { common } = useWords<FrameText>();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-navy-900 to-navy-700 text-white">
      <div className="container-page grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-2 lg:gap-10 lg:py-20">
        {/* A phone's first screen holds the headline, the lead and both buttons above the bottom bar (docs/design.md). */}
        <div>
          <p className="text-sm font-bold uppercase tracking-wide text-volt-300">{hero.eyebrow}</p>
          <h1 id="hero-title" className="mt-2 text-[1.375rem] font-extrabold leading-tight min-[375px]:text-2xl sm:text-4xl xl:text-5xl">
            {hero.headline}
          </h1>
          <p className="mt-3 text-navy-50 sm:text-lg">
            {hero.subheadline}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap" data-testid="hero-ctas">
            <a href={telHref(business.phone)} className="btn-primary">
              {hero.call(business.phone)}
            </a>
            <EstimateLink className="btn-secondary-on-dark" />
            <p className="flex flex-wrap gap-x-6">
              <a href={smsHref(business.textPhone)} className="link-on-dark">
                {hero.text}
              </a>
              <BookingLink className="link-on-dark">{common.book}</BookingLink>
            </p>
          </div>
        </div>
        <img
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          {...{ fetchpriority: "high" }}
          decoding="async"
          // On a phone the first screen is the words and the two buttons; the drawing shows from sm up.
          className="mx-auto hidden h-auto w-full max-w-lg rounded-3xl sm:block"
        />
      </div>
    </section>
  );
}

function TrustStrip() {
  const { trustLabel, trustStrip } = useSectionWords();
  return (
    <section aria-label={trustLabel} className="border-b border-navy-100 bg-navy-50">
      <ul className="container-page grid grid-cols-2 gap-3 py-5 text-center sm:grid-cols-3 lg:grid-cols-5" data-testid="trust-strip">
        {trustStrip.map((item) => (
          <li key={item.title}>
            <span className="block text-sm font-extrabold">{item.title}</span>
            <span className="text-xs text-navy-700 sm:text-sm">{item.detail}</span>
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
          <li key={step.title} className="flex gap-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy-800 font-bold text-white" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className="text-xl font-bold">{step.title}</h3>
              <p className="mt-1 text-navy-700">{step.description}</p>
            </div>
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
      <ul className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="promises">
        {promises.map((promise) => (
          <li key={promise.title} className="flex gap-3">
            <span aria-hidden="true" className="icon icon-check mt-0.5 h-5 w-5 shrink-0 text-navy-800" />
            <div>
              <h3 className="font-bold">{promise.title}</h3>
              <p className="text-sm text-navy-700">{promise.description}</p>
            </div>
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
      {/* After the priced cards, every service as a named link: a list to scan, not a second wall of cards. */}
      <ul className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
        {homeServiceCards.map((card) => (
          <li key={card.path} data-testid="service-card" className="border-b border-navy-100">
            <Link to={to(card.path)} prefetch="intent" className="flex min-h-[44px] items-center gap-2 py-2 font-semibold hover:underline">
              <span aria-hidden="true" className="icon icon-bolt h-5 w-5 shrink-0 text-amber-700" />
              {card.title}
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
      <ul className="compact-offers grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
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
            <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-white px-3 py-4 text-center shadow-sm sm:px-6 sm:py-6">
              <dt className="text-navy-700">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-600">{stat.fact === "reviewRating" ? business.reviewRating.toFixed(1) : stat.fact ? plus(business[stat.fact]) : stat.value}</dd>
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
      <ul className="grid grid-cols-2 gap-x-6 lg:grid-cols-4" data-testid="areas-strip">
        {cities.map((city) => (
          <li key={city.slug} className="border-b border-navy-100">
            <Link to={to(city.path)} className="flex min-h-[44px] items-center py-1.5 font-semibold hover:underline">
              {areas.city(city.cityName)}
            </Link>
          </li>
        ))}
        <li className="col-span-2 mt-4 lg:col-span-4">
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
