import { catalogue } from "./catalogue";

/**
 * The words of the frame every public page shares: skip link, bars, header, back button, 404, error. The
 * footer loads its own words with its code (app/content/footer.ts, fetched from /words/footer).
 */
const en = {
  skipToContent: "Skip to content",
  pageNotFoundTitle: "Page not found",
  errorTitle: "Unexpected Application Error!",
  unknownError: "Unknown error",
  notFound: { heading: "Oops! Page not found", home: "Return to Home" },
  back: "Back",
  emergencyBar: "Power out? Call now — 24/7 emergency help",
  bottomBar: { label: "Quick contact", call: "Call now", text: "Text office" },
  header: {
    licence: (licence: string) => `Lic. ${licence} · Bonded & insured`,
    mainNav: "Main",
    mobileNav: "Mobile",
    menu: "Menu",
    call: (phone: string) => `Call ${phone}`,
    newTab: " (opens in a new tab)",
  },
  /** The link to the page in the other language, written in that language (see Header's LanguageSwitch). */

};

export const frameText = /* @__PURE__ */ catalogue(en, {
  skipToContent: "Saltar al contenido",
  pageNotFoundTitle: "Página no encontrada",
  errorTitle: "¡Error inesperado de la aplicación!",
  unknownError: "Error desconocido",
  notFound: { heading: "¡Uy! No encontramos esta página", home: "Volver al inicio" },
  back: "Atrás",
  emergencyBar: "¿Sin luz? Llame ya — Emergencias 24/7",
  // One line each on a 360 px phone beside the chat launcher (MobileBottomBar gives the longer label more room).
  bottomBar: { label: "Contacto rápido", call: "Llamar", text: "Enviar texto" },
  header: {
    licence: (licence: string) => `Lic. ${licence} · Afianzados y asegurados`,
    mainNav: "Principal",
    mobileNav: "Móvil",
    menu: "Menú",
    call: (phone: string) => `Llame al ${phone}`,
    newTab: " (se abre en una pestaña nueva)",
  },

});
