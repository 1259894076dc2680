import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Fragment } from "react";
import { useBusiness } from "~/hooks/use-business";
import { useWords } from "~/hooks/use-lang";
import { WithPhone } from "~/components/ui/WithPhone";
import type { PrivacyText } from "~/content/privacy";
import { privacyPage } from "~/lib/content/privacy-page.server";
import { seo } from "~/lib/site/seo";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/privacy" }, matches) : []);

export const loader = ({ request }: LoaderFunctionArgs) => privacyPage(request);

/** The policy's words as its loader sends them: the office's phone already in the last sentence. */
type PrivacyWords = Omit<PrivacyText, "meta" | "choices"> & { choices: Omit<PrivacyText["choices"], "after"> & { after: string } };

export default function Privacy() {
  const business = useBusiness();
  const text = useWords<{ privacy: PrivacyWords }>().privacy;
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
        <WithPhone text={text.choices.after} phone={business.phone} />
      </p>
    </article>
  );
}
