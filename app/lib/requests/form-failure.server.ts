import type { Business } from "~/content/business";
import type { Lang } from "~/content/languages";
import { formText, type FormToast } from "~/forms/messages";
import { errorFields, log } from "../platform/log.server";
import type { FormDeps, Reply } from "./form-deps.server";

/** docs/product.md, decision 2: a failed save shows the documented message with the phone number to call. */
export const withPhone = (toast: FormToast, business: Business, lang: Lang): FormToast => ({
  ...toast,
  description: `${toast.description} ${formText[lang].callUs(business.phone)}`,
});

/** The 503 outcome when a request could not be saved (logged): the form's failure message with the phone number. */
export function saveFailed(what: string, error: unknown, toast: FormToast, reply: Reply, deps: Pick<FormDeps, "business">, lang: Lang) {
  log.error(`${what} failed`, errorFields(error));
  return { ok: false as const, status: 503 as const, toast: withPhone(toast, deps.business, lang), reply };
}
