import type { MetaFunction } from "@remix-run/node";
import { PageHeader, ReviewCard, Section } from "~/components/pages/common";
import { directoryBadges, reviewSites, reviewsPageTestimonials } from "~/content/reviews";
import { seo } from "~/lib/site/seo";

export const meta: MetaFunction = ({ matches }) =>
  seo(
    {
      title: "5-Star Customer Reviews",
      description:
        "Read verified 5-star reviews from homeowners and businesses in Manassas, Fairfax, Woodbridge and across Northern Virginia.",
      path: "/reviews",
    },
    matches,
  );

export default function Reviews() {
  return (
    <>
      <PageHeader title="5-Star Reviews from Verified Customers" subtitle="What homeowners and businesses across Northern Virginia say about our work.">
        <ul className="mt-8 flex flex-wrap gap-3" aria-label="Verified on" data-testid="directory-badges">
          {directoryBadges.map((badge) => (
            <li key={badge.name}>
              <a
                href={badge.url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-[44px] flex-col rounded-xl bg-white px-4 py-2 text-navy-900 hover:bg-navy-50"
              >
                <span className="font-bold">Verified on {badge.name}</span>
                <span className="text-sm text-navy-700">
                  {badge.label} · {badge.detail}
                </span>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </PageHeader>
      <div className="container-page py-14">
        <h2 className="sr-only">Customer testimonials</h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {reviewsPageTestimonials.map((review) => (
            <li key={review.author}>
              <ReviewCard review={review} showService />
            </li>
          ))}
        </ul>
      </div>
      <Section id="leave-review-title" title="Read More or Leave a Review" className="bg-navy-50">
        <ul className="flex flex-wrap gap-3" data-testid="review-sites">
          {reviewSites.map((site) => (
            <li key={site.name}>
              <a href={site.url} target="_blank" rel="noopener noreferrer" className="btn-secondary">
                {site.rating} on {site.name}: read our reviews<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
