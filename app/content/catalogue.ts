import type { Lang } from "~/content/languages";
import { spanishVariant } from "~/content/spanish-variant";

/** Text kept once per language; the Spanish must have the English one's every key (checked by the type and by
 * tests/unit/catalogue-parity.test.ts, which also fails on an English sentence left in the Spanish). */
export type Catalogue<T> = Readonly<Record<Lang, T>>;

export function catalogue<T>(en: T, es: NoInfer<T>): Catalogue<T> {
  return { en, es: spanishVariant ? spanishVariant(es, en) : es };
}

/**
 * A catalogue's half as loader data carries it to the browser (decision 0179): JSON, with each function turned
 * into its template (`{ $fn: "Call {0}" }`), so the browser gets one language's text without the catalogue's
 * code. The functions sent this way only put their arguments into the text (no plural or other logic).
 */
export function sendText(text: unknown): unknown {
  if (typeof text === "function") return { $fn: text(...Array.from({ length: text.length }, (_, i) => `{${i}}`)) };
  if (Array.isArray(text)) return text.map(sendText);
  if (text && typeof text === "object") return Object.fromEntries(Object.entries(text).map(([key, value]) => [key, sendText(value)]));
  return text;
}

/** The text sendText sent, with its functions back; T is the catalogue half's type. */
export function receiveText<T>(sent: unknown): T {
  return revive(sent) as T;
}

function revive(sent: unknown): unknown {
  if (Array.isArray(sent)) return sent.map(revive);
  if (sent && typeof sent === "object") {
    if ("$fn" in sent) {
      const template = String(sent.$fn);
      return (...args: unknown[]) => template.replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)]));
    }
    return Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, revive(value)]));
  }
  return sent;
}
