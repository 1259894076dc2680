import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Notice } from "~/components/admin/Notice";
import { useIsPending } from "~/hooks/use-is-pending";
import { acknowledgeFromLink, ackPage } from "~/lib/emergencies/ack-link-page.server";
import { ACK_MESSAGES } from "~/lib/emergencies/lead-acknowledgement.messages";
import { pageTitle } from "~/lib/site/seo";

/**
 * The acknowledgement link of an alert: GET only shows what it acknowledges and a button (previews and
 * scanners open links too); the button's POST acknowledges and uses the link up.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(ACK_MESSAGES.confirmTitle, matches) }, { name: "robots", content: "noindex" }];

export const loader = ({ params }: LoaderFunctionArgs) => ackPage(params.token ?? "");

export const action = ({ params }: ActionFunctionArgs) => acknowledgeFromLink(params.token ?? "");

export default function AcknowledgeLink() {
  const page = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const pending = useIsPending({ state: "submitting" });
  return (
    <section aria-labelledby="ack-title" className="container-page max-w-xl py-12">
      <h1 id="ack-title" className="text-3xl font-extrabold">
        {ACK_MESSAGES.confirmTitle}
      </h1>
      <div className="mt-6">
        {done ? (
          <Notice type={done.ok ? "success" : "error"} testId="ack-result">
            {done.message}
          </Notice>
        ) : page.ok ? (
          <>
            <p className="text-lg">{ACK_MESSAGES.confirmBody(page.leadName)}</p>
            {page.acknowledgedBy ? <p className="mt-2">{ACK_MESSAGES.already(page.acknowledgedBy)}</p> : null}
            <Form method="post" className="mt-6">
              <button type="submit" className="btn-primary" disabled={pending}>
                {ACK_MESSAGES.confirmButton}
                {page.personName ? ` (${page.personName})` : ""}
              </button>
            </Form>
          </>
        ) : (
          <Notice type="error" testId="ack-result">
            {page.message}
          </Notice>
        )}
      </div>
    </section>
  );
}
