import type { MetaFunction } from "@remix-run/node";
import { Fragment } from "react";
import { useBusiness } from "~/hooks/use-business";
import { useText } from "~/hooks/use-lang";
import { privacyText } from "~/content/privacy";
import { businessFromMatches, langFromMatches, seo } from "~/lib/site/seo";

export const meta: MetaFunction = ({ matches }) => {
  const { meta } = privacyText[langFromMatches(matches)];
  return seo({ title: meta.title, description: meta.description(businessFromMatches(matches).name), path: "/privacy" }, matches);
};

export default function Privacy() {
  const business = useBusiness();
  const text = useText(privacyText);
  return (
    <article className="container-page prose max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold">{text.title}</h1>
      <p className="mt-2 text-sm text-navy-700">{text.updated}</p>
      {text.sections.map((section, i) => (
        <Fragment key={section.heading}>
          <h2 className={`${i === 0 ? "mt-8" : "mt-6"} text-xl font-bold`}>{section.heading}</h2>
          <p className="mt-2">{section.text}</p>
        </Fragment>
      ))}
      <h2 className="mt-6 text-xl font-bold">{text.choices.heading}</h2>
      <p className="mt-2">
        {text.choices.before}{" "}
        <a className="underline" href={`mailto:${business.email}`}>
          {business.email}
        </a>{" "}
        {text.choices.after(business)}
      </p>
    </article>
  );
}
