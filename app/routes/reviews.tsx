import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useBusiness } from "~/hooks/use-business";
import { useWords } from "~/hooks/use-lang";
import { CustomerReviews } from "~/components/reviews/CustomerReviews";
import { reviewsPage } from "~/lib/content/review-words.server";
import { PageHeader } from "~/components/pages/PageHeader";
import { PreviewBanner } from "~/components/pages/PreviewBanner";
import { ReviewCard } from "~/components/pages/ReviewCard";
import { Section } from "~/components/pages/Section";
import { keepServedHtml } from "~/components/ui/deferred";
import { directoryBadges, reviewSites } from "~/content/review-sites";
import type { ReviewText } from "~/content/reviews";
import { RatingSummary } from "~/components/pages/RatingSummary";
import { seo } from "~/lib/site/seo";

// Structured data needs no JavaScript where it was served: its code loads only after a client navigation.
const ReviewsJsonLd = keepServedHtml(() => import("~/components/reviews/ReviewsJsonLd").then((m) => m.ReviewsJsonLd));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/reviews" }, matches) : []);

/** The office's reviews (block reviews) and the customer reviews it published from the review page (docs/reviews.md), less the hidden ones. */
export const loader = ({ request }: LoaderFunctionArgs) => reviewsPage(request);

export default function Reviews() {
  const text = useWords<{ reviews: ReviewText }>().reviews;
  const { reviews, customerReviews, preview } = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <>
      {preview ? <PreviewBanner text={preview} /> : null}
      <PageHeader title={text.title} subtitle={text.subtitle}>
        <RatingSummary text={text.summary} className="mt-6 text-lg" onDark />
        {/* Plain links to the business's own listing on each site, where a visitor checks what the line says. */}
        <ul className="mt-6 space-y-2" aria-label={text.verifiedOn} data-testid="directory-badges">
          {directoryBadges.map((badge) => (
            <li key={badge.name}>
              <a href={business.listings[badge.name]} target="_blank" rel="noopener noreferrer" className="link-on-dark font-bold">
                {text.listingOn(badge.name)}
                <span className="sr-only">{text.newTab}</span>
              </a>
              <span className="block text-sm text-navy-50">
                {text.badges[badge.name]?.label ?? badge.label} · {text.badges[badge.name]?.detail ?? badge.detail}
              </span>
            </li>
          ))}
        </ul>
      </PageHeader>
      <div className="container-page py-14">
        <h2 className="sr-only">{text.testimonials}</h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} service={review.service} />
            </li>
          ))}
        </ul>
      </div>
      <CustomerReviews reviews={customerReviews} />
      <ReviewsJsonLd
        business={business.name}
        reviews={[...reviews, ...customerReviews.map((review) => ({ ...review, author: review.firstName, date: review.publishedAt.slice(0, 10) }))]}
      />
      <Section id="leave-review-title" title={text.leaveReview} className="bg-navy-50">
        <ul className="flex flex-wrap gap-3" data-testid="review-sites">
          {reviewSites.map((site) => (
            <li key={site.name}>
              <a href={business.listings[site.name]} target="_blank" rel="noopener noreferrer" className="btn-secondary">
                {text.readOn(business.reviewRating.toFixed(1), site.name)}
                <span className="sr-only">{text.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
