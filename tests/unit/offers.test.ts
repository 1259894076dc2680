import { describe, expect, it } from "vitest";
import { offersBlockSchema } from "~/forms/site-content";
import { currentOffers, homeOffers } from "~/lib/content/edited-words.server";

const NEW_YORK = "America/New_York";
const block = offersBlockSchema.parse({
  offers: [
    { id: "a", title: { en: "Winter panel check", es: "Revisión de invierno" }, text: { en: "$50 off.", es: "$50 de descuento." }, endsOn: "2026-12-31" },
    { id: "b", title: { en: "Free EV quote", es: "Presupuesto gratis" }, text: { en: "Any charger.", es: "Cualquier cargador." } },
    { id: "c", title: { en: "English only", es: "" }, text: { en: "Not written in Spanish yet.", es: "" } },
  ],
});
const titles = (lang: "en" | "es", iso: string) => currentOffers(block, lang, new Date(iso), NEW_YORK).map((o) => o.title);

describe("the offers a page shows (test clock: the moment is an argument)", () => {
  it("shows an offer through the last second of its last day, office time, and not at midnight", () => {
    // 23:59:59 on Dec 31 in New York is 04:59:59 UTC on Jan 1: still the offer's day there.
    expect(titles("en", "2027-01-01T04:59:59Z")).toEqual(["Winter panel check", "Free EV quote", "English only"]);
    expect(titles("en", "2027-01-01T05:00:00Z")).toEqual(["Free EV quote", "English only"]);
    expect(titles("es", "2027-01-01T04:59:59Z")).toEqual(["Revisión de invierno", "Presupuesto gratis"]);
    expect(titles("es", "2027-01-01T05:00:00Z")).toEqual(["Presupuesto gratis"]);
  });

  it("gives the home page nothing when no offer runs, and the last day in the page's language", () => {
    expect(homeOffers(offersBlockSchema.parse({ offers: [] }), "en", new Date(), NEW_YORK)).toBeNull();
    const spanish = homeOffers(block, "es", new Date("2026-12-01T12:00:00Z"), NEW_YORK)!;
    expect(spanish.heading).toBe("Ofertas actuales");
    expect(spanish.items[0]).toMatchObject({ endsOn: "2026-12-31", until: "Hasta el 31 de diciembre de 2026" });
    expect(homeOffers(block, "en", new Date("2026-12-01T12:00:00Z"), NEW_YORK)!.items[0]!.until).toBe("Until December 31, 2026");
  });

  it("refuses a day that is not on the calendar, and unknown keys", () => {
    const offer = { title: { en: "x", es: "x" }, text: { en: "x", es: "x" } };
    expect(offersBlockSchema.safeParse({ offers: [{ ...offer, endsOn: "2026-02-30" }] }).success).toBe(false);
    expect(offersBlockSchema.safeParse({ offers: [{ ...offer, endsOn: "31/12/2026" }] }).success).toBe(false);
    expect(offersBlockSchema.safeParse({ offers: [{ ...offer, price: 1 }] }).success).toBe(false);
  });
});
