import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnsubscribeSection } from "~/components/pages/UnsubscribeSection";
import type { ReviewPageWords } from "~/content/review-request";
import { reviewUnsubscribePage, unsubscribeFromReviewMails } from "~/lib/reviews/review-unsubscribe.server";
import type { Lang } from "~/content/languages";
import { useWords } from "~/hooks/use-lang";
import { pageTitle } from "~/lib/site/seo";
import type { FrameHandle } from "~/root";

/**
 * The review mails' unsubscribe (their link and List-Unsubscribe header), in the lead's language. Private like
 * every answer under /r/ (app/lib/platform/token-paths.ts).
 */
export const handle: FrameHandle = {
  lang: (data) => (data as { lang?: Lang } | undefined)?.lang,
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...(data ? [{ title: pageTitle(data.titles.unsubscribe, matches) }] : []),
  { name: "robots", content: "noindex" },
];

export const loader = ({ params }: LoaderFunctionArgs) => reviewUnsubscribePage(params.token ?? "");

export const action = ({ params }: ActionFunctionArgs) => unsubscribeFromReviewMails(params.token ?? "");

export default function Unsubscribe() {
  const { email } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>()?.done;
  const m = useWords<ReviewPageWords>().reviewPage;
  return (
    <UnsubscribeSection
      testId="review-unsubscribe"
      title={m.unsubscribeTitle}
      ask={m.unsubscribe(email)}
      button={m.unsubscribeButton}
      buttonClass="btn-primary"
      done={Boolean(done)}
      doneText={m.unsubscribed}
    />
  );
}
