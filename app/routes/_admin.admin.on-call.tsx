import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Notice } from "~/components/admin/Notice";
import { PushToggle } from "~/components/admin/PushToggle";
import { FieldError, SelectField, SubmitButton, TextField } from "~/components/forms/fields";
import { useIsPending } from "~/hooks/use-is-pending";
import { ONCALL_MESSAGES } from "~/forms/admin-messages";
import { oncallSchema } from "~/forms/oncall";
import { parseForm } from "~/forms/parse";
import { loadOncallPage, removePerson, savePerson } from "~/lib/emergencies/oncall-admin.server";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { pageTitle } from "~/lib/site/seo";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("On call", matches) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return json(await loadOncallPage(user.id));
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await request.formData().catch(() => null);
  if (!form) return json({ formId: "", message: ONCALL_MESSAGES.unreadable, reply: null }, { status: 400 });
  const formId = String(form.get("formId") ?? "");
  const submission = parseForm(form, oncallSchema);
  if (submission.status !== "success") return json({ formId, message: ONCALL_MESSAGES.invalid, reply: submission.reply() }, { status: 400 });
  const posted = submission.value;
  const outcome = posted.intent === "save" ? await savePerson(posted) : await removePerson(posted.id);
  if (!outcome.ok) return json({ formId, message: outcome.message, reply: submission.reply() }, { status: outcome.status });
  return redirectWithToast("/admin/on-call", { title: outcome.message, type: "success" });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Person = Data["people"][number];


/** One person's form (or the add form): conform validates in the browser with the server's schema. */
function PersonForm({ formId, person, accounts, lastResult }: { formId: string; person?: Person; accounts: Data["accounts"]; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    defaultValue: person
      ? { ...person, order: String(person.order), active: person.active ? "on" : "", userId: person.userId ?? "" }
      : { order: "", startsAt: "00:00", endsAt: "00:00", active: "on" },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: oncallSchema }),
  });
  const saving = useIsPending({ intent: "save", state: "submitting" });
  const time = (field: typeof fields.startsAt, label: string) => (
    <div>
      <label htmlFor={field.id} className="block font-semibold">
        {label}
      </label>
      <input key={field.key} id={field.id} name={field.name} type="time" defaultValue={field.initialValue ?? ""} aria-invalid={field.errors ? true : undefined} aria-describedby={field.errors ? field.errorId : undefined} className="admin-input" />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={person ? `On-call person ${person.name}` : "Add a person"}>
      <input type="hidden" name="formId" value={formId} />
      {person ? <input type="hidden" name="id" value={person.id} /> : null}
      <TextField field={fields.name} label="Name" required errors={fields.name.errors} autoComplete="off" />
      <TextField field={fields.phone} label="Mobile for texts" type="tel" required errors={fields.phone.errors} placeholder="+17035550100" />
      <TextField field={fields.order} label="Order (1 is texted first)" required errors={fields.order.errors} />
      <SelectField field={fields.userId} label="Admin account (gets push)" errors={fields.userId.errors} options={accounts.map((a) => ({ value: a.id, label: a.label }))} placeholder="None" />
      {time(fields.startsAt, "On call from")}
      {time(fields.endsAt, "Until (same time = all day)")}
      <div className="flex items-center gap-2 self-end pb-3">
        <input key={fields.active.key} id={fields.active.id} name={fields.active.name} type="checkbox" defaultChecked={fields.active.initialValue === "on"} className="h-5 w-5" />
        <label htmlFor={fields.active.id} className="font-semibold">
          Active
        </label>
      </div>
      <div className="flex items-end gap-2">
        <SubmitButton pending={saving} className="btn-primary">
          <span>{person ? "Save" : "Add person"}</span>
        </SubmitButton>
        <input type="hidden" name="intent" value="save" />
      </div>
    </Form>
  );
}

export default function OnCallAdmin() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const resultFor = (formId: string) => (result && result.formId === formId ? (result.reply ?? undefined) : undefined);
  return (
    <section aria-labelledby="oncall-title">
      <h1 id="oncall-title" className="mt-6 text-3xl font-extrabold">
        On call
      </h1>
      <p className="mt-2 max-w-prose text-navy-700">
        An emergency request texts the first active person on call at once and notifies every browser below that turned notifications on.
        If nobody acknowledges it, the next person is texted, then everyone on call. Hours are {data.timeZone} time.
      </p>
      <div className="mt-4 space-y-2">
        {result?.message ? <Notice type="error">{result.message}</Notice> : null}
        {data.smsConfigured ? null : <Notice type="info">SMS is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM): alerts go by push and email only.</Notice>}
        {data.people.length === 0 && data.fallbackPhones.length > 0 ? (
          <Notice type="info">The list is empty, so these numbers from ONCALL_PHONES are texted, in order: {data.fallbackPhones.join(", ")}.</Notice>
        ) : null}
      </div>

      <section aria-labelledby="push-title" className="mt-6 rounded-xl border border-navy-100 p-5">
        <h2 id="push-title" className="text-xl font-bold">
          Notifications on this device
        </h2>
        <p className="mt-1 text-navy-700">
          {data.myBrowsers === 1 ? "1 of your browsers gets" : `${data.myBrowsers} of your browsers get`} emergency notifications. On a phone, add this
          page to the home screen to install the admin.
        </p>
        <div className="mt-3">
          <PushToggle publicKey={data.vapidPublicKey} />
        </div>
      </section>

      <section aria-labelledby="list-title" className="mt-6 space-y-4">
        <h2 id="list-title" className="text-xl font-bold">
          The list
        </h2>
        {data.people.length === 0 ? <p>Nobody is on the list yet.</p> : null}
        {data.people.map((person) => (
          <div key={person.id} className="rounded-xl border border-navy-100 p-4" data-testid="oncall-person">
            <PersonForm formId={`person-${person.id}`} person={person} accounts={data.accounts} lastResult={resultFor(`person-${person.id}`)} />
            <Form method="post" className="mt-2">
              <input type="hidden" name="formId" value={`remove-${person.id}`} />
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={person.id} />
              <button type="submit" className="btn-outline">
                Remove {person.name}
              </button>
            </Form>
          </div>
        ))}
      </section>

      <section aria-labelledby="add-title" className="mt-6 rounded-xl border border-navy-100 p-5">
        <h2 id="add-title" className="text-xl font-bold">
          Add a person
        </h2>
        <div className="mt-3">
          <PersonForm formId="person-new" accounts={data.accounts} lastResult={resultFor("person-new")} />
        </div>
      </section>
    </section>
  );
}
