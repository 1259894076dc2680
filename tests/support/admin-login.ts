import { runBuilt } from "./app-process";
import { loginOverHttp } from "./built-server";

/**
 * Creates an admin with the bundled `build/admin-create.js` (as an operator would on a production image) and
 * logs in through `/login` over HTTP. Account creation and sign-in live together here so a change to either
 * (password from ADMIN_PASSWORD or stdin, a second factor) is adapted in one place.
 * `env` is the app's database environment (DATABASE_URL, SESSION_SECRET, DATA_DIR).
 * Returns the Cookie header value of the signed-in session.
 */
export async function createAdminAndLogin(appUrl: string, env: Record<string, string>, account = { email: "ops-admin@example.com", password: "a long admin password 42" }) {
  await runBuilt("admin-create.js", ["--email", account.email], { NODE_ENV: "production", ...env, ADMIN_PASSWORD: account.password });
  return loginOverHttp({ url: appUrl }, account);
}
