import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLocation } from "@remix-run/react";
import { EstimatePageForm } from "~/components/forms/EstimateForm";
import { formHeaders, formResponse, readForm, requestMeta, unreadableForm } from "~/lib/requests/form-response.server";

export { formHeaders as headers };
import { clientIp } from "~/lib/platform/client-ip.server";
import { submitEstimate } from "~/lib/requests/estimate-request.server";
import { admitFormPost, refusedUnread } from "~/lib/requests/photo-post-admission.server";
import { seo } from "~/lib/site/seo";
import { useWords } from "~/hooks/use-lang";
import { formPageText, type FormPageWords } from "~/lib/site/page-text.server";
import { langOf, localePath } from "~/content/languages";
import { formWords } from "~/lib/requests/form-words.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/estimate" }, matches) : []);

export const loader = ({ request }: LoaderFunctionArgs) => {
  const lang = langOf(new URL(request.url).pathname);
  const { meta, words } = formPageText(lang, "estimate");
  return json({ meta, words: { ...(words as object), ...formWords(lang) } });
};

/**
 * The estimate request: the dialog's fetcher (JSON, with the status page's path for emergency repair) and the
 * /estimate page (a redirect: to the status page for emergency repair).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // Refused before the body (up to 30 MB of photos) is read: an address over its limit, or no photo slot free.
  const admission = await admitFormPost("estimate", request, clientIp(context));
  if (!admission.ok) return refusedUnread(admission);
  try {
    const formData = await readForm(request);
    if (!formData) return unreadableForm(request);
    const outcome = await submitEstimate(formData, await requestMeta(request, formData, context));
    return formResponse(outcome, formData, { redirectTo: (outcome.ok && outcome.statusPath) || localePath(langOf(new URL(request.url).pathname), "/estimate") });
  } finally {
    admission.release();
  }
}

export default function Estimate() {
  const result = useActionData<typeof action>();
  const location = useLocation();
  const text = useWords<FormPageWords>().formPage;
  return (
    <section className="container-page max-w-2xl py-10" aria-labelledby="estimate-title">
      <h1 id="estimate-title" className="text-3xl font-extrabold">
        {text.heading}
      </h1>
      <p className="mb-6 mt-2 text-navy-800">{text.intro}</p>
      <EstimatePageForm key={location.key} result={result} />
    </section>
  );
}
