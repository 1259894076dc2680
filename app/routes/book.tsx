import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BookingPageForm } from "~/components/forms/BookingForm";
import { bookingPage, formHeaders, sendBookingRequest } from "~/lib/requests/booking-request.server";
import { seo } from "~/lib/site/seo";
import { useWords } from "~/hooks/use-lang";
import type { FormPageWords } from "~/lib/site/page-text.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/book" }, matches) : []);

export const loader = ({ request }: LoaderFunctionArgs) => bookingPage(request);

export { formHeaders as headers };

export const action = (args: ActionFunctionArgs) => sendBookingRequest(args);

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
