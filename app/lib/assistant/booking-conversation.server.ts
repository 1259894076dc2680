import type { Business } from "~/content/business";
import type { Lang } from "~/content/languages";
import type { ChatTurn } from "./chat-protocol";
import { assistantText } from "./assistant-local.messages";
import { formatBookingBlock } from "./assistant-booking.server";
import { type Knowledge, type ServiceFact, findService } from "./assistant-knowledge.server";
import { BOOK } from "./intent-patterns.server";
import { EMAIL, extractName, PHONE } from "./visitor-details.server";

/** Asked by this assistant when it collects booking details, and said when the booking block is complete. */
const ASKING_MARKERS = [assistantText.en.askingMarker, assistantText.es.askingMarker];
const DONE_MARKERS = [assistantText.en.doneMarker, assistantText.es.doneMarker];
const hasAny = (text: string, markers: string[]) => markers.some((m) => text.includes(m));

export function serviceFrom(message: string, history: ChatTurn[], k: Knowledge): ServiceFact | undefined {
  const direct = findService(message, k);
  if (direct) return direct;
  const users = history.filter((t) => t.role === "user").reverse();
  for (const turn of users) {
    const found = findService(turn.content, k);
    if (found) return found;
  }
  return undefined;
}

/**
 * The booking conversation: "continue" answers a message that follows this assistant's request for
 * details and carries some (a name, phone, email or service); "start" answers a booking request.
 */
export function bookingReply(message: string, history: ChatTurn[], business: Business, k: Knowledge, mode: "continue" | "start", lang: Lang): string | undefined {
  const t = assistantText[lang];
  // In a booking while a request for details is more recent (in the last 5 messages) than a completed one.
  const assistant = history.filter((t) => t.role === "assistant").map((t) => t.content);
  const lastWith = (markers: string[]) => assistant.map((said) => hasAny(said, markers)).lastIndexOf(true);
  const asked = lastWith(ASKING_MARKERS);
  const inFlow = asked !== -1 && asked > lastWith(DONE_MARKERS);
  const lastAssistant = inFlow ? assistant[asked] : "";
  if (mode === "start" && !BOOK.test(message)) return undefined;
  if (mode === "continue") {
    if (!inFlow) return undefined;
    const carriesDetails =
      PHONE.test(message) || EMAIL.test(message) || !!extractName([message], /name|nombre/i.test(lastAssistant)) || !!findService(message, k);
    if (!carriesDetails && !BOOK.test(message)) return undefined;
  }
  const users = [...history.filter((t) => t.role === "user").map((t) => t.content), message];
  const phone = [...users].reverse().map((t) => PHONE.exec(t)?.[0]).find(Boolean);
  const email = [...users].reverse().map((t) => EMAIL.exec(t)?.[0]).find(Boolean);
  const name = extractName(users, inFlow && /name|nombre/i.test(lastAssistant));
  const service = serviceFrom(message, history, k);

  const missing: string[] = [];
  if (!name) missing.push(t.missingName);
  if (!phone) missing.push(t.missingPhone);
  if (!service) {
    const examples = k.offers.slice(0, 4).map((o) => o.title);
    missing.push(t.missingService(lang === "es" ? examples.join(", ").toLowerCase() : examples.join(", ")));
  }
  if (missing.length > 0) return t.bookingAsk(t.list(missing));
  const details = users
    .filter((u) => !PHONE.test(u) && !/^\s*(yes|no|ok|okay|sure|sí|si)(?![\p{L}])/iu.test(u))
    .join(" ")
    .slice(0, 500);
  return [
    t.bookingDone(name!.split(" ")[0]!, lang === "es" ? service!.title.toLowerCase() : service!.title, business.phone),
    formatBookingBlock({ service: service!.bookingName, name: name!, phone: phone!, email: email ?? "", details }),
  ].join("\n\n");
}
