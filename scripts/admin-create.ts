/**
 * Creates an admin, or updates its password:
 *   npm run admin:create -- --email office@example.com --password 'at least 12 characters'
 * `--no-admin` creates (or demotes) a user without the admin role. In a production image, where tsx is
 * not installed, run the bundled copy: `node build/admin-create.js --email … --password …`.
 */
import { parseArgs } from "node:util";
import { upsertUser } from "~/lib/admin.server";
import { ConfigError, getConfig } from "~/lib/config.server";
import { getDbHandle } from "~/lib/db.server";
import { DataDirLockedError, lockDataDir } from "../server/data-lock";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    "no-admin": { type: "boolean", default: false },
  },
});

async function main() {
  if (!values.email || !values.password) {
    console.error("Usage: npm run admin:create -- --email <email> --password <at least 12 characters> [--no-admin]");
    return 2;
  }
  let release = () => {};
  try {
    // PGlite allows one process per folder: refuse while the site runs on it (docs/decisions/0071).
    const config = getConfig();
    if (!config.DATABASE_URL) release = lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const handle = getDbHandle();
  try {
    await handle.migrate();
    const admin = !values["no-admin"];
    await upsertUser(handle.db, { email: values.email, password: values.password, admin });
    console.log(`${admin ? "Admin" : "User"} ${values.email.trim().toLowerCase()} is ready.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await handle.close();
    release();
  }
}

process.exitCode = await main();
