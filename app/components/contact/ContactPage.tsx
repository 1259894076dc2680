import type { ReactNode } from "react";
import { EstimateLink } from "~/components/forms/EstimateLink";
import { useBusiness } from "~/hooks/use-business";
import { useWords } from "~/hooks/use-lang";
import { CheckList } from "~/components/pages/CheckList";
import { VideoOrPoster } from "~/components/pages/VideoOrPoster";
import { Monogram } from "~/components/pages/Monogram";
import { businessHours, businessServiceArea, smsHref, telHref, type BusinessWords } from "~/content/business";
import type { ContactText } from "~/content/contact";
import type { Video } from "~/content/team";
import { SchedulingWidget } from "./SchedulingWidget";
import { WithPhone } from "~/components/ui/WithPhone";

/** docs/product.md §9: the scheduling frame is 800 px high on the contact page (700 px in a contact section). */
const DISCOVERY_FRAME_HEIGHT = 800;

/**
 * Layout of the Contact page (docs/product.md §2.9). The route (app/routes/contact.tsx) owns the
 * form and its action and passes it in `form`; `videoUrl` is the contact video's URL when the object
 * exists in storage (see availableVideos in app/lib/gallery/media.server.ts), else the poster shows.
 */
export function ContactPage({ form, text, video, videoUrl }: { form: ReactNode; text: ContactText; video: Video; videoUrl?: string }) {
  const business = useBusiness();
  // The default hours and service area in the page's language, from the loader (contactPageText).
  const { businessWords } = useWords<{ businessWords: BusinessWords }>();
  const hours = businessHours(business, businessWords);
  const { intro: contactIntro, whyChoose, discoveryCall, emergencyCard, page } = text;
  return (
    <>
      <header className="bg-navy-800 text-white">
        <div className="container-page py-12 text-center sm:py-16">
          <h1 className="text-3xl font-extrabold sm:text-5xl">{contactIntro.title}</h1>
          <p className="mt-4 text-lg text-navy-50">{contactIntro.subtitle}</p>
        </div>
      </header>
      <div className="container-page grid gap-8 py-12 lg:grid-cols-5">
        <div className="lg:col-span-3" data-testid="contact-form-slot">
          {form}
        </div>
        <aside className="space-y-6 lg:col-span-2" aria-label={page.otherWays}>
          <section aria-labelledby="contact-info-title" className="rounded-2xl border border-navy-100 p-6 shadow-sm" data-testid="contact-info">
            <h2 id="contact-info-title" className="text-xl font-bold">
              {page.contactInformation}
            </h2>
            <dl className="mt-4 space-y-3">
              <div>
                <dt className="text-sm font-semibold text-navy-700">{page.phone}</dt>
                <dd>
                  <a href={telHref(business.phone)} className="font-bold underline">
                    <WithPhone text={business.phone} phone={business.phone} />
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-navy-700">{page.textOffice}</dt>
                <dd>
                  <a href={smsHref(business.textPhone)} className="font-bold underline">
                    <WithPhone text={business.textPhone} phone={business.textPhone} />
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-navy-700">{page.email}</dt>
                <dd>
                  <a href={`mailto:${business.email}`} className="font-bold underline">
                    {business.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-navy-700">{page.hours}</dt>
                <dd>
                  <span className="block font-bold">{hours.hours}</span>
                  <span className="block">{hours.holidays}</span>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-navy-700">{page.serviceArea}</dt>
                <dd className="font-bold">{businessServiceArea(business, businessWords)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="why-choose-title" className="rounded-2xl bg-navy-50 p-6">
            <h2 id="why-choose-title" className="text-xl font-bold">
              {page.whyChooseTitle(business.name)}
            </h2>
            <CheckList items={whyChoose} className="mt-4" />
            <EstimateLink className="btn-secondary mt-6 w-full" />
          </section>
          <section aria-labelledby="emergency-card-title" className="rounded-2xl bg-brand-700 p-6 text-white" data-testid="emergency-card">
            <h2 id="emergency-card-title" className="text-xl font-bold">
              {emergencyCard.title}
            </h2>
            <p className="mt-2">{emergencyCard.text}</p>
            <a href={telHref(business.phone)} className="btn-volt mt-4 w-full text-center">
              <WithPhone text={page.callNow(business.phone)} phone={business.phone} />
            </a>
          </section>
        </aside>
      </div>
      <div className="container-page grid gap-8 pb-14 lg:grid-cols-2">
        <section aria-labelledby="contact-video-title">
          <h2 id="contact-video-title" className="mb-4 text-xl font-bold">
            {page.meetOffice}
          </h2>
          <VideoOrPoster
            video={{ ...video, caption: page.videoCaption }}
            url={videoUrl}
            fallback={
              <div className="flex items-center gap-4 rounded-2xl bg-navy-50 p-6">
                <Monogram name={business.name} />
                <p className="text-lg font-bold">{business.name}</p>
              </div>
            }
          />
        </section>
        <section aria-labelledby="discovery-title" className="rounded-2xl border border-navy-100 p-6 shadow-sm" data-testid="discovery-call">
          <h2 id="discovery-title" className="text-xl font-bold">
            {discoveryCall.title}
          </h2>
          <p className="mb-4 mt-2 text-navy-800">{discoveryCall.text}</p>
          <SchedulingWidget url={business.schedulingUrl} height={DISCOVERY_FRAME_HEIGHT} text={text.scheduling} />
        </section>
      </div>
    </>
  );
}
