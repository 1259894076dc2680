import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useBusiness } from "~/components/layout/use-business";
import { PageHeader, Section, VideoOrPoster } from "~/components/pages/common";
import { telHref } from "~/content/business";
import { founder, mission, team, values } from "~/content/team";
import { availableVideos } from "~/lib/gallery/media.server";
import { businessFromMatches, seo } from "~/lib/site/seo";

export const meta: MetaFunction = ({ matches }) =>
  seo(
    {
      title: "About Us | Veteran-Owned, Family-Operated Electricians",
      description:
        `Meet the Air Force veteran and master electrician who founded ${businessFromMatches(matches).name}, and the family-operated team behind 1000+ projects in Northern Virginia.`,
      path: "/about",
    },
    matches,
  );

export async function loader() {
  return json({ videos: await availableVideos([founder.video, ...team.map((p) => p.video)]) });
}

export default function About() {
  const { videos } = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <>
      <PageHeader
        title={`About ${business.name}`}
        subtitle="Veteran-owned and family-operated. Licensed, bonded and insured electricians serving Northern Virginia, Maryland and Washington DC."
      />
      <Section id="founder-title" title="Our Founder's Story">
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-bold">{founder.name}</h3>
            <p className="text-brand-600">{founder.role}</p>
            <p className="mt-4 text-lg text-navy-800">{founder.bio}</p>
          </div>
          <VideoOrPoster video={founder.video} url={videos[founder.video.key]} autoPlay eager />
        </div>
      </Section>
      <Section id="team-title" title="Meet the Team" className="bg-navy-50">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {team.map((person) => (
            <li key={person.name} data-testid="team-member">
              <article className="h-full rounded-2xl bg-white p-4 shadow-sm">
                <VideoOrPoster video={person.video} url={videos[person.video.key]} />
                <h3 className="mt-4 text-lg font-bold">{person.name}</h3>
                <p className="font-semibold text-brand-600">{person.role}</p>
                <p className="mt-2 text-navy-700">{person.bio}</p>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="values-title" title="Our Values">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="values">
          {values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-navy-100 p-6">
              <h3 className="text-lg font-bold">{value.title}</h3>
              <p className="mt-2 text-navy-700">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-label="Our mission" className="bg-navy-800 py-14 text-white">
        <figure className="container-page max-w-3xl text-center">
          <blockquote className="text-2xl font-semibold italic">
            <p>“{mission}”</p>
          </blockquote>
          <figcaption className="mt-4 text-navy-50">— {founder.name}, Founder</figcaption>
        </figure>
      </section>
      <Section id="about-cta-title" title="Ready to Work With Us?" intro="Get an upfront price from a veteran-owned team that shows up on time.">
        <div className="flex flex-wrap gap-3">
          <a href={business.schedulingUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
            Book Your Free Estimate<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={telHref(business.phone)} className="btn-secondary">
            Call {business.phone}
          </a>
        </div>
      </Section>
    </>
  );
}
