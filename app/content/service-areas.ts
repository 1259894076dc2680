import { type Business, defaultBusiness } from "./business";
import { catalogue } from "./catalogue";
import type { Lang } from "./languages";

/**
 * The Service areas page's text; area and city names are the same in both languages. In its own module, so the
 * pages that import the area lists (home, emergency) do not ship it.
 */
const en = {
  serviceRadius: defaultBusiness.radius,
  metaTitle: "Service areas | Electricians in Manassas, Fairfax, Alexandria & more",
  metaDescription:
    "Licensed electricians in Manassas, Manassas Park, Woodbridge, Centreville, Gainesville, Fairfax, Springfield, Alexandria and across Northern Virginia, MD and DC.",
  title: "Areas we serve",
  /** Follows the radius in the page header. */
  regions: "Northern Virginia, Maryland and Washington DC, 24/7.",
  cityLink: "View city page",
  furtherTitle: "We also serve",
  helpTitle: "Need help now?",
  helpIntro: "A licensed electrician answers 24/7, holidays included.",
};

export type ServiceAreasText = typeof en;

export const serviceAreasText = /* @__PURE__ */ catalogue(en, {
  serviceRadius: "Atendemos en un radio de más de 100 millas desde Manassas, VA",
  metaTitle: "Zonas de servicio | Electricistas en Manassas, Fairfax, Alexandria y más",
  metaDescription:
    "Electricistas con licencia en Manassas, Manassas Park, Woodbridge, Centreville, Gainesville, Fairfax, Springfield, Alexandria y en todo el Norte de Virginia, Maryland y DC.",
  title: "Zonas donde trabajamos",
  regions: "Norte de Virginia, Maryland y Washington DC, las 24 horas.",
  cityLink: "Ver la página de la ciudad",
  furtherTitle: "También trabajamos en",
  helpTitle: "¿Necesita ayuda ahora?",
  helpIntro: "Un electricista con licencia le contesta las 24 horas, también en días festivos.",
});

/** The service radius in `lang`: the default stands for its translation; the office's own shows as written. */
export function businessRadius(business: Pick<Business, "radius">, lang: Lang): string {
  return business.radius === defaultBusiness.radius ? serviceAreasText[lang].serviceRadius : business.radius;
}
