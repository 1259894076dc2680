import { DeleteBucketCommand, DeleteObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "~/forms/admin-messages";
import { deriveTitle, importImages, isImportable, scanBuckets } from "~/lib/gallery/gallery-import.server";
import { listGalleryImages } from "~/models/gallery-images.server";
import { makeImage } from "../support/admin-helpers";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";
import { startTestStorage } from "../support/s3";

describe("import rules", () => {
  it("derives the title from the file name", () => {
    expect(deriveTitle("kitchen-recessed_lights.jpg")).toBe("Kitchen Recessed Lights");
    expect(deriveTitle("200A__panel--upgrade.JPEG")).toBe("200A Panel Upgrade");
    expect(deriveTitle("folder/ev_charger.webp")).toBe("Ev Charger");
    expect(deriveTitle("already Title.png")).toBe("Already Title");
  });

  it("takes jpg, jpeg, png and webp in any case, nothing else", () => {
    for (const name of ["a.jpg", "a.JPG", "a.jpeg", "a.JpEg", "a.png", "a.PNG", "a.webp", "a.WEBP"]) expect(isImportable(name), name).toBe(true);
    for (const name of ["a.gif", "a.svg", "a.txt", "jpg", "a.png.html", "a.mp4", "a.jpgx"]) expect(isImportable(name), name).toBe(false);
  });
});

describe.each(dbTargets)("gallery import on %s with s3rver", (kind) => {
  let db: TestDb;
  let s3: Awaited<ReturnType<typeof startTestStorage>>;
  const pagesChanged = async () => {};
  const deps = () => ({ db: db.db, storage: s3.storage, pagesChanged });

  beforeAll(async () => {
    [db, s3] = await Promise.all([createMigratedDb(kind), startTestStorage()]);
    const png = await makeImage("png");
    await s3.storage.put("gallery-panels", "main-panel_upgrade.PNG", png, "image/png");
    await s3.storage.put("gallery-panels", "readme.txt", "notes", "text/plain");
    await s3.storage.put("gallery-ev-chargers", "garage-charger.JpEg", await makeImage("jpeg"), "image/jpeg");
    await s3.storage.put("gallery-lighting", "anim.gif", "GIF89a", "image/gif");
    await s3.storage.put("gallery-commercial", "office_retrofit.webp", await makeImage("webp"), "image/webp");
  });
  afterAll(async () => {
    await db.destroy();
    await s3.stop();
  });

  it("scans the six buckets and lists only the images, titled, with the found count", async () => {
    const scan = await scanBuckets(deps());
    expect(scan.error).toBeNull();
    expect(scan.skipped).toEqual([]);
    expect(scan.images.map((i) => i.ref).sort()).toEqual([
      "gallery-commercial/office_retrofit.webp",
      "gallery-ev-chargers/garage-charger.JpEg",
      "gallery-panels/main-panel_upgrade.PNG",
    ]);
    const charger = scan.images.find((i) => i.bucket === "gallery-ev-chargers")!;
    expect(charger).toMatchObject({ bucketLabel: "EV chargers", title: "Garage Charger", url: "/media/gallery-ev-chargers/garage-charger.JpEg", inGallery: false });
    expect(IMPORT_MESSAGES.found(scan.images.length)).toBe("Found 3 images across all buckets");
  });

  it("imports the selection with derived titles and bucket categories, and never twice", async () => {
    const first = await importImages(["gallery-panels/main-panel_upgrade.PNG", "gallery-ev-chargers/garage-charger.JpEg"], deps());
    expect(first).toEqual({ imported: 2, duplicates: 0, failed: [] });
    expect(IMPORT_MESSAGES.imported(first.imported)).toBe("Successfully imported 2 images!");
    const rows = await listGalleryImages(db.db);
    expect(rows.map((r) => [r.title, r.category, r.bucketId, r.filePath, r.imageUrl, r.description, r.location]).sort()).toEqual([
      ["Garage Charger", "ev-chargers", "gallery-ev-chargers", "garage-charger.JpEg", "/media/gallery-ev-chargers/garage-charger.JpEg", null, null],
      ["Main Panel Upgrade", "panels", "gallery-panels", "main-panel_upgrade.PNG", "/media/gallery-panels/main-panel_upgrade.PNG", null, null],
    ]);

    const again = await importImages(
      ["gallery-panels/main-panel_upgrade.PNG", "gallery-commercial/office_retrofit.webp", "gallery-commercial/office_retrofit.webp"],
      deps(),
    );
    expect(again).toEqual({ imported: 1, duplicates: 1, failed: [] });
    expect(await listGalleryImages(db.db)).toHaveLength(3);
    expect((await scanBuckets(deps())).images.every((i) => i.inGallery)).toBe(true);
  });

  it("reports each file it cannot import, and imports the rest", async () => {
    const result = await importImages(
      ["gallery-panels/missing.png", "gallery-panels/readme.txt", "secret-bucket/x.png", "gallery-lighting/anim.gif", "gallery-panels/../x.png"],
      deps(),
    );
    expect(result.imported).toBe(0);
    expect(result.failed.map(IMPORT_MESSAGES.fileFailed)).toEqual([
      "Failed to import missing.png",
      "Failed to import readme.txt",
      "Failed to import x.png",
      "Failed to import anim.gif",
      "Failed to import ../x.png",
    ]);
  });

  it("skips a bucket that errors and still lists the others; all failing is 'Failed to scan buckets'", async () => {
    // A bucket that is gone answers NoSuchBucket.
    const client = s3.storage.client;
    const listed = await client.send(new ListObjectsV2Command({ Bucket: "gallery-commercial" }));
    for (const item of listed.Contents ?? []) await client.send(new DeleteObjectCommand({ Bucket: "gallery-commercial", Key: item.Key! }));
    await client.send(new DeleteBucketCommand({ Bucket: "gallery-commercial" }));

    const scan = await scanBuckets(deps());
    expect(scan.error).toBeNull();
    expect(scan.skipped.map((s) => s.bucket)).toEqual(["gallery-commercial"]);
    expect(scan.images.map((i) => i.bucket).sort()).toEqual(["gallery-ev-chargers", "gallery-panels"]);

    const { createStorage } = await import("~/lib/platform/storage.server");
    const dead = createStorage({ endpoint: "http://127.0.0.1:9", accessKeyId: "x", secretAccessKey: "x" });
    const none = await scanBuckets({ db: db.db, storage: dead, pagesChanged });
    expect(none.skipped).toHaveLength(6);
    expect(none.error).toMatch(/^Failed to scan buckets: .+/);
  });

  it("throws on a database failure so the page can say 'Import failed: …'", async () => {
    const broken = await createMigratedDb(kind);
    await broken.destroy();
    await expect(importImages(["gallery-panels/main-panel_upgrade.PNG"], { db: broken.db, storage: s3.storage, pagesChanged })).rejects.toThrow();
  });
});
