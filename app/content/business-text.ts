/**
 * The default hours, holidays and service area (business.ts) in each language, apart from the business facts so
 * that only the server loads them: the browser's code gets them in its page's language (BusinessWords).
 */
import { defaultBusiness, type BusinessWords } from "./business";
import { catalogue } from "./catalogue";

/** The office's or a deployment's own show as written (businessHours, businessServiceArea). */
export const businessText = /* @__PURE__ */ catalogue<BusinessWords>(
  { hours: defaultBusiness.hours, holidays: defaultBusiness.holidays, serviceArea: defaultBusiness.serviceArea },
  { hours: "24/7, todos los días", holidays: "Abierto todos los días festivos", serviceArea: "Virginia y zonas cercanas" },
);
