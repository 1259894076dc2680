import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ContactPage } from "~/components/contact/ContactPage";
import type { ContactText } from "~/content/contact";
import { useWords } from "~/hooks/use-lang";
import { contactPage, formHeaders, sendContactRequest } from "~/lib/requests/contact-request.server";

export { formHeaders as headers };
import { seo } from "~/lib/site/seo";
import { deferUntilUsed } from "~/components/ui/deferred";

// The form's code (conform and zod) loads when the visitor first reaches for the form.
const ContactForm = deferUntilUsed(() => import("~/components/forms/ContactForm").then((m) => m.ContactForm));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/contact" }, matches) : []);

export const loader = ({ request }: LoaderFunctionArgs) => contactPage(request);

export const action = (args: ActionFunctionArgs) => sendContactRequest(args);

export default function Contact() {
  const { type, video, videoUrl } = useLoaderData<typeof loader>();
  const text = useWords<{ contact: ContactText }>().contact;
  const result = useActionData<typeof action>();
  const location = useLocation();
  // A new location (the redirect after a success) mounts a fresh, empty form.
  return <ContactPage text={text} video={video} videoUrl={videoUrl} form={<ContactForm key={location.key} initialType={type} result={result} />} />;
}
