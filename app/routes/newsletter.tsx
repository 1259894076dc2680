import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { formHeaders, formResponse, requestMeta } from "~/lib/requests/form-response.server";

export { formHeaders as headers };
import { submitNewsletter } from "~/lib/requests/newsletter-signup.server";
import { pageTitle } from "~/lib/site/seo";
import { useWords } from "~/hooks/use-lang";
import { formPageText, type FormPageWords } from "~/lib/site/page-text.server";
import { basePath, langOf, localePath } from "~/content/languages";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...(data ? [{ title: pageTitle(data.meta.title, matches) }] : []),
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: LoaderFunctionArgs) => json(formPageText(langOf(new URL(request.url).pathname), "newsletter"));

/**
 * The footer signup. A fetcher (JavaScript) gets JSON; a plain post that worked goes back to the page it
 * came from with the toast; a plain post with a bad email gets this page with the form and its message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const meta = await requestMeta(request, formData, context);
  const outcome = await submitNewsletter(formData, meta);
  return formResponse(outcome, formData, { redirectTo: basePath(meta.page) === "/newsletter" ? localePath(meta.lang ?? "en", "/") : meta.page });
}

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
