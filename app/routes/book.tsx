import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BOOKING_PREFILL_INTENT } from "~/lib/assistant/chat-protocol";
import { BookingPageForm } from "~/components/forms/BookingForm";
import type { BookingPrefill } from "~/forms/booking";
import { LIMITS } from "~/forms/fields";
import { toBookingService } from "~/forms/options";
import { formHeaders, formResponse, requestMeta } from "~/lib/requests/form-response.server";
import { submitBooking } from "~/lib/requests/booking-request.server";
import { getScheduling, loadAppointmentTypes } from "~/lib/requests/scheduling.server";
import { langOf } from "~/content/languages";
import { seo } from "~/lib/site/seo";
import { useWords } from "~/hooks/use-lang";
import { formPageText, type FormPageWords } from "~/lib/site/page-text.server";
import { formWords } from "~/lib/requests/form-words.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/book" }, matches) : []);

const field = (form: FormData, key: string, max: number) => {
  const value = form.get(key);
  return typeof value === "string" && value ? value.slice(0, max) : undefined;
};

/** Appointment types (Calendly, or app/content without a token, in the page's language; both cached) and ?service= from the booking links. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const prefill: BookingPrefill = { service: toBookingService(url.searchParams.get("service")) };
  const lang = langOf(url.pathname);
  const types = await loadAppointmentTypes(getScheduling(), lang);
  const { meta, words } = formPageText(lang, "book");
  return json({ types, prefill, quick: false, meta, words: { ...(words as object), ...formWords(lang) } }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=86400" } });
}

export { formHeaders as headers };

/**
 * Step 1 posts here (page and dialog alike); the answer is the booking link or the form back with its message.
 * The chat's hand-off (without JavaScript, or before it loads) posts here too: the page in quick-booking mode,
 * prefilled from the body.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === BOOKING_PREFILL_INTENT) {
    const prefill: BookingPrefill = {
      service: toBookingService(String(formData.get("service") ?? "")),
      name: field(formData, "name", LIMITS.name),
      phone: field(formData, "phone", 20),
      email: field(formData, "email", LIMITS.email),
      message: field(formData, "message", LIMITS.message),
    };
    return json({ prefill }, { headers: { "Cache-Control": "private, no-store" } });
  }
  const outcome = await submitBooking(formData, await requestMeta(request, formData, context));
  return formResponse(outcome, formData);
}

export default function Book() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const handOff = posted && "prefill" in posted ? posted.prefill : null;
  const options = handOff ? { ...loaded, prefill: handOff, quick: true } : loaded;
  const result = posted && !("prefill" in posted) ? posted : undefined;
  const text = useWords<FormPageWords>().formPage;
  return (
    <section className="container-page max-w-2xl py-10" aria-labelledby="book-title">
      <h1 id="book-title" className="text-3xl font-extrabold">
        {text.heading}
      </h1>
      <p className="mb-6 mt-2 text-navy-800">{text.intro}</p>
      <BookingPageForm options={options} result={result} />
    </section>
  );
}
