import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnsubscribeSection } from "~/components/pages/UnsubscribeSection";
import type { Lang } from "~/content/languages";
import { useWords } from "~/hooks/use-lang";
import { mailUnsubscribePage, unsubscribeRequestMails, type RequestPageWords } from "~/lib/requests/request-status.server";
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

/** The page's address and words (the frame's too) in the lead's language; a 404 for any other token. */
const page = <T,>(found: T | null): T => {
  if (!found) throw new Response("Not Found", { status: 404 });
  return found;
};

// A GET only asks: mail scanners open links, and must not unsubscribe anyone.
export async function loader({ params }: LoaderFunctionArgs) {
  return json(page(await mailUnsubscribePage(params.token ?? "")));
}

export async function action({ params }: ActionFunctionArgs) {
  return json({ ...page(await unsubscribeRequestMails(params.token ?? "")), done: true });
}

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
