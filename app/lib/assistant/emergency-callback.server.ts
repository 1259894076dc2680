import { contactMessage, type Confirmation } from "~/forms/confirmation";
import { contactSchema } from "~/forms/contact";
import { formText } from "~/forms/messages";
import type { CallbackData } from "~/lib/assistant/chat-protocol";
import type { Lang } from "~/content/languages";
import { CALLBACK_SERVICE, callbackText } from "./emergency-callback.messages";
import { log } from "../platform/log.server";
import { formDeps, type FormDeps, type RequestMeta } from "../requests/form-deps.server";
import { fieldsOf, recordRequest } from "../requests/record-request.server";

interface CallbackOutcome {
  /** What the assistant says next: the status link, or what to do instead. */
  reply: string;
  /** The saved emergency's status page. */
  statusPath?: string;
}

/**
 * Saves an emergency call-back the assistant took (built-in or language model) exactly as the contact form in
 * emergency mode saves a request: the same schema, the same per-IP limit, the same recordRequest (so it is
 * alerted and gets a status page). It is a "contact" lead with fields type=emergency and source=assistant.
 * `lang` is the conversation's: the assistant confirms in it, and the lead, its mail and its status page are in it.
 */
export async function takeEmergencyCallback(
  callback: CallbackData,
  meta: RequestMeta,
  given?: FormDeps,
  lang: Lang = "en",
): Promise<CallbackOutcome> {
  const deps = given ?? (await formDeps(lang));
  const m = callbackText[lang];
  const phone = deps.business.phone;
  const parsed = contactSchema("emergency", formText[lang]).safeParse({
    type: "emergency",
    name: callback.name,
    phone: callback.phone,
    address: callback.address || undefined,
    description: callback.problem || undefined,
  });
  if (!parsed.success || !parsed.data.address) return { reply: m.invalid };
  const limited = await deps.rateLimit("contact", meta.ip);
  if (!limited.ok) return { reply: m.rateLimited(phone) };

  const v = parsed.data;
  const confirmation: Confirmation = { name: v.name, phone: v.phone, service: CALLBACK_SERVICE, message: contactMessage({ ...v, type: "emergency" }) };
  try {
    const { statusPath } = await recordRequest("contact", confirmation, { ...fieldsOf(v), source: "assistant" }, { ...meta, lang }, deps);
    // recordRequest gives every emergency a status page.
    if (!statusPath) throw new Error("no status page for an emergency");
    const url = new URL(statusPath, deps.business.siteUrl).href;
    return { reply: m.done(v.name.split(" ")[0], callback.phone, url, phone), statusPath };
  } catch (error) {
    log.error("saving emergency call-back failed", { error: String(error) });
    return { reply: m.failed(phone) };
  }
}
