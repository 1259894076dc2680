import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnsubscribeSection } from "~/components/pages/UnsubscribeSection";
import type { Lang } from "~/content/languages";
import { useWords } from "~/hooks/use-lang";
import type { RequestPageWords } from "~/lib/requests/request-status.server";
import { requestMailUnsubscribePage, unsubscribeFromRequestMails } from "~/lib/requests/request-mail-unsubscribe.server";
import { pageTitle } from "~/lib/site/seo";
import type { FrameHandle } from "~/root";

/**
 * A visit reminder mail's unsubscribe (its link and List-Unsubscribe header), in the lead's language: the address
 * gets no more reminders or review requests (docs/visits.md, "Reminders"). Private like every page under /status/.
 */
export const handle: FrameHandle = {
  lang: (data) => (data as { lang?: Lang } | undefined)?.lang,
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...(data ? [{ title: pageTitle(data.title, matches) }] : []), { name: "robots", content: "noindex" }];

export const loader = ({ params }: LoaderFunctionArgs) => requestMailUnsubscribePage(params.token ?? "");

export const action = ({ params }: ActionFunctionArgs) => unsubscribeFromRequestMails(params.token ?? "");

export default function RequestMailUnsubscribe() {
  const { email } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>()?.done;
  const m = useWords<RequestPageWords>().request;
  return (
    <UnsubscribeSection
      testId="request-unsubscribe"
      title={m.unsubscribeTitle}
      ask={m.unsubscribeAsk(email)}
      button={m.unsubscribeButton}
      buttonClass="btn-secondary"
      done={Boolean(done)}
      doneText={m.unsubscribed}
    />
  );
}
