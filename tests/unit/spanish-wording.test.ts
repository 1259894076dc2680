import { describe, expect, it } from "vitest";
import { normalise, strings } from "../support/catalogue-text";
import { catalogues } from "../support/catalogues";

/**
 * The Spanish site speaks to the visitor as usted and names each thing one way (docs/languages.md, "Glossary"):
 * no catalogue's Spanish half uses a tú form or a term the glossary set aside.
 */
const REJECTED: [RegExp, string][] = [
  [/\bcambios? de panel(es)?\b/i, "actualización del panel"],
  [/\bexclusiv[oa]s?\b/i, "dedicado (circuito dedicado)"],
  [/\bferiados?\b/i, "días festivos"],
  [/\bautos?\b/i, "carro"],
  [/\bderechos de verano\b/i, "fuertes vendavales del verano"],
  // tú: the imperatives and forms a slip produces; the site says usted ("Reciba", "su", "puede").
  [/\b(Recibe|Obtén|Llámanos|Contáctanos|Escríbenos|Agenda|Pide|Llama|Descubre)\b/, "the usted imperative (Reciba, Llámenos, Pida…)"],
  [/\b(tú|tu|tus|ti|contigo|tienes|puedes|quieres|necesitas|eres)\b/i, "usted (su, puede, necesita…)"],
];

/** Where a Spanish text uses a rejected word, and what the glossary says instead. */
function rejectedWording(text: string): string[] {
  return REJECTED.filter(([pattern]) => pattern.test(text)).map(([pattern, instead]) => `${pattern.source} → ${instead}`);
}

describe("the Spanish wording", () => {
  it("uses usted and the glossary's terms in every catalogue's Spanish half", () => {
    const found = catalogues.flatMap((c) =>
      strings(c.text.es)
        .map(normalise)
        .flatMap((text) => rejectedWording(text).map((problem) => `${c.name}: "${text.slice(0, 80)}": ${problem}`)),
    );
    expect(found).toEqual([]);
  });

  it("catches the slips the glossary was written for", () => {
    for (const slip of [
      "Recibe un precio fijo por escrito antes de empezar.",
      "El cambio de panel empieza en $3,000.",
      "Circuitos exclusivos de 20A",
      "Noches, fines de semana y feriados",
      "Carga para dos autos",
      "Las tormentas de hielo y los derechos de verano dejan sin luz",
      "¿Tienes una emergencia? Llama a tu electricista",
    ]) {
      expect(rejectedWording(slip), slip).not.toEqual([]);
    }
    expect(rejectedWording("Reciba un precio fijo por escrito; su carro eléctrico, en un circuito dedicado.")).toEqual([]);
  });
});
