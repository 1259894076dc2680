import { describe, expect, it } from "vitest";
import { normalise, strings } from "../support/catalogue-text";
import { catalogues } from "../support/catalogues";

/**
 * The Spanish site speaks to the visitor as usted (docs/languages.md, "Glossary"): no catalogue's Spanish half uses a
 * tú form. The terms the glossary sets aside are refused by spanish-glossary.test.ts, from the glossary's table.
 */
const REJECTED: [RegExp, string][] = [
  // tú: the imperatives and forms a slip produces; the site says usted ("Reciba", "su", "puede").
  [/\b(Recibe|Obtén|Llámanos|Contáctanos|Escríbenos|Agenda|Pide|Llama|Descubre)\b/, "the usted imperative (Reciba, Llámenos, Pida…)"],
  [/\b(tú|tu|tus|ti|contigo|tienes|puedes|quieres|necesitas|eres)\b/i, "usted (su, puede, necesita…)"],
];

/** Where a Spanish text uses a tú form, and what the site says instead. */
function rejectedWording(text: string): string[] {
  return REJECTED.filter(([pattern]) => pattern.test(text)).map(([pattern, instead]) => `${pattern.source} → ${instead}`);
}

describe("the Spanish wording", () => {
  it("uses usted in every catalogue's Spanish half", () => {
    const found = catalogues.flatMap((c) =>
      strings(c.text.es)
        .map(normalise)
        .flatMap((text) => rejectedWording(text).map((problem) => `${c.name}: "${text.slice(0, 80)}": ${problem}`)),
    );
    expect(found).toEqual([]);
  });

  it("catches the tú slips", () => {
    for (const slip of [
      "Recibe un precio fijo por escrito antes de empezar.",
      "¿Tienes una emergencia? Llama a tu electricista",
    ]) {
      expect(rejectedWording(slip), slip).not.toEqual([]);
    }
    expect(rejectedWording("Reciba un precio fijo por escrito; su carro eléctrico, en un circuito dedicado.")).toEqual([]);
  });
});
