/**
 * Accounts the e2e server starts with: playwright.config.ts runs `admin-create` for both before the server
 * (PGlite allows one process at a time, so tests cannot write the database while it runs). Both sign in
 * with a second factor, set up by the first test worker that needs it (tests/e2e/admin-fixtures.ts).
 */
export const ADMIN = { email: "e2e-admin@example.com", password: "amber lantern over quiet harbour 47" };
export const MEMBER = { email: "e2e-member@example.com", password: "copper kettle beside the rain gauge 83" };

/**
 * Shell command that creates the admin and the non-admin user with the bundled admin-create script. The
 * password travels in ADMIN_PASSWORD, never as an argument.
 */
export const adminCreateCommand = (buildDir: string) =>
  [
    `ADMIN_PASSWORD='${ADMIN.password}' node ${buildDir}/admin-create.js --email ${ADMIN.email}`,
    `ADMIN_PASSWORD='${MEMBER.password}' node ${buildDir}/admin-create.js --email ${MEMBER.email} --no-admin`,
  ].join(" && ");
