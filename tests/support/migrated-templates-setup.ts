import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { createDb } from "~db/client";
import { PGLITE_TEMPLATE, POSTGRES_TEMPLATE } from "./migrated-templates";

/**
 * Vitest global setup: migrates the run's PGlite template, and with TEST_DATABASE_URL a Postgres template database,
 * before any worker starts (workers inherit the environment). Both are removed when the run ends.
 */
export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const pglite = createDb({ dataDir: dir });
  await pglite.migrate();
  await pglite.close();
  process.env[PGLITE_TEMPLATE] = path.join(dir, "pglite");

  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropTemplate = async () => {};
  if (adminUrl) {
    const name = `template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Closed before any copy: Postgres copies a database only while nobody is connected to it.
    const template = createDb({ url: url.href, dataDir: "" });
    await template.migrate();
    await template.close();
    process.env[POSTGRES_TEMPLATE] = name;
    dropTemplate = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  return async () => {
    await dropTemplate();
    rmSync(dir, { recursive: true, force: true });
  };
}
