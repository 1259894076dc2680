import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BookingPageForm } from "~/components/forms/BookingForm";
import type { FormActionData } from "~/components/forms/fields";
import type { BookingPrefill } from "~/forms/booking";
import { LIMITS } from "~/forms/fields";
import { toBookingService } from "~/forms/options";
import { formHeaders, formResponse, requestMeta } from "~/lib/form-response.server";
import { submitBooking } from "~/lib/forms.server";
import { loadAppointmentTypes } from "~/lib/scheduling.server";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Book a Free Consultation | Valor Electric",
      description: "Book a free 30-minute consultation or discovery call with a veteran-owned, licensed electrician.",
      path: "/book",
    },
    matches,
  );

const param = (params: URLSearchParams, key: string, max: number) => params.get(key)?.slice(0, max) || undefined;

/**
 * Appointment types (Calendly, or app/content without a token) and the prefill: ?service= from the booking
 * links, and quick=1 with name, phone, email, message from the chat's booking hand-off.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const prefill: BookingPrefill = {
    service: toBookingService(params.get("service")),
    name: param(params, "name", LIMITS.name),
    phone: param(params, "phone", 20),
    email: param(params, "email", LIMITS.email),
    message: param(params, "message", LIMITS.message),
  };
  const personal = Boolean(prefill.name || prefill.phone || prefill.email || prefill.message);
  const types = await loadAppointmentTypes();
  return json(
    { types, prefill, quick: params.get("quick") === "1" },
    // Prefilled personal details never go into a shared cache; the types change rarely.
    { headers: { "Cache-Control": personal ? "private, no-store" : "public, max-age=0, s-maxage=300, stale-while-revalidate=86400" } },
  );
}

export { formHeaders as headers };

/** Step 1 posts here (page and dialog alike); the answer is the booking link or the form back with its message. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const outcome = await submitBooking(formData, requestMeta(request, formData, context));
  return formResponse(outcome, { json: true });
}

export default function Book() {
  const options = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormActionData | undefined;
  return (
    <section className="container-page max-w-2xl py-10" aria-labelledby="book-title">
      <h1 id="book-title" className="text-3xl font-extrabold">
        Book a Free Consultation
      </h1>
      <p className="mb-6 mt-2 text-navy-800">
        Tell us who you are and choose an appointment type; we&apos;ll give you a booking link to pick a time.
      </p>
      <BookingPageForm options={options} result={result} />
    </section>
  );
}
