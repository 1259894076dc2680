import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { formHeaders, newsletterPage, signUpForNewsletter } from "~/lib/requests/newsletter-signup.server";

export { formHeaders as headers };
import { pageTitle } from "~/lib/site/seo";
import { useWords } from "~/hooks/use-lang";
import type { FormPageWords } from "~/lib/site/page-text.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...(data ? [{ title: pageTitle(data.meta.title, matches) }] : []),
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: LoaderFunctionArgs) => newsletterPage(request);

export const action = (args: ActionFunctionArgs) => signUpForNewsletter(args);

export default function Newsletter() {
  const result = useActionData<typeof action>();
  const text = useWords<FormPageWords>().formPage;
  return (
    <section className="container-page max-w-xl py-10" aria-labelledby="newsletter-title">
      <h1 id="newsletter-title" className="text-3xl font-extrabold">
        {text.heading}
      </h1>
      <p className="mb-6 mt-2 text-navy-800">{text.intro}</p>
      <NewsletterForm idPrefix="newsletter-page" result={result} dark={false} />
    </section>
  );
}
