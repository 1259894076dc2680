import postgres from "postgres";
import { writeAccounts } from "../support/accounts";
import { type AppProcess, startApp } from "../support/app-process";
import { apps, type E2EApp } from "../../playwright.config";

/** Creates the database DATABASE_URL names on TEST_DATABASE_URL's server, if it does not exist yet. */
async function createDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists) await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

async function start(app: E2EApp): Promise<AppProcess> {
  if (app.createDatabase) await createDatabase(app.env.DATABASE_URL!);
  // PGlite allows one process at a time: the accounts are there before the app opens it.
  await writeAccounts({ url: app.env.DATABASE_URL, dataDir: app.env.DATA_DIR! }, app.accounts ?? []);
  // Generous: every app starts at once on a 2-core machine.
  return startApp(app.env, { port: Number(new URL(app.url).port), buildDir: app.buildDir, readyMs: 120_000, echo: app.name });
}

/**
 * Playwright's global setup: starts every app instance of playwright.config.ts together, and returns what stops them
 * after the last test. One that does not start fails the run with its output, once the others are stopped.
 */
export default async function startApps() {
  const results = await Promise.allSettled(apps.map(start));
  const started = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = async () => void (await Promise.all(started.map((app) => app.stop())));
  const failed = results.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
