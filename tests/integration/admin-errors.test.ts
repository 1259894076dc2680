import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertUser } from "~/lib/auth/admin-accounts.server";
import { FAILURE_REASONS } from "~/lib/platform/service-failure.messages";
import { makeImage, requestWithCookie } from "../support/admin-helpers";

/**
 * Admin pages with a failing S3 and a failing database: every page and action answers with the site's own
 * failure message, never the text of the S3 or database error (which can name hosts, tables, values).
 */
const S3_SECRET = "S3-SECRET-9c1e bucket host s3-internal-7.corp";
const DB_SECRET = "DB-SECRET-51 relation 16402 on db-7.internal";
const IMPORTABLE = "real.png";

let s3: Server;
let dataDir: string;
let cookie: string;
let imageId: string;
const saved = { ...process.env };

/**
 * A loopback S3 that says yes to HeadBucket (so start-up succeeds) and serves one object, and answers
 * everything else with an AccessDenied error carrying S3_SECRET.
 */
async function startFailingS3() {
  const server = createServer((req, res) => {
    req.resume();
    const url = new URL(req.url ?? "/", "http://s3");
    if (req.method === "HEAD" && url.pathname.split("/").filter(Boolean).length === 1) return void res.writeHead(200).end();
    if (req.method === "GET" && url.pathname === `/gallery-panels/${IMPORTABLE}`) {
      return void res.writeHead(200, { "Content-Type": "image/png", "Content-Length": "3" }).end("png");
    }
    const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>${S3_SECRET}</Message><RequestId>1</RequestId></Error>`;
    res.writeHead(403, { "Content-Type": "application/xml" }).end(req.method === "HEAD" ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

const args = (request: Request) => ({ request, params: {}, context: { clientIp: "127.0.0.1" } });
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const get = (url: string) => requestWithCookie(`http://localhost${url}`, cookie);
const post = (url: string, body: FormData | URLSearchParams) => requestWithCookie(`http://localhost${url}`, cookie, { method: "POST", body });

/** The status and the whole text of an answer: nothing of either error (nor the failed SQL) may be in it. */
async function answer(response: Response) {
  const text = await response.text();
  expect(text).not.toMatch(/SECRET|internal|Failed query|_real/);
  return { status: response.status, text };
}

beforeAll(async () => {
  s3 = await startFailingS3();
  dataDir = mkdtempSync(path.join(tmpdir(), "admin-errors-"));
  Object.assign(process.env, { DATA_DIR: dataDir, S3_ENDPOINT: `http://127.0.0.1:${(s3.address() as AddressInfo).port}` });
  delete process.env.DATABASE_URL;
  (globalThis as { __singletons?: Map<string, unknown> }).__singletons = new Map();
  const { initStorage } = await import("~/lib/platform/storage.server");
  await initStorage();
  const { getDbHandle, getDb } = await import("~/lib/platform/db.server");
  await getDbHandle().migrate();
  const adminId = await upsertUser(getDb(), { email: "admin@example.com", password: "correct horse battery", admin: true });
  const { createUserSession } = await import("~/lib/auth/session.server");
  cookie = (await createUserSession(new Request("http://localhost/login"), adminId)).setCookie;
  // Sessions and users still work; the gallery and the leads fail with DB_SECRET.
  const inserted = await getDb().execute(
    sql`insert into gallery_images (title, category, bucket_id, file_path, image_url) values ('Old', 'general', 'gallery-general', 'old.png', '/x') returning id`,
  );
  imageId = ((Array.isArray(inserted) ? inserted : (inserted as { rows: unknown[] }).rows)[0] as { id: string }).id;
  for (const statement of [
    // A row in each, so that reading them calls the failing function.
    "insert into leads (kind, name) values ('contact', 'Ann')",
    `create function leak_boom() returns boolean language plpgsql as $$ begin raise exception '${DB_SECRET}'; end $$`,
    "alter table gallery_images rename to gallery_images_real",
    "create view gallery_images as select * from gallery_images_real where leak_boom() with local check option",
    "alter table leads rename to leads_real",
    "create view leads as select * from leads_real where leak_boom()",
  ]) {
    await getDb().execute(sql.raw(statement));
  }
});

afterAll(async () => {
  const { closeStorage } = await import("~/lib/platform/storage.server");
  const { getDbHandle } = await import("~/lib/platform/db.server");
  await closeStorage();
  await getDbHandle().close();
  process.env = saved;
  await new Promise<void>((resolve) => s3.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe("admin pages when S3 and the database fail", () => {
  it("/admin shows 'Failed to fetch storage files' and 'Failed to fetch gallery images' with our reasons", async () => {
    const { loader } = await import("~/routes/_admin.admin.gallery");
    const { status, text } = await answer(await loader(args(get("/admin/gallery?bucket=gallery-lighting"))));
    expect(status).toBe(200);
    const data = JSON.parse(text) as { filesError: string; imagesError: string };
    expect(data.filesError).toBe(`Failed to fetch storage files: ${FAILURE_REASONS.storage}`);
    expect(data.imagesError).toBe(`Failed to fetch gallery images: ${FAILURE_REASONS.database}`);
  });

  it("adding, deleting and uploading answer 503 with our reasons", async () => {
    const { action } = await import("~/routes/_admin.admin.gallery");
    const add = await answer(await action(args(post("/admin/gallery", form({ intent: "add", bucket: "gallery-lighting", file: "x.png", title: "X" })))));
    expect(add.status).toBe(503);
    expect(JSON.parse(add.text)).toMatchObject({ message: `Failed to add image: ${FAILURE_REASONS.storage}` });

    const addDb = await answer(await action(args(post("/admin/gallery", form({ intent: "add", bucket: "gallery-panels", file: IMPORTABLE, title: "X" })))));
    expect(addDb.status).toBe(503);
    expect(JSON.parse(addDb.text)).toMatchObject({ message: `Failed to add image: ${FAILURE_REASONS.database}` });

    const del = await answer(await action(args(post("/admin/gallery", form({ intent: "delete", id: imageId, bucket: "gallery-general" })))));
    expect(del.status).toBe(503);
    expect(JSON.parse(del.text)).toMatchObject({ message: `Failed to delete image: ${FAILURE_REASONS.database}` });

    const upload = new FormData();
    upload.set("intent", "upload");
    upload.set("bucket", "gallery-lighting");
    upload.set("image", new File([await makeImage("png")], "photo.png", { type: "image/png" }));
    const uploaded = await answer(await action(args(post("/admin/gallery", upload))));
    expect(uploaded.status).toBe(503);
    expect(JSON.parse(uploaded.text)).toMatchObject({ message: `Failed to upload image: ${FAILURE_REASONS.storage}` });
  });

  it("/gallery-import: the scan and the import say 'Failed to scan buckets' and 'Import failed' with our reasons", async () => {
    const { action, loader } = await import("~/routes/_admin.gallery-import");
    const scan = await answer(await loader(args(get("/gallery-import"))));
    expect(JSON.parse(scan.text)).toMatchObject({ error: `Failed to scan buckets: ${FAILURE_REASONS.storage}` });
    const imported = await answer(await action(args(post("/gallery-import", form({ file: `gallery-panels/${IMPORTABLE}` })))));
    expect(imported.status).toBe(503);
    expect(JSON.parse(imported.text)).toMatchObject({ ok: false, message: `Import failed: ${FAILURE_REASONS.database}` });
  });

  it("/admin/leads says 'Failed to fetch leads' with our reason", async () => {
    const { loader } = await import("~/routes/_admin.admin.leads._index");
    const leads = await answer(await loader(args(get("/admin/leads"))));
    expect(leads.status).toBe(503);
    expect(JSON.parse(leads.text)).toMatchObject({ error: `Failed to fetch leads: ${FAILURE_REASONS.database}` });
  });
});
