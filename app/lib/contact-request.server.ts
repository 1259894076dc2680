import { parseWithZod } from "@conform-to/zod";
import { contactErrorToast, contactSchema, contactSuccessToast, toContactType, type ContactType } from "~/forms/contact";
import { contactMessage, DEFAULT_SERVICE, type Confirmation } from "~/forms/confirmation";
import { messages } from "~/forms/messages";
import { contactServiceTypes, labelOf } from "~/forms/options";
import { isSpam } from "./honeypot.server";
import { log } from "./log.server";
import { fieldsOf, formDeps, overRateLimit, recordRequest, withPhone, type Outcome, type RequestMeta } from "./public-form.server";

/** The contact request (emergency or estimate): saved with its confirmation mails. */
export async function submitContact(formData: FormData, meta: RequestMeta, deps = formDeps()): Promise<Outcome<{ type: ContactType }>> {
  const type = toContactType(formData.get("type"));
  const submission = parseWithZod(formData, { schema: contactSchema(type) });
  if (isSpam(formData)) return { ok: true, toast: contactSuccessToast(type), reply: submission.reply({ resetForm: true }), type };
  if (submission.status !== "success") {
    return { ok: false, status: 400, toast: contactErrorToast(submission.error ?? undefined), reply: submission.reply(), type };
  }
  const limited = await overRateLimit("contact", meta, submission, deps);
  if (limited) return { ...limited, type };

  const v = submission.value;
  const service = v.serviceType ? labelOf(contactServiceTypes, v.serviceType) : DEFAULT_SERVICE.contact;
  const confirmation: Confirmation = { name: v.name, email: v.email, phone: v.phone, service, message: contactMessage({ ...v, type }) };
  try {
    await recordRequest(
      { kind: "contact", name: v.name, email: v.email, phone: v.phone, service, message: confirmation.message, fields: fieldsOf(v), page: meta.page },
      confirmation,
      deps,
    );
  } catch (error) {
    log.error("saving contact request failed", { error: String(error) });
    return { ok: false, status: 503, toast: withPhone(messages.contactFailure, deps.business), reply: submission.reply(), type };
  }
  return { ok: true, toast: contactSuccessToast(type), reply: submission.reply({ resetForm: true }), type };
}
