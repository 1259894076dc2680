import type { ReactNode } from "react";
import { BookingLink } from "~/components/forms/BookingLink";
import { EstimateLink } from "~/components/forms/EstimateLink";
import type { FrameText } from "~/content/frame-text";
import { useLang, useWords } from "~/hooks/use-lang";
import { useBusiness } from "~/hooks/use-business";
import { smsHref, telHref } from "~/content/business";
import type { Review } from "~/content/reviews";
import type { Video } from "~/content/team";
import { WithPhone } from "~/components/ui/WithPhone";

/** The h1 band at the top of an inner page. */
/** The banner over a page an admin previews with unpublished words (docs/content.md). */
export function PreviewBanner({ text }: { text: string }) {
  return (
    <p role="status" className="bg-volt-300 px-4 py-2 text-center font-bold text-navy-900">
      {text}
    </p>
  );
}

export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <header className="bg-navy-800 text-white">
      <div className="container-page py-12 sm:py-16">
        <h1 className="text-3xl font-extrabold sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-3xl text-lg text-navy-50">{subtitle}</p> : null}
        {children}
      </div>
    </header>
  );
}

/** A section with a visible h2. */
export function Section({
  id,
  title,
  intro,
  children,
  className = "",
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`py-14 ${className}`}>
      <div className="container-page">
        <h2 id={id} className="scroll-mt-28 text-2xl font-extrabold sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-navy-700">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** Call, text and — when asked — book and estimate actions. */
export function ContactActions({
  book = false,
  estimate = false,
  bookLabel,
  light = false,
}: {
  book?: boolean;
  estimate?: boolean;
  bookLabel?: string;
  light?: boolean;
}) {
  const business = useBusiness();
  const text = useWords<FrameText>().common;
  return (
    <div className="flex flex-wrap gap-3" data-testid="contact-actions">
      {/* On a red background a red button would vanish (1.3:1): white stands out from it (WCAG 1.4.11). */}
      <a href={telHref(business.phone)} className={light ? "btn bg-white text-brand-700 hover:bg-navy-50" : "btn-primary"}>
        <span aria-hidden="true">📞</span> <WithPhone text={text.call(business.phone)} phone={business.phone} />
      </a>
      <a href={smsHref(business.textPhone)} className={light ? "btn-volt" : "btn-secondary"}>
        <span aria-hidden="true">💬</span> <WithPhone text={text.text(business.textPhone)} phone={business.textPhone} />
      </a>
      {book ? (
        <BookingLink className={light ? "btn border-2 border-white text-white hover:bg-white/10" : "btn-outline"}>
          {bookLabel ?? text.book}
        </BookingLink>
      ) : null}
      {estimate ? (
        <EstimateLink className={light ? "btn border-2 border-white text-white hover:bg-white/10" : "btn-outline"}>
          {text.estimate}
        </EstimateLink>
      ) : null}
    </div>
  );
}

function Stars({ rating }: { rating: number }) {
  const { stars } = useWords<FrameText>().common;
  return (
    <span className="text-amber-700" role="img" aria-label={stars(rating)}>
      {"★".repeat(Math.round(rating))}
    </span>
  );
}

/**
 * A customer's review in the customer's own words; on a page of another language the quote is marked with its
 * language and a note says so (decision 0162), while the card's own words follow the page. Today's fixed reviews are
 * English; the office's carry their language, the note and the day they were written (app/lib/content/shown-reviews.ts).
 * `service` is the review's service as the page names it, shown when given.
 */
export function ReviewCard({ review, service }: { review: Omit<Review, "service"> & { language?: string; note?: string; when?: string }; service?: string }) {
  const language = review.language ?? "en";
  const foreign = useLang() !== language;
  const text = useWords<FrameText>().common;
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm" data-testid="review">
      <Stars rating={review.rating} />
      <blockquote className="mt-3 flex-1 text-navy-800" lang={foreign ? language : undefined}>
        <p>“{review.text}”</p>
      </blockquote>
      {foreign ? <p className="mt-2 text-xs italic text-navy-700">{review.note ?? text.originalLanguage}</p> : null}
      <figcaption className="mt-4 text-sm">
        <span className="font-bold">{review.author}</span> · {review.location}
        <span className="block text-navy-700">
          {service ? `${service} · ` : ""}
          {text.via(review.source)}
          {review.when ? ` · ${review.when}` : ""}
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * A video from storage, or — when the object is missing (no url) — its poster with the caption
 * (docs/product.md, decision 9). Videos never preload; the founder's story autoplays muted.
 */
export function VideoOrPoster({
  video,
  url,
  autoPlay = false,
  eager = false,
}: {
  video: Video;
  url?: string;
  autoPlay?: boolean;
  eager?: boolean;
}) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-navy-900" data-testid="video" data-has-video={Boolean(url)}>
      {url ? (
        <video
          src={url}
          poster={video.poster}
          width={600}
          height={400}
          className="aspect-[3/2] h-auto w-full object-cover"
          controls
          playsInline
          muted={autoPlay}
          autoPlay={autoPlay}
          loop={autoPlay}
          preload="none"
        >
          <track kind="captions" />
        </video>
      ) : (
        <img
          src={video.poster}
          alt=""
          width={600}
          height={400}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      )}
      <figcaption className="bg-navy-900 px-4 py-2 text-sm text-white">{video.caption}</figcaption>
    </figure>
  );
}

export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="font-bold text-brand-600">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
