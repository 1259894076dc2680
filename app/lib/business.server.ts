import { defaultBusiness, type Business } from "~/content/business";
import { getConfig } from "./config.server";

/** Business facts with the deployment's BUSINESS_* overrides applied (docs/product.md, decision 8). */
export function getBusiness(): Business {
  const c = getConfig();
  return {
    ...defaultBusiness,
    name: c.BUSINESS_NAME ?? defaultBusiness.name,
    phone: c.BUSINESS_PHONE ?? defaultBusiness.phone,
    textPhone: c.BUSINESS_TEXT_PHONE ?? defaultBusiness.textPhone,
    mobilePhone: c.BUSINESS_MOBILE_PHONE ?? defaultBusiness.mobilePhone,
    email: c.BUSINESS_EMAIL ?? defaultBusiness.email,
    licence: c.BUSINESS_LICENCE ?? defaultBusiness.licence,
    schedulingUrl: c.BUSINESS_SCHEDULING_URL ?? defaultBusiness.schedulingUrl,
    assistantName: c.ASSISTANT_NAME ?? defaultBusiness.assistantName,
    siteUrl: c.SITE_URL,
    timeZone: c.ONCALL_TIME_ZONE,
  };
}
