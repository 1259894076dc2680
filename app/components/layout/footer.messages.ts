import { catalogue } from "~/content/catalogue";

/**
 * The footer's words. They load with the footer's code when the visitor first reaches for it, so they are not
 * sent with every page's data (decision 0184).
 */
const en = {
  newsletterTitle: (offer: string) => `Get ${offer}`,
  newsletterText: "Seasonal safety tips and member offers. No spam.",
  /** The footer's own reading of the experience claims (docs/product.md §1 keeps both readings). */
  claims: ["15+ years experience", "500+ projects", "1000+ customers"],
  rated: "Rated 5.0 on Google and Angi",
  quickLinks: "Quick Links",
  services: "Services",
  contact: "Contact",
  call: "Call:",
  text: "Text:",
  email: "Email:",
  serving: "Serving Northern Virginia, Maryland & Washington DC",
  veteranOwned: (licence: string) => `Veteran-owned · Lic. ${licence}`,
  privacy: "Privacy Policy",
};

export const footerText = /* @__PURE__ */ catalogue(en, {
  newsletterTitle: (offer: string) => `Reciba ${offer}`,
  newsletterText: "Consejos de seguridad de temporada y ofertas para suscriptores. Sin spam.",
  claims: ["Más de 15 años de experiencia", "Más de 500 proyectos", "Más de 1000 clientes"],
  rated: "Calificación 5.0 en Google y Angi",
  quickLinks: "Enlaces rápidos",
  services: "Servicios",
  contact: "Contacto",
  call: "Llame:",
  text: "Mensaje de texto:",
  email: "Correo:",
  serving: "Servimos al norte de Virginia, Maryland y Washington DC",
  veteranOwned: (licence: string) => `Propiedad de un veterano · Lic. ${licence}`,
  privacy: "Política de privacidad",
});
