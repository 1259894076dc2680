/**
 * Accounts the e2e server starts with: playwright.config.ts runs `admin-create` for both before the server
 * (PGlite allows one process at a time, so tests cannot write the database while it runs).
 */
export const ADMIN = { email: "e2e-admin@example.com", password: "e2e admin password 1" };
export const MEMBER = { email: "e2e-member@example.com", password: "e2e member password 1" };

/** Shell command that creates the admin and the non-admin user with the bundled admin-create script. */
export const adminCreateCommand = (buildDir: string) =>
  [
    `node ${buildDir}/admin-create.js --email ${ADMIN.email} --password '${ADMIN.password}'`,
    `node ${buildDir}/admin-create.js --email ${MEMBER.email} --password '${MEMBER.password}' --no-admin`,
  ].join(" && ");
