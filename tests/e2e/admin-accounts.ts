import type { Account } from "../support/accounts";

/**
 * Accounts the e2e server starts with, written into its database before it starts (tests/e2e/start-apps.ts;
 * PGlite allows one process at a time, so tests cannot write the database while it runs). Both sign in
 * with a second factor, set up by the first test worker that needs it (tests/e2e/admin-fixtures.ts).
 */
export const ADMIN = { email: "e2e-admin@example.com", password: "amber lantern over quiet harbour 47" };
export const MEMBER = { email: "e2e-member@example.com", password: "copper kettle beside the rain gauge 83" };
/** Admins without a second factor yet, one per project and one for the accessibility check of enrolment. */
export const NEW_ADMINS = {
  "js-on": { email: "e2e-new-js-on@example.com", password: "violet compass under the old bridge 12" },
  "js-off": { email: "e2e-new-js-off@example.com", password: "violet compass under the old bridge 34" },
  a11y: { email: "e2e-new-a11y@example.com", password: "violet compass under the old bridge 56" },
};

/** The admin of the app instance with Twilio configured (playwright.config.ts phoneApp), alone on it. */
export const PHONE_ADMIN = { email: "e2e-phone-admin@example.com", password: "slate heron above the mill pond 29" };

/** Every account of the main app instance, written before it starts (tests/e2e/start-apps.ts). */
export const E2E_ACCOUNTS: Account[] = [ADMIN, { ...MEMBER, admin: false }, ...Object.values(NEW_ADMINS)];
