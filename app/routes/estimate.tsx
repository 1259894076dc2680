import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLocation } from "@remix-run/react";
import { EstimatePageForm } from "~/components/forms/EstimateForm";
import { estimatePage, formHeaders, sendEstimateRequest } from "~/lib/requests/estimate-request.server";

export { formHeaders as headers };
import { seo } from "~/lib/site/seo";
import { useWords } from "~/hooks/use-lang";
import type { FormPageWords } from "~/lib/site/page-text.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/estimate" }, matches) : []);

export const loader = ({ request }: LoaderFunctionArgs) => estimatePage(request);

export const action = (args: ActionFunctionArgs) => sendEstimateRequest(args);

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
