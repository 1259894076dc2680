import { catalogue } from "~/content/catalogue";
import { servicePages } from "~/content/service-pages";

/**
 * The service pages' names as a city page's service cards show them: the English from the service pages
 * themselves, the Spanish beside it. Imported by the loader only, so no page ships the service pages' copy.
 */
export const cityServiceNames = catalogue(Object.fromEntries(servicePages.map((page) => [page.slug, page.serviceName])) as Record<string, string>, {
  "panel-upgrades": "Actualización del panel eléctrico",
  "residential-wiring": "Cableado y recableado residencial",
  "ev-charger-installation": "Instalación de cargadores para vehículos eléctricos",
  "surge-protection": "Protección contra sobretensiones para toda la casa",
  lighting: "Iluminación y ventiladores de techo",
  outlets: "Tomacorrientes, interruptores y GFCI",
  generators: "Instalación de generadores",
  "spa-wiring": "Cableado para jacuzzis y spas",
  remodel: "Electricidad para remodelaciones y ampliaciones",
  inspections: "Inspecciones de seguridad eléctrica",
  commercial: "Servicios eléctricos comerciales",
  circuits: "Circuitos dedicados y reparación de breakers",
});
