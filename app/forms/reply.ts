/**
 * Fetcher forms (dialogs, the footer newsletter) send this field and get the outcome as data instead of a
 * redirect; components/forms/fields.tsx adds it once JavaScript runs, lib/platform/form-response.server.ts reads it.
 */
export const JSON_REPLY = { name: "_reply", value: "json" } as const;
