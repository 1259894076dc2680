import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { TextField } from "~/components/forms/fields";
import { type BusinessBlock, businessFormSchema } from "~/forms/business-facts";
import { type BlockFormProps, FormError, SaveButtons, useBlockForm, WordsField } from "./WordsField";

/**
 * The business facts (app/forms/business-facts.ts), the visits' arrival windows among them, a plain form. While
 * TWILIO_NUMBERS is set its first number is the one shown for calls and texts (`twilioPhone`), and the form says so:
 * the numbers typed here apply without Twilio.
 */
export function BusinessFactsForm(props: BlockFormProps<BusinessBlock> & { twilioPhone: string | null }) {
  const { version, needsUpdate, suggest, twilioPhone } = props;
  const [form, fields] = useBlockForm(businessFormSchema, props);
  const marked = (field: string) => needsUpdate.includes(field);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4" aria-label="The business facts">
      <FormError errors={form.errors} />
      <input type="hidden" name="expectedVersion" value={version} />
      {twilioPhone ? (
        <p className="rounded-lg border-l-4 border-volt-500 bg-navy-50 p-3" data-testid="twilio-phone">
          The site shows {twilioPhone} for calls and texts: the first of TWILIO_NUMBERS, set where the site runs, so that
          calls and texts to it reach the office&apos;s lead inbox. The numbers below apply only without Twilio.
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        <TextField field={fields.phone} type="tel" label="Phone for calls (international form, like +17035550142)" errors={fields.phone.errors} />
        <TextField field={fields.textPhone} type="tel" label="Phone for texts (international form)" errors={fields.textPhone.errors} />
        <TextField field={fields.email} type="email" label="Email" errors={fields.email.errors} />
        <TextField field={fields.licence} label="License number" errors={fields.licence.errors} />
      </div>
      <WordsField field={fields.hours} label="Hours (the 24/7 line)" marked={marked("hours")} />
      <WordsField field={fields.holidays} label="Holidays" marked={marked("holidays")} />
      <WordsField field={fields.serviceArea} label="Service area" marked={marked("serviceArea")} />
      <WordsField field={fields.radius} label="Service radius" marked={marked("radius")} />
      <div className="grid gap-3 md:grid-cols-3">
        <TextField field={fields.years} label="Years of experience (shown with a plus after it)" errors={fields.years.errors} />
        <TextField field={fields.projects} label="Projects completed" errors={fields.projects.errors} />
        <TextField field={fields.customers} label="Customers served" errors={fields.customers.errors} />
      </div>
      <TextField
        field={fields.arrivalMinutes}
        label="Emergency arrival promise in the core area, in minutes (every page that promises it)"
        errors={fields.arrivalMinutes.errors}
      />
      <div className="grid gap-3 md:grid-cols-2">
        <TextField field={fields.reviewRating} label="Star rating on the review sites (like 4.9)" errors={fields.reviewRating.errors} />
        <TextField field={fields.reviewCount} label="Number of reviews on the review sites" errors={fields.reviewCount.errors} />
      </div>
      <fieldset className="rounded-lg border border-navy-100 p-3" data-testid="visit-windows">
        <legend className="font-bold">Visit arrival windows</legend>
        <p className="text-navy-700">
          The windows the lead page&apos;s visit form and the customer&apos;s &quot;Choose another time&quot; offer, one after
          another from the first arrival, on the office&apos;s clock. Visits already booked keep their times.
        </p>
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          <TextField field={fields.visitsFrom} type="time" label="First arrival" errors={fields.visitsFrom.errors} />
          <TextField field={fields.visitsUntil} type="time" label="End of the last window" errors={fields.visitsUntil.errors} />
          <TextField field={fields.visitWindowMinutes} label="Each window, in minutes (15 to 720)" errors={fields.visitWindowMinutes.errors} />
        </div>
      </fieldset>
      <SaveButtons suggest={suggest} />
    </Form>
  );
}
