/**
 * Creates an admin, or sets a new password (which signs the account out everywhere):
 *   npm run admin:create -- --email office@example.com            (asks for the password, not echoed)
 *   printf '%s' "$PASSWORD" | npm run admin:create -- --email …    (reads it from standard input)
 *   ADMIN_PASSWORD=… npm run admin:create -- --email …             (reads it from the environment)
 * The password never goes on the command line, where shell history and `ps` would keep it.
 * `--no-admin` creates (or demotes) a user without the admin role. `--reset-totp` removes the account's
 * second factor (lost phone and recovery codes): the next login sets up a new one.
 * In a production image, where tsx is not installed, run the bundled copy: `node build/admin-create.js …`.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { resetTwoFactor, upsertUser } from "~/lib/auth/admin-accounts.server";
import { ConfigError, getConfig } from "~/lib/platform/config.server";
import { getDbHandle } from "~/lib/platform/db.server";
import { DataDirLockedError, lockDataDir } from "../server/data-lock";

const USAGE = "Usage: npm run admin:create -- --email <email> [--no-admin] [--reset-totp]";
const NO_PASSWORD_ARGUMENT =
  "--password is not accepted: a password on the command line stays in shell history. Type it when asked, pipe it on standard input, or set ADMIN_PASSWORD.";

/** Asks on the terminal without echoing what is typed. */
function prompt(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (process.stdin.isTTY) {
    const first = await prompt("Password (at least 12 characters): ");
    const again = await prompt("Password again: ");
    if (first !== again) throw new Error("The two passwords differ");
    return first;
  }
  let input = "";
  for await (const chunk of process.stdin) input += String(chunk);
  return input.replace(/\r?\n$/, "");
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        "no-admin": { type: "boolean", default: false },
        "reset-totp": { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.password !== undefined) {
    console.error(NO_PASSWORD_ARGUMENT);
    return 2;
  }
  if (!values.email) {
    console.error(USAGE);
    return 2;
  }
  let release = () => {};
  try {
    // PGlite allows one process per folder: refuse while the site runs on it (docs/decisions/0003).
    const config = getConfig();
    if (!config.DATABASE_URL) release = lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const email = values.email.trim().toLowerCase();
  const handle = getDbHandle();
  try {
    await handle.migrate();
    if (values["reset-totp"]) {
      if (!(await resetTwoFactor(handle.db, email))) throw new Error(`No account ${email}`);
      console.log(`Two-factor sign-in of ${email} is reset: it is set up again at the next login.`);
      return 0;
    }
    const admin = !values["no-admin"];
    await upsertUser(handle.db, { email, password: await readPassword(), admin });
    console.log(`${admin ? "Admin" : "User"} ${email} is ready. Sign in now to set up two-factor sign-in.`);
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
