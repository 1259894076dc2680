import { defaultBusiness, type Business } from "~/content/business";
import { formatPhone } from "~/forms/phone";
import { getConfig, type Config } from "../platform/config.server";

/**
 * The number the site shows for calls and texts: the first of TWILIO_NUMBERS (calls and texts to it become
 * leads, docs/phone.md), else BUSINESS_PHONE / BUSINESS_TEXT_PHONE, else the defaults.
 */
export function publicPhones(c: Pick<Config, "TWILIO_NUMBERS" | "BUSINESS_PHONE" | "BUSINESS_TEXT_PHONE">): Pick<Business, "phone" | "textPhone"> {
  const twilio = c.TWILIO_NUMBERS[0];
  if (twilio) return { phone: formatPhone(twilio.number), textPhone: formatPhone(twilio.number) };
  return { phone: c.BUSINESS_PHONE ?? defaultBusiness.phone, textPhone: c.BUSINESS_TEXT_PHONE ?? defaultBusiness.textPhone };
}

/**
 * Business facts with the deployment's BUSINESS_* overrides applied (docs/product.md, decision 8). What visitors are
 * shown puts the office's published edits over these (app/lib/content/business-facts.server.ts, decision 0195).
 */
export function getBusiness(): Business {
  const c = getConfig();
  return {
    ...defaultBusiness,
    name: c.BUSINESS_NAME ?? defaultBusiness.name,
    ...publicPhones(c),
    mobilePhone: c.BUSINESS_MOBILE_PHONE ?? defaultBusiness.mobilePhone,
    email: c.BUSINESS_EMAIL ?? defaultBusiness.email,
    licence: c.BUSINESS_LICENCE ?? defaultBusiness.licence,
    schedulingUrl: c.BUSINESS_SCHEDULING_URL ?? defaultBusiness.schedulingUrl,
    listings: {
      Google: c.BUSINESS_GOOGLE_URL ?? defaultBusiness.listings.Google,
      Angi: c.BUSINESS_ANGI_URL ?? defaultBusiness.listings.Angi,
      HomeAdvisor: c.BUSINESS_HOMEADVISOR_URL ?? defaultBusiness.listings.HomeAdvisor,
      BuildZoom: c.BUSINESS_BUILDZOOM_URL ?? defaultBusiness.listings.BuildZoom,
    },
    assistantName: c.ASSISTANT_NAME ?? defaultBusiness.assistantName,
    siteUrl: c.SITE_URL,
    timeZone: c.ONCALL_TIME_ZONE,
  };
}

/**
 * Where the office's own mail goes (the copy of a request with the customer's details, a low rating, the phone's
 * notices): OFFICE_EMAIL, else the deployment's BUSINESS_EMAIL or default, never the email the office publishes
 * for customers (a business fact anyone with the admin's words editor can change, decision 0195). Production with
 * SMTP_URL refuses to start without OFFICE_EMAIL (config.server.ts), so real mail never goes to a guess.
 */
export const officeEmail = (): string => getConfig().OFFICE_EMAIL ?? getBusiness().email;
