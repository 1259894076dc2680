import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useBusiness } from "~/hooks/use-business";
import { useWords } from "~/hooks/use-lang";
import { PageHeader } from "~/components/pages/PageHeader";
import { PreviewBanner } from "~/components/pages/PreviewBanner";
import { Section } from "~/components/pages/Section";
import { VideoOrPoster } from "~/components/pages/VideoOrPoster";
import { Monogram } from "~/components/pages/Monogram";
import { LICENCE_LOOKUP_URL, telHref } from "~/content/business";
import type { AboutText } from "~/content/team";
import { aboutPage } from "~/lib/content/team-words.server";
import { seo } from "~/lib/site/seo";
import { WithPhone } from "~/components/ui/WithPhone";
import { FreeEstimateLink } from "~/components/forms/FreeEstimateLink";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/about" }, matches) : []);

// The page's words and people come from here, in the page's language only (decision 0210).
export const loader = ({ request }: LoaderFunctionArgs) => aboutPage(request);

/** A member's photo, as the office uploaded it. */
const Photo = ({ src }: { src: string }) => (
  <img src={src} alt="" width={600} height={400} loading="lazy" decoding="async" className="aspect-[3/2] h-auto w-full rounded-2xl object-cover" />
);

export default function About() {
  const { videos, founder, team, preview } = useLoaderData<typeof loader>();
  const business = useBusiness();
  const text = useWords<{ about: Omit<AboutText, "team"> }>().about;
  return (
    <>
      {preview ? <PreviewBanner text={preview} /> : null}
      <PageHeader title={text.title(business.name)} subtitle={text.subtitle} />
      <Section id="founder-title" title={text.founderTitle}>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-bold">{founder.name}</h3>
            <p className="text-brand-600">{text.founder.role}</p>
            <p className="mt-4 text-lg text-navy-800">{text.founder.bio}</p>
            <p className="mt-4 font-semibold">
              {text.licence(business.licence)} ·{" "}
              <a href={LICENCE_LOOKUP_URL} className="underline" data-testid="verify-licence">
                {text.verifyLicence}
              </a>
            </p>
          </div>
          <VideoOrPoster
            video={{ ...founder.video, caption: text.founder.caption }}
            url={videos[founder.video.key]}
            autoPlay
            fallback={
              <div className="flex justify-center rounded-2xl bg-navy-50 py-10">
                <Monogram name={founder.name} large />
              </div>
            }
          />
        </div>
      </Section>
      <Section id="team-title" title={text.teamTitle} className="bg-navy-50">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {team.map((person) => (
            <li key={person.id} data-testid="team-member">
              <article className="h-full rounded-2xl bg-white p-4 shadow-sm">
                {/* A video when its object is there, else the photo, else the person's initials. */}
                {person.video ? (
                  <VideoOrPoster
                    video={person.photo ? { ...person.video, poster: person.photo } : person.video}
                    url={videos[person.video.key]}
                    fallback={person.photo ? <Photo src={person.photo} /> : <Monogram name={person.name} />}
                  />
                ) : person.photo ? (
                  <Photo src={person.photo} />
                ) : (
                  <Monogram name={person.name} />
                )}
                <h3 className="mt-4 text-lg font-bold">{person.name}</h3>
                <p className="font-semibold text-brand-600">{person.role}</p>
                <p className="mt-2 text-navy-700">{person.bio}</p>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="values-title" title={text.valuesTitle}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="values">
          {text.values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-navy-100 p-6">
              <h3 className="text-lg font-bold">{value.title}</h3>
              <p className="mt-2 text-navy-700">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-label={text.missionLabel} className="bg-navy-800 py-14 text-white">
        <figure className="container-page max-w-3xl text-center">
          <blockquote className="text-2xl font-semibold italic">
            <p>“{text.mission}”</p>
          </blockquote>
          <figcaption className="mt-4 text-navy-50">{text.founderCaption(founder.name)}</figcaption>
        </figure>
      </section>
      <Section id="about-cta-title" title={text.cta.title} intro={text.cta.intro}>
        <div className="flex flex-wrap gap-3">
          <a href={telHref(business.phone)} className="btn-primary">
            <WithPhone text={text.cta.call(business.phone)} phone={business.phone} />
          </a>
          <FreeEstimateLink className="btn-secondary" testId="closing-cta" />
        </div>
      </Section>
    </>
  );
}
