import { Link } from "@remix-run/react";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { BookingLink } from "~/components/forms/BookingLink";
import { WordsOnFirstUse } from "~/components/ui/words-on-first-use";
import { businessHours, LICENCE_LOOKUP_URL, smsHref, telHref } from "~/content/business";
import type { FooterWords } from "~/content/footer";
import { useLocalePath, useWords } from "~/hooks/use-lang";
import { useBusiness } from "~/hooks/use-business";

/**
 * The site's footer. Its code loads when the visitor first reaches for it (`deferUntilUsed` in root.tsx), and its
 * words, in the page's language, from /words/footer once the code has come, so neither weighs on a page's first
 * load or its data (decision 0085); the served HTML stays until then.
 */
export function Footer() {
  return (
    <WordsOnFirstUse part="footer">
      <SiteFooter />
    </WordsOnFirstUse>
  );
}

function SiteFooter() {
  const business = useBusiness();
  const { siteFooter: footer } = useWords<FooterWords>();
  const { links: footerQuickLinks, newsletterOffer, record: claims, serviceLinks: footerServices } = footer;
  const hours = businessHours(business, footer.hours);
  const to = useLocalePath();
  return (
    <footer className="bg-navy-900 pb-24 text-navy-50 lg:pb-0" data-testid="site-footer">
      {/* Four columns only where the newsletter's field beside its button still has room for "you@example.com"
          (the widest column); two until then, where on a phone the two lists of links share a row. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 xl:grid-cols-[minmax(0,6fr)_minmax(0,2fr)_minmax(0,3fr)_minmax(0,3fr)] xl:gap-6">
        <section aria-labelledby="footer-newsletter" className="col-span-2 md:col-span-1">
          <h2 id="footer-newsletter" className="text-lg font-bold text-white">
            {footer.newsletterTitle(newsletterOffer)}
          </h2>
          <p className="mb-3 mt-1 text-sm">{footer.newsletterText}</p>
          <NewsletterForm />
          <ul className="mt-4 space-y-1 text-sm">
            {/* The company's record as the office set it (business facts). */}
            {[claims.years(business.years), claims.projects(business.projects), claims.customers(business.customers)].map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
            <li>{footer.rated(business.reviewRating.toFixed(1))}</li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-white">
            {footer.quickLinks}
          </h2>
          <ul className="mt-3 space-y-2">
            {footerQuickLinks.map((item) => (
              <li key={item.path}>
                <Link to={to(item.path)} className="inline-flex min-h-[28px] items-center hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Half the footer's width on a phone: the column and each name's text may shrink (min-w-0), so a word longer
            than the column (none in a real language) breaks by the body's break-word rather than push the page sideways. */}
        <section aria-labelledby="footer-services" className="min-w-0">
          <h2 id="footer-services" className="text-lg font-bold text-white">
            {footer.services}
          </h2>
          <ul className="mt-3 space-y-2" data-testid="footer-services">
            {footerServices.map((service) => (
              <li key={service.value}>
                <BookingLink service={service.value} className="flex min-h-[28px] items-center hover:underline">
                  <span className="min-w-0">{service.label}</span>
                </BookingLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact" className="col-span-2 md:col-span-1">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            {footer.contact}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              {footer.call} <a href={telHref(business.phone)} className="whitespace-nowrap underline">
                {business.phone}
              </a>
            </li>
            <li>
              {footer.text} <a href={smsHref(business.textPhone)} className="whitespace-nowrap underline">{business.textPhone}</a>
            </li>
            <li>
              {footer.email} <a href={`mailto:${business.email}`} className="underline">{business.email}</a>
            </li>
            <li>
              {hours.hours} · {hours.holidays}
            </li>
            <li>{footer.serving}</li>
          </ul>
        </section>
      </div>
      <div className="border-t border-navy-700">
        <div className="container-page flex flex-col gap-2 py-4 text-sm sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {business.legalName}. {footer.veteranOwned(business.licence)} ·{" "}
            <a href={LICENCE_LOOKUP_URL} className="underline" data-testid="verify-licence">
              {footer.verifyLicence}
            </a>
          </p>
          <Link to={to("/privacy")} className="underline">
            {footer.privacy}
          </Link>
        </div>
      </div>
    </footer>
  );
}
