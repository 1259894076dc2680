import { describe, expect, it } from "vitest";
import { changedFields, spanishNeedingUpdate } from "~/lib/content/content-diff";

const block = (answerEn: string, answerEs: string, order: "ab" | "ba" = "ab") => {
  const faqs = [
    { id: "a", question: { en: "How long?", es: "¿Cuánto tarda?" }, answer: { en: answerEn, es: answerEs } },
    { id: "b", question: { en: "Permit?", es: "¿Permiso?" }, answer: { en: "Yes.", es: "Sí." } },
  ];
  return { title: { en: "Panels", es: "Paneles" }, startingAt: 3000, priceNote: { en: "", es: "" }, faqs: order === "ab" ? faqs : [faqs[1], faqs[0]] };
};

describe("the Spanish that needs an update", () => {
  it("marks a field whose English changed and clears it when its Spanish is written", () => {
    const marks = spanishNeedingUpdate(block("4-8 hours.", "4-8 horas."), block("One day.", "4-8 horas."), []);
    expect(marks).toEqual(["faqs.a.answer"]);
    expect(spanishNeedingUpdate(block("One day.", "4-8 horas."), block("One day.", "Un día."), marks)).toEqual([]);
  });

  it("keeps a mark through other saves and a reorder, and drops it with its item", () => {
    const marks = ["faqs.a.answer"];
    expect(spanishNeedingUpdate(block("One day.", "4-8 horas."), block("One day.", "4-8 horas.", "ba"), marks)).toEqual(marks);
    const without = { ...block("One day.", "4-8 horas."), faqs: [] };
    expect(spanishNeedingUpdate(block("One day.", "4-8 horas."), without, marks)).toEqual([]);
  });

  it("marks a new item without Spanish, not a field empty in both languages, nor a price", () => {
    const added = { ...block("x", "x"), startingAt: 3200, faqs: [...block("x", "x").faqs, { id: "c", question: { en: "New?", es: "" }, answer: { en: "Yes.", es: "" } }] };
    expect(spanishNeedingUpdate(block("x", "x"), added, [])).toEqual(["faqs.c.answer", "faqs.c.question"]);
    expect(changedFields(block("x", "x"), added)).toEqual(["startingAt", "faqs.c.question.en", "faqs.c.answer.en"]);
  });
});

describe("a list of plain values (the hidden customer reviews' ids)", () => {
  it("is one field: hiding or showing a review is a change the history names", () => {
    const id = "5b1c3c0e-6f0a-4d8e-9a51-0c8c1a3e2f10";
    expect(changedFields({ hiddenCustomerReviews: [] }, { hiddenCustomerReviews: [id] })).toEqual(["hiddenCustomerReviews"]);
    expect(changedFields({ hiddenCustomerReviews: [id] }, { hiddenCustomerReviews: [id] })).toEqual([]);
  });
});
