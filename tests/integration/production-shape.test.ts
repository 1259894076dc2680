/**
 * The site as it runs in production, end to end: the built server (`node build/server.js`, NODE_ENV=production)
 * on a Postgres database of its own, an S3 endpoint reached over HTTP (s3rver as its own process, standing in
 * for MinIO) and a loopback SMTP server. Each public form's mails arrive; an admin made with the bundled
 * `build/admin-create.js` uploads a picture that then shows on /gallery; /healthz follows the database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeImage } from "../support/admin-helpers";
import { createAdminAndLogin } from "../support/admin-login";
import { type AppProcess, hasBuild, startApp, startS3Process, trustOneProxy } from "../support/app-process";
import { createScratchDatabase } from "../support/db";
import { pgBinaries, type PgCluster, startPgCluster } from "../support/pg-cluster";
import { freePort, startSmtp } from "../support/smtp";
import {
  auditRows,
  browserPost,
  expectedMails,
  formKinds,
  mailTally,
  type PostResult,
  postSubmission,
  submission,
  waitUntil,
} from "../support/submissions";

const OFFICE = "office-prod@example.com";
const PHONE = "(703) 555-0166";
const canRun = Boolean(process.env.TEST_DATABASE_URL) || pgBinaries !== null;
if (!canRun) console.warn("production-shape: skipped — needs TEST_DATABASE_URL or Postgres binaries (PG_BIN_DIR, default /usr/lib/postgresql/15/bin)");

describe.skipIf(!canRun)("production shape: built server, Postgres, S3 over HTTP, SMTP", () => {
  let cluster: PgCluster | null = null;
  let databaseUrl = "";
  let dropDatabase: (() => Promise<void>) | null = null;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let s3: AppProcess;
  let app: AppProcess;
  let env: Record<string, string>;
  const dirs: string[] = [];
  const temp = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    if (!hasBuild()) throw new Error("build/server.js is missing: run `npm run build` first (npm test builds before the unit tests)");
    const name = `prod_shape_${process.pid}_${Date.now().toString(36)}`;
    if (pgBinaries) {
      // A cluster of our own: the test stops and starts it.
      cluster = await startPgCluster();
      databaseUrl = await cluster.createDatabase(name);
    } else {
      const database = await createScratchDatabase("prod_shape");
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    smtp = await startSmtp();
    s3 = await startS3Process(temp("prod-s3-"));
    const port = await freePort();
    env = {
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "production-shape-session-secret-0123456789",
      DATA_DIR: temp("prod-data-"),
      SITE_URL: `http://127.0.0.1:${port}`,
      S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
      SMTP_URL: smtp.url,
      OFFICE_EMAIL: OFFICE,
      BUSINESS_PHONE: PHONE,
      TRUST_PROXY: trustOneProxy,
    };
    app = await startApp(env, { port });
  });

  afterAll(async () => {
    await app?.stop();
    await s3?.stop();
    await smtp?.stop();
    await cluster?.destroy();
    await dropDatabase?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("each public form is saved and its mails arrive (visitor and office)", async () => {
    const run = `prod${Date.now().toString(36)}`;
    const results: PostResult[] = [];
    for (const [n, kind] of formKinds.entries()) results.push(await postSubmission(app.url, submission(run, n, kind)));
    expect(results.map((r) => [r.submission.kind, r.status, r.accepted])).toEqual([
      ["contact", 302, true],
      ["estimate", 200, true],
      ["booking", 200, true],
      ["newsletter", 200, true],
    ]);
    const want = (kind: (typeof formKinds)[number]) => expectedMails(kind);
    const arrived = () => {
      const tally = mailTally(smtp.received, OFFICE, run);
      return results.every((r) => {
        const got = tally.get(r.submission.email);
        return got?.visitor === want(r.submission.kind).visitor && got.office === want(r.submission.kind).office;
      });
    };
    expect(await waitUntil(arrived, 30_000)).toBe(true);
    const audit = await auditRows(databaseUrl, run);
    expect(results.map((r) => audit.get(r.submission.email)?.leads)).toEqual([1, 1, 1, 1]);
    const booking = smtp.received.find((m) => m.to.includes(results[2]!.submission.email));
    expect(booking?.text).toContain("calendly.com");
  });

  it("an admin created with build/admin-create.js uploads a picture that shows on /gallery", async () => {
    const cookie = await createAdminAndLogin(app.url, { DATABASE_URL: env.DATABASE_URL!, SESSION_SECRET: env.SESSION_SECRET!, DATA_DIR: env.DATA_DIR! });
    const upload = new FormData();
    upload.set("bucket", "gallery-panels");
    upload.set("image", new Blob([await makeImage("png", { width: 64 })], { type: "image/png" }), "new-panel.png");
    const uploaded = await browserPost(app.url, "/admin/gallery", upload, { Cookie: cookie });
    expect(uploaded.status).toBe(302);
    const key = new URL(uploaded.headers.get("location")!, app.url).searchParams.get("file");
    expect(key).toMatch(/\.webp$/);

    const title = `Panel swap ${Date.now().toString(36)}`;
    const added = await browserPost(app.url, "/admin/gallery", new URLSearchParams({ intent: "add", bucket: "gallery-panels", file: key!, title, location: "Manassas", description: "" }), { Cookie: cookie });
    expect(added.status).toBe(302);

    const gallery = await fetch(`${app.url}/gallery`);
    const html = await gallery.text();
    expect(gallery.status).toBe(200);
    expect(html).toContain(title);
    const src = `/media/gallery-panels/${key}`;
    expect(html).toContain(src);
    // Served from the external S3 endpoint through the app.
    const image = await fetch(`${app.url}${src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });

  it("/healthz answers 503 while Postgres is stopped and 200 once it is back, without a restart of the app", async (context) => {
    if (!cluster) return context.skip("needs Postgres binaries to stop and start a cluster of its own");
    const health = () => fetch(`${app.url}/healthz`, { signal: AbortSignal.timeout(20_000) }).then((r) => r.status);
    expect(await health()).toBe(200);
    await cluster.stop();
    try {
      expect(await health()).toBe(503);
    } finally {
      await cluster.start();
    }
    expect(await waitUntil(async () => (await health()) === 200, 30_000, 500)).toBe(true);
  });
});
