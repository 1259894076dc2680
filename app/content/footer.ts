import { catalogue } from "~/content/catalogue";
import type { BusinessWords } from "~/content/business";

/**
 * The footer's words. The footer fetches them in the page's language once its code has come (`/words/footer`), so
 * they are not sent with every page's data (decision 0085).
 */
const en = {
  newsletterTitle: (offer: string) => `Get ${offer}`,
  newsletterText: "Seasonal safety tips and member offers. No spam.",
  rated: (rating: string) => `Rated ${rating} on Google and Angi`,
  quickLinks: "Quick links",
  services: "Services",
  contact: "Contact",
  call: "Call:",
  text: "Text:",
  email: "Email:",
  serving: "Serving Northern Virginia, Maryland & Washington DC",
  veteranOwned: (licence: string) => `Veteran-owned · Lic. ${licence}`,
  verifyLicence: "Verify license",
  privacy: "Privacy policy",
};

export const footerText = /* @__PURE__ */ catalogue(en, {
  newsletterTitle: (offer: string) => `Reciba ${offer}`,
  newsletterText: "Consejos de seguridad de temporada y ofertas para suscriptores. Sin spam.",
  rated: (rating) => `Calificación ${rating} en Google y Angi`,
  quickLinks: "Enlaces rápidos",
  services: "Servicios",
  contact: "Contacto",
  call: "Llame:",
  text: "Enviar texto:",
  email: "Correo:",
  serving: "Servimos al norte de Virginia, Maryland y Washington DC",
  veteranOwned: (licence: string) => `Propiedad de un veterano · Lic. ${licence}`,
  verifyLicence: "Verificar licencia",
  privacy: "Política de privacidad",
});

/** The footer's words in one language, as /words/footer sends them (app/lib/site/page-text.server.ts). */
export interface FooterWords {
  siteFooter: (typeof footerText)["en"] & {
    links: { label: string; path: string }[];
    newsletterOffer: string;
    /** The default hours in the page's language (businessHours). */
    hours: Pick<BusinessWords, "hours" | "holidays">;
    record: { years: (years: number) => string; projects: (projects: number) => string; customers: (customers: number) => string };
    /** The booking services it links to, named in the page's language. */
    serviceLinks: { value: string; label: string }[];
  };
}
