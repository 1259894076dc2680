/**
 * Business facts: written once, used by every page, the structured data, the mails and the assistant.
 * Defaults are fictional (555-01xx numbers, example.com); a deployment overrides them with BUSINESS_*
 * environment variables (see app/lib/site/business.server.ts), and the office edits most of them at
 * /admin/content (block `business`, docs/content.md).
 */
import { EMERGENCY_ARRIVAL_MINUTES } from "./facts";

/** The review sites the business is listed on. */
export type ListingSite = "Google" | "Angi" | "HomeAdvisor" | "BuildZoom";

export interface Business {
  name: string;
  legalName: string;
  assistantName: string;
  phone: string;
  textPhone: string;
  mobilePhone: string;
  email: string;
  licence: string;
  siteUrl: string;
  schedulingUrl: string;
  /** The business's listing on each review site (BUSINESS_GOOGLE_URL…): where a visitor checks the reviews. */
  listings: Record<ListingSite, string>;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  hours: string;
  holidays: string;
  serviceArea: string;
  /** The service radius as the service-areas and emergency pages state it (serviceRadius in service-areas.ts). */
  radius: string;
  /** The company's record (docs/product.md §1, decision 12): years of work, projects done, customers served. */
  years: number;
  projects: number;
  customers: number;
  /** The emergency arrival promise in the core area, in minutes (`{arrival.minutes}` in a sentence). */
  arrivalMinutes: number;
  /** The stars and the number of reviews the review sites give the company (`{reviews.rating}`, `{reviews.count}`). */
  reviewRating: number;
  reviewCount: number;
  /**
   * The office's clock: the times on the admin pages and the status page, the dashboard's days, the on-call
   * hours. The default of ONCALL_TIME_ZONE, which a deployment sets (app/lib/site/business.server.ts).
   */
  timeZone: string;
}

export const defaultBusiness: Business = {
  name: "Valor Electric",
  legalName: "Valor Electric LLC",
  assistantName: "Grace",
  phone: "(703) 555-0142",
  textPhone: "(703) 555-0143",
  mobilePhone: "(571) 555-0144",
  email: "office@example.com",
  licence: "VA-2705-071234",
  siteUrl: "http://localhost:3000",
  schedulingUrl: "https://calendly.com/valor-electric-example/30min",
  // Examples until the deployment sets the business's own listings (docs/reviews.md).
  listings: {
    Google: "https://www.google.com/maps/place/Valor+Electric+Manassas+VA",
    Angi: "https://www.angi.com/companylist/us/va/manassas/valor-electric-reviews-0000000.htm",
    HomeAdvisor: "https://www.homeadvisor.com/rated.ValorElectric.00000000.html",
    BuildZoom: "https://www.buildzoom.com/contractor/valor-electric-llc",
  },
  address: { street: "9000 Center Street", city: "Manassas", region: "VA", postalCode: "20110", country: "US" },
  hours: "24/7 - Every Day",
  holidays: "Open All Holidays",
  serviceArea: "Virginia & Surrounding Areas",
  radius: "Serving 100+ mile radius from Manassas, VA",
  years: 20,
  projects: 1000,
  customers: 1000,
  arrivalMinutes: EMERGENCY_ARRIVAL_MINUTES,
  reviewRating: 5,
  reviewCount: 150,
  timeZone: "America/New_York",
};

/** Virginia DPOR's license lookup, where anyone can check the license number the site shows. */
export const LICENCE_LOOKUP_URL = "https://www.dpor.virginia.gov/LicenseLookup";

/** Price range for structured data (emergency repairs from $500 to panel upgrades from $3,000). */
export const priceRange = "$$";

/** "20+": the record's figures as the site writes them. */
export const plus = (figure: number) => `${figure}+`;

/** "(703) 555-0142" → "+17035550142", for tel: and sms: links. */
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}

export const telHref = (phone: string) => `tel:${dialable(phone)}`;
export const smsHref = (phone: string) => `sms:${dialable(phone)}`;

/**
 * The default hours, holidays and service area in the page's language (businessText in business-text.ts, which
 * only the server loads): a loader or /words sends them to the browser's code.
 */
export type BusinessWords = Pick<Business, "hours" | "holidays" | "serviceArea">;

/** The hours as a page shows them: left at their default, in the page's language (`words`); the office's or a deployment's own as written. */
export function businessHours(business: Pick<Business, "hours" | "holidays">, words: Pick<BusinessWords, "hours" | "holidays">) {
  return {
    hours: business.hours === defaultBusiness.hours ? words.hours : business.hours,
    holidays: business.holidays === defaultBusiness.holidays ? words.holidays : business.holidays,
  };
}

/** The service area as a page shows it, like businessHours. */
export function businessServiceArea(business: Pick<Business, "serviceArea">, words: Pick<BusinessWords, "serviceArea">): string {
  return business.serviceArea === defaultBusiness.serviceArea ? words.serviceArea : business.serviceArea;
}
