/**
 * Name of the hidden field people never fill in (components/forms/HoneypotField.tsx draws it; isSpam in
 * lib/platform/honeypot.server.ts reads it). Every form and the login use this one constant.
 */
export const HONEYPOT_FIELD = "company_website";
