import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useLocalePath, useWords } from "~/hooks/use-lang";
import { showToast } from "~/components/ui/Toaster";
import type { FormWords } from "~/lib/requests/form-words";
import type { FrameText } from "~/content/frame-text";
import { contactErrorToast, contactSchema, type ContactType } from "~/forms/contact";
import { contactServiceTypes, optionsIn } from "~/forms/options";
import { FormAlert, PageField, problemsOf, SelectField, SubmitButton, TextAreaField, TextField, useFieldEditing, type FormActionData } from "./fields";
import { HoneypotField } from "./HoneypotField";
import { PhotoField, PhotoNotice } from "./PhotoField";

/**
 * The contact request card of /contact (docs/product.md §§2–5). The 'Emergency Help' / 'Get Free Estimate'
 * toggles are links (?type=…) without JavaScript and switch in place with it; emergency mode asks only for
 * name and phone (docs/product.md, decision 1).
 */
export function ContactForm({ initialType, result }: { initialType: ContactType; result?: FormActionData }) {
  const [type, setType] = useState<ContactType>(initialType);
  const to = useLocalePath();
  const { copy: text, text: messages, optionLabels } = useWords<FormWords>().form;
  const { estimate: getEstimate } = useWords<FrameText>().common;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith(to("/contact")) === true;
  const schema = contactSchema(type, messages);
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: result?.reply,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema });
      if (submission.status === "error") showToast(contactErrorToast(submission.error ?? undefined, messages));
      return submission;
    },
  });
  const { formHandlers, visible } = useFieldEditing(result);
  const emergency = type === "emergency";
  const refused = result?.ok ? result.photosRefused : undefined;
  const shownFields = emergency
    ? [fields.name, fields.phone, fields.preferredTime, fields.description, fields.photos]
    : [fields.name, fields.phone, fields.email, fields.address, fields.serviceType, fields.preferredTime, fields.description, fields.photos];

  return (
    <section className="rounded-2xl border border-navy-100 p-4 shadow-sm sm:p-6" aria-labelledby="contact-form-title" data-testid="contact-form">
      <div className="mb-6 grid grid-cols-2 gap-3" role="group" aria-label={text.contact.requestType}>
        {(["emergency", "estimate"] as const).map((value) => (
          <Link
            key={value}
            to={`${to("/contact")}?type=${value}`}
            replace
            preventScrollReset
            aria-current={type === value ? "true" : undefined}
            onClick={(event) => {
              event.preventDefault();
              setType(value);
            }}
            className={`btn px-3 ${type === value ? (value === "emergency" ? "bg-brand-600 text-white" : "bg-navy-800 text-white") : "border-2 border-navy-800 text-navy-800"}`}
          >
            {/* An item that may shrink: a word longer than the whole tab breaks (break-word) rather than spill out. */}
            <span className="min-w-0">{value === "emergency" ? text.contact.emergencyToggle : getEstimate}</span>
          </Link>
        ))}
      </div>
      <h2 id="contact-form-title" className="mb-4 text-2xl font-bold">
        {emergency ? text.contact.emergencyTitle : text.contact.estimateTitle}
      </h2>
      <FormAlert toast={result && (!result.ok || refused) ? result.toast : null} problems={problemsOf(shownFields)} />
      <PhotoNotice refused={refused} />
      <Form
        method="post"
        action={`${to("/contact")}?type=${type}`}
        encType="multipart/form-data"
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        className="relative space-y-4"
        {...formHandlers}
      >
        <input type="hidden" name="type" value={type} />
        <PageField />
        <HoneypotField />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.name} label={text.fields.name} required errors={visible("name", fields.name.errors)} autoComplete="name" />
          <TextField field={fields.phone} label={text.fields.phone} type="tel" required errors={visible("phone", fields.phone.errors)} autoComplete="tel" placeholder="(703) 555-0123" />
        </div>
        {emergency ? null : (
          <>
            <TextField field={fields.email} label={text.fields.email} type="email" required errors={visible("email", fields.email.errors)} autoComplete="email" />
            <TextField field={fields.address} label={text.fields.address} errors={visible("address", fields.address.errors)} autoComplete="street-address" />
            <SelectField
              field={fields.serviceType}
              label={text.fields.serviceNeeded}
              required
              errors={visible("serviceType", fields.serviceType.errors)}
              options={optionsIn(optionLabels, contactServiceTypes)}
              placeholder={text.fields.selectService}
            />
          </>
        )}
        <TextField field={fields.preferredTime} label={text.fields.preferredTime} errors={visible("preferredTime", fields.preferredTime.errors)} placeholder={text.fields.preferredTimeExample} />
        <TextAreaField
          field={fields.description}
          label={emergency ? text.fields.whatsHappening : text.fields.projectDetails}
          errors={visible("description", fields.description.errors)}
          rows={3}
        />
        <PhotoField field={fields.photos} errors={visible("photos", fields.photos.errors)} />
        <SubmitButton pending={pending} className={emergency ? "btn-primary w-full" : "btn-secondary w-full"}>
          {emergency ? text.contact.emergencySubmit : getEstimate}
        </SubmitButton>
      </Form>
    </section>
  );
}
