import { BookingLink } from "~/components/forms/BookingLink";
import { midSentence } from "~/content/sentence-case";
import type { ServiceOffer, ServicesText } from "~/content/services";

/**
 * A service card with its features and starting price; Learn More opens booking preset to it. `text` is the
 * services catalogue's half in the page's language, from the page's loader (decision 0210).
 */
export function ServiceOfferCard({ offer, text, headingLevel = 2 }: { offer: ServiceOffer; text: Pick<ServicesText, "learnMore" | "learnMoreAbout">; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <Heading className="text-lg font-bold">{offer.title}</Heading>
      <p className="mt-2 text-navy-700">{offer.description}</p>
      <ul className="mt-4 flex-1 space-y-1 text-sm">
        {offer.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="icon icon-check mt-0.5 h-5 w-5 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-lg font-extrabold text-navy-900" data-testid="price">
        {offer.price}
      </p>
      {/* Red is for Call and emergencies: a card's action is the secondary button. */}
      <BookingLink service={offer.serviceValue} className="btn-outline mt-4">
        {text.learnMore}
        <span className="sr-only">{text.learnMoreAbout(midSentence(offer.title))}</span>
      </BookingLink>
    </article>
  );
}
