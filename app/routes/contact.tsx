import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ContactPage } from "~/components/contact/ContactPage";
import type { ContactText } from "~/content/contact";
import { useWords } from "~/hooks/use-lang";
import { contactVideo } from "~/content/team";
import { formHeaders, formResponse, readForm, requestMeta, unreadableForm } from "~/lib/requests/form-response.server";

export { formHeaders as headers };
import { clientIp } from "~/lib/platform/client-ip.server";
import { requestedContactType, submitContact } from "~/lib/requests/contact-request.server";
import { admitFormPost, refusedUnread } from "~/lib/requests/photo-post-admission.server";
import { availableVideos } from "~/lib/gallery/media.server";
import { contactPageText } from "~/lib/site/page-text.server";
import { siteFacts } from "~/lib/content/site-facts.server";
import { seo } from "~/lib/site/seo";
import { langOf, localePath } from "~/content/languages";
import { deferUntilUsed } from "~/components/ui/deferred";
import { formWords } from "~/lib/requests/form-words.server";

// The form's code (conform and zod) loads when the visitor first reaches for the form.
const ContactForm = deferUntilUsed(() => import("~/components/forms/ContactForm").then((m) => m.ContactForm));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/contact" }, matches) : []);

// The page's words come from here, in the page's language only, the form's with them (decision 0210).
export async function loader({ request }: LoaderFunctionArgs) {
  const type = requestedContactType(request);
  const lang = langOf(new URL(request.url).pathname);
  const videos = await availableVideos([contactVideo]);
  const { meta, words } = contactPageText(lang, await siteFacts(request));
  return json({ type, video: contactVideo, videoUrl: videos[contactVideo.key], meta, words: { ...(words as object), ...formWords(lang) } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Refused before the body (up to 30 MB of photos) is read: an address over its limit, or no photo slot free.
  const admission = await admitFormPost("contact", request, clientIp(context));
  if (!admission.ok) return refusedUnread(admission);
  try {
    const formData = await readForm(request);
    if (!formData) return unreadableForm(request);
    const outcome = await submitContact(formData, await requestMeta(request, formData, context));
    // An emergency goes on to its status page; everything else back to an empty form, in the page's language.
    const form = `${localePath(langOf(new URL(request.url).pathname), "/contact")}?type=${outcome.type ?? "estimate"}`;
    return formResponse(outcome, formData, { redirectTo: (outcome.ok && outcome.statusPath) || form });
  } finally {
    admission.release();
  }
}

export default function Contact() {
  const { type, video, videoUrl } = useLoaderData<typeof loader>();
  const text = useWords<{ contact: ContactText }>().contact;
  const result = useActionData<typeof action>();
  const location = useLocation();
  // A new location (the redirect after a success) mounts a fresh, empty form.
  return <ContactPage text={text} video={video} videoUrl={videoUrl} form={<ContactForm key={location.key} initialType={type} result={result} />} />;
}
