import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { formHeaders, formResponse, requestMeta } from "~/lib/platform/form-response.server";

export { formHeaders as headers };
import { submitNewsletter } from "~/lib/requests/newsletter-signup.server";
import { pageTitle } from "~/lib/site/seo";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Newsletter", matches) }, { name: "robots", content: "noindex" }];

/**
 * The footer signup. A fetcher (JavaScript) gets JSON; a plain post that worked goes back to the page it
 * came from with the toast; a plain post with a bad email gets this page with the form and its message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const meta = await requestMeta(request, formData, context);
  const outcome = await submitNewsletter(formData, meta);
  return formResponse(outcome, formData, { redirectTo: meta.page === "/newsletter" ? "/" : meta.page });
}

export default function Newsletter() {
  const result = useActionData<typeof action>();
  return (
    <section className="container-page max-w-xl py-10" aria-labelledby="newsletter-title">
      <h1 id="newsletter-title" className="text-3xl font-extrabold">
        Get $25 off your first job
      </h1>
      <p className="mb-6 mt-2 text-navy-800">Seasonal safety tips and member offers. No spam.</p>
      <NewsletterForm idPrefix="newsletter-page" result={result} dark={false} />
    </section>
  );
}
