import type { Business } from "~/content/business";
import type { Lang } from "~/content/languages";
import { mentionsFire, readsLikeEmergency } from "../emergencies/emergency-triage.server";
import type { CallbackData, ChatTurn } from "./chat-protocol";
import { CALLBACK_DONE_MARKERS, CALLBACK_OFFER_MARKERS, callbackText } from "./emergency-callback.messages";
import { assistantText } from "./assistant-local.messages";
import { ADDRESS, ASSENT, nameIn, PHONE } from "./visitor-details.server";

const hasAny = (text: string, markers: string[]) => markers.some((m) => text.includes(m));

/**
 * The call-back conversation, once the assistant offered it (the offer is more recent than a completed one):
 * a message that accepts it or carries details gets the details still missing, or, complete, the call-back to
 * save. Anything else (a question, a "no") is answered as usual.
 */
export function callbackTurn(message: string, history: ChatTurn[], business: Business, lang: Lang): { text: string; callback?: CallbackData } | undefined {
  const t = assistantText[lang];
  const m = callbackText[lang];
  const said = history.map((turn) => (turn.role === "assistant" ? turn.content : ""));
  const offeredAt = said.map((text) => hasAny(text, CALLBACK_OFFER_MARKERS)).lastIndexOf(true);
  const doneAt = said.map((text) => hasAny(text, CALLBACK_DONE_MARKERS)).lastIndexOf(true);
  if (offeredAt === -1 || offeredAt < doneAt) return undefined;
  const carriesDetails = PHONE.test(message) || ADDRESS.test(message) || !!nameIn(message);
  if (!carriesDetails && !ASSENT.test(message)) return undefined;

  // Details come from every answer since the first offer of this call-back, newest first; the problem from the
  // whole conversation.
  const firstOffer = said.findIndex((text, i) => i > doneAt && hasAny(text, CALLBACK_OFFER_MARKERS));
  const answers = [...history.slice(firstOffer + 1).filter((turn) => turn.role === "user").map((turn) => turn.content), message].reverse();
  const phone = answers.map((text) => PHONE.exec(text)?.[0]).find(Boolean);
  const address = answers.map((text) => ADDRESS.exec(text)?.[0]?.trim()).find(Boolean);
  const name = answers.map(nameIn).find(Boolean);
  const missing: string[] = [];
  if (!name) missing.push(m.missing.name);
  if (!phone) missing.push(m.missing.phone);
  if (!address) missing.push(m.missing.address);
  const safety = mentionsFire(message) ? `${t.fireTip} ` : "";
  if (missing.length > 0) return { text: `${safety}${m.askMissing(t.list(missing))} ${t.orCallNow(business.phone)}` };
  const problem = [...history.filter((turn) => turn.role === "user").map((turn) => turn.content), message]
    .filter(readsLikeEmergency)
    .join(" ")
    .slice(0, 1000);
  return { text: safety.trim(), callback: { name: name!, phone: phone!, address: address!, problem } };
}
