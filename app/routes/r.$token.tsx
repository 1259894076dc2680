import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useParams } from "@remix-run/react";
import { useBusiness } from "~/hooks/use-business";
import { ReviewForm } from "~/components/reviews/ReviewForm";
import { telHref } from "~/content/business";
import type { ReviewPageWords } from "~/content/review-request";
import { reviewLinkPage, sendReview } from "~/lib/reviews/review-link-page.server";
import type { Lang } from "~/content/languages";
import { useWords } from "~/hooks/use-lang";
import { pageTitle } from "~/lib/site/seo";
import type { FrameHandle } from "~/root";

// Private to whoever holds the link: every answer under /r/ is never stored, never indexed and sends no Referer
// to another site (app/lib/platform/token-paths.ts, set by the server for the whole section).

/** One path for both languages: the page speaks its lead's language, like the emergency status page (decision 0172). */
export const handle: FrameHandle = {
  lang: (data) => (data as { lang?: Lang } | undefined)?.lang,
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...(data ? [{ title: pageTitle(data.titles.review, matches) }] : []),
  { name: "robots", content: "noindex" },
];

export const loader = ({ params }: LoaderFunctionArgs) => reviewLinkPage(params.token ?? "");

export const action = (args: ActionFunctionArgs) => sendReview(args);

export default function ReviewPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { token } = useParams();
  const business = useBusiness();
  const m = useWords<ReviewPageWords>().reviewPage;
  const title = data.state === "open" ? m.title : data.state === "answered" ? m.thanksTitle : m.expiredTitle;
  return (
    <section className="container-page max-w-2xl py-10" aria-labelledby="review-title" data-testid="review-page" data-state={data.state}>
      <h1 id="review-title" className="text-3xl font-extrabold">
        {title}
      </h1>
      {data.state === "open" ? (
        <>
          {data.firstName ? <p className="mt-2 text-lg">{m.greeting(data.firstName)}</p> : null}
          <p className="mt-2">{m.intro}</p>
          <ReviewForm constraint={data.constraint} reply={result?.reply} />
        </>
      ) : (
        <>
          <p className="mt-4 text-lg">{data.state === "answered" ? m.thanks : m.expired}</p>
          {data.google ? (
            <p className="mt-6">
              {m.google}{" "}
              <a href={`/r/${token}/google`} rel="nofollow" className="btn-primary mt-3 inline-flex" data-testid="google-review-link">
                {m.googleLink}
              </a>
            </p>
          ) : null}
          <p className="mt-6 text-lg">
            {m.call}{" "}
            <a href={telHref(business.phone)} className="font-bold text-brand-700 underline">
              {business.phone}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
