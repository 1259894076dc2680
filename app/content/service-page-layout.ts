import { catalogue } from "./catalogue";
import { midSentence } from "./sentence-case";

/**
 * The shared layout's own words around a service page's content (app/components/service/ServicePage.tsx), sent
 * by the page's loader (app/lib/site/page-text.server.ts).
 */
export const servicePageLayout = /* @__PURE__ */ catalogue(
  {
    benefitsTitle: (serviceName: string) => `Why homeowners choose us for ${midSentence(serviceName)}`,
    galleryTitle: "Recent jobs",
    photosComingSoon: "Project photos coming soon",
    galleryLink: "See more of our work in the gallery",
    faqTitle: (serviceName: string) => `Questions about ${midSentence(serviceName)}`,
    ctaTitle: "Ready to talk about your project?",
    ctaText:
      "Book a free 30-minute estimate call at a time that suits you. Upfront pricing, a lifetime workmanship warranty, and 24/7 help if it can't wait.",
    relatedPages: "Related pages",
    otherServices: "Other services",
    areasWeServe: "Areas we serve",
    electricianIn: (city: string) => `Electrician in ${city}`,
  },
  {
    benefitsTitle: (serviceName: string) => `${serviceName}: por qué los propietarios nos eligen`,
    galleryTitle: "Trabajos recientes",
    photosComingSoon: "Pronto, fotos del proyecto",
    galleryLink: "Vea más de nuestro trabajo en la galería",
    faqTitle: (serviceName: string) => `${serviceName}: preguntas frecuentes`,
    ctaTitle: "¿Listo para hablar de su proyecto?",
    ctaText:
      "Reserve una llamada gratis de 30 minutos para su presupuesto, a la hora que le convenga. Precios por adelantado, garantía de por vida en la mano de obra y ayuda 24/7 si no puede esperar.",
    relatedPages: "Páginas relacionadas",
    otherServices: "Otros servicios",
    areasWeServe: "Zonas donde trabajamos",
    electricianIn: (city: string) => `Electricista en ${city}`,
  },
);

type Layout = (typeof servicePageLayout)["en"];
type Headings = "benefitsTitle" | "faqTitle";
/** The layout's words as a service page's loader sends them: its headings already name the service. */
export type ServicePageWords = { servicePage: Omit<Layout, Headings> & Record<Headings, string> };
