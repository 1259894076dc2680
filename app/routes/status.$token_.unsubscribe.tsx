import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
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
    <section className="container-page max-w-2xl py-10" aria-labelledby="unsubscribe-title" data-testid="request-unsubscribe">
      <h1 id="unsubscribe-title" className="text-3xl font-extrabold">
        {m.unsubscribeTitle}
      </h1>
      {done ? (
        <p className="mt-4 text-lg" role="status">
          {m.unsubscribed}
        </p>
      ) : (
        <form method="post" className="mt-4">
          <p className="text-lg">{m.unsubscribeAsk(email)}</p>
          <button type="submit" className="btn-secondary mt-4">
            {m.unsubscribeButton}
          </button>
        </form>
      )}
    </section>
  );
}
