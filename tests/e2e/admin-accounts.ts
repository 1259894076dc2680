/**
 * Accounts the e2e server starts with: playwright.config.ts runs `admin-create` for both before the server
 * (PGlite allows one process at a time, so tests cannot write the database while it runs). Both sign in
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

/** Shell command creating one account with the bundled admin-create script; the password travels in ADMIN_PASSWORD, never as an argument. */
export const createAccountCommand = (buildDir: string, who: { email: string; password: string }, { admin = true } = {}) =>
  `ADMIN_PASSWORD='${who.password}' node ${buildDir}/admin-create.js --email ${who.email}${admin ? "" : " --no-admin"}`;

/** Shell command that creates the admin and the non-admin user (and the admins still to enrol). */
export const adminCreateCommand = (buildDir: string) =>
  [
    createAccountCommand(buildDir, ADMIN),
    createAccountCommand(buildDir, MEMBER, { admin: false }),
    ...Object.values(NEW_ADMINS).map((who) => createAccountCommand(buildDir, who)),
  ].join(" && ");
