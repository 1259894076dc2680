import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "~/forms/admin-messages";
import { actOnGallery, addGalleryImage, loadGalleryAdmin, removeGalleryImage } from "~/lib/gallery/gallery-admin.server";
import { listBucketImages } from "~/lib/gallery/gallery-storage.server";
import { UPLOAD_MESSAGES } from "~/forms/upload";
import { listGalleryImages } from "~/models/gallery-images.server";
import { createStorage } from "~/lib/platform/storage.server";
import { createDb } from "~db/client";
import { makeImage } from "../support/admin-helpers";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";
import { startTestStorage } from "../support/s3";

describe.each(dbTargets)("gallery admin on %s with s3rver", (kind) => {
  let db: TestDb;
  let s3: Awaited<ReturnType<typeof startTestStorage>>;
  /** What the workflows announced to the page cache (app/lib/platform/page-changes.server.ts). */
  const announced: string[] = [];
  const pagesChanged = async (what: string) => {
    announced.push(what);
  };
  const deps = () => ({ db: db.db, storage: s3.storage, pagesChanged });

  beforeAll(async () => {
    [db, s3] = await Promise.all([createMigratedDb(kind), startTestStorage()]);
    const png = await makeImage("png");
    await s3.storage.put("gallery-lighting", "kitchen-pendants.png", png, "image/png");
    await s3.storage.put("gallery-lighting", "porch_light.JPG", await makeImage("jpeg"), "image/jpeg");
    await s3.storage.put("gallery-lighting", "notes.txt", "not an image", "text/plain");
  });
  afterAll(async () => {
    await db.destroy();
    await s3.stop();
  });

  it("lists only the image files of the chosen bucket, with their URLs", async () => {
    const files = await listBucketImages(s3.storage, "gallery-lighting");
    expect(files.map((f) => f.name).sort()).toEqual(["kitchen-pendants.png", "porch_light.JPG"]);
    expect(files.find((f) => f.name === "kitchen-pendants.png")?.url).toBe("/media/gallery-lighting/kitchen-pendants.png");
    await expect(listBucketImages(s3.storage, "media")).rejects.toThrow(/unknown bucket/);
  });

  it("needs a file and a title", async () => {
    for (const input of [
      { bucket: "gallery-lighting", file: "", title: "Kitchen" },
      { bucket: "gallery-lighting", file: "kitchen-pendants.png", title: "   " },
    ]) {
      expect(await addGalleryImage(input, deps())).toEqual({ ok: false, status: 400, message: ADMIN_MESSAGES.missing });
    }
  });

  it("adds an image with the documented insert, newest first, and refuses a duplicate, a missing file or a bad bucket", async () => {
    const first = await addGalleryImage(
      { bucket: "gallery-lighting", file: "porch_light.JPG", title: "Porch light", description: "", location: "", category: "lighting" },
      deps(),
    );
    expect(first).toMatchObject({ ok: true, message: "Image added to gallery!" });
    const added = await addGalleryImage(
      {
        bucket: "gallery-lighting",
        file: "kitchen-pendants.png",
        title: "  Kitchen pendants ",
        description: "Three pendants over the island",
        location: "Reston, VA",
        category: "bogus",
      },
      deps(),
    );
    expect(added).toMatchObject({ ok: true, message: ADMIN_MESSAGES.added });

    const rows = await listGalleryImages(db.db);
    expect(rows.map((r) => r.title)).toEqual(["Kitchen pendants", "Porch light"]);
    expect(rows[0]).toMatchObject({
      description: "Three pendants over the island",
      location: "Reston, VA",
      category: "lighting", // an unknown category falls back to the bucket's
      bucketId: "gallery-lighting",
      filePath: "kitchen-pendants.png",
      imageUrl: "/media/gallery-lighting/kitchen-pendants.png",
    });
    expect(rows[1]).toMatchObject({ description: null, location: null });

    expect(await addGalleryImage({ bucket: "gallery-lighting", file: "kitchen-pendants.png", title: "Again" }, deps())).toEqual({
      ok: false,
      status: 409,
      message: "Failed to add image: this image is already in the gallery",
    });
    expect(await addGalleryImage({ bucket: "gallery-lighting", file: "gone.png", title: "Gone" }, deps())).toMatchObject({
      status: 404,
      message: "Failed to add image: the file is not in that bucket",
    });
    expect(await addGalleryImage({ bucket: "private", file: "x.png", title: "X" }, deps())).toMatchObject({
      status: 400,
      message: "Failed to add image: unknown storage bucket",
    });
    expect(await addGalleryImage({ bucket: "gallery-lighting", file: "notes.txt", title: "Notes" }, deps())).toMatchObject({ status: 400 });
    expect(await addGalleryImage({ bucket: "gallery-lighting", file: "porch_light.JPG", title: "T".repeat(201) }, deps())).toMatchObject({
      status: 400,
    });
    // Each saved picture told the page cache; the refusals told it nothing.
    expect(announced).toEqual(["gallery", "gallery"]);
  });

  it("deletes by id with the documented toast, and says why when it cannot", async () => {
    const [row] = await listGalleryImages(db.db);
    expect(await removeGalleryImage(row.id, { db: db.db, storage: s3.storage, pagesChanged })).toEqual({ ok: true, message: "Image removed from gallery" });
    expect((await listGalleryImages(db.db)).map((r) => r.id)).not.toContain(row.id);
    expect(await removeGalleryImage(row.id, { db: db.db, storage: s3.storage, pagesChanged })).toMatchObject({ ok: false, status: 404, message: expect.stringMatching(/^Failed to delete image: /) });
    expect(await removeGalleryImage("1; drop table users", { db: db.db, storage: s3.storage, pagesChanged })).toMatchObject({ status: 400, message: "Failed to delete image: invalid image id" });
    // The file itself stays in its bucket.
    expect((await s3.storage.list("gallery-lighting")).map((f) => f.name)).toContain(row.filePath);
  });

  it("the page's forms: an upload is stored as WebP and offered to the add form; add and delete by intent; anything else refused", async () => {
    const post = (body: FormData | URLSearchParams) => new Request("http://localhost/admin", { method: "POST", body });
    const upload = new FormData();
    upload.set("intent", "upload");
    upload.set("bucket", "gallery-panels");
    upload.set("image", new File([await makeImage("png")], "New Panel.png", { type: "image/png" }));
    const uploaded = await actOnGallery(post(upload), deps());
    expect(uploaded).toMatchObject({ ok: true, message: UPLOAD_MESSAGES.uploaded, bucket: "gallery-panels", file: expect.stringMatching(/^[0-9a-f]{16}\/new-panel\.webp$/) });
    const key = (uploaded as { file: string }).file;
    expect((await s3.storage.list("gallery-panels")).map((f) => f.name)).toContain(key);

    upload.set("image", new File(["not a picture"], "x.png", { type: "image/png" }));
    expect(await actOnGallery(post(upload), deps())).toMatchObject({ ok: false, status: 415, intent: "upload" });

    const add = new URLSearchParams({ intent: "add", bucket: "gallery-panels", file: key, title: "New panel" });
    expect(await actOnGallery(post(add), deps())).toEqual({ ok: true, message: ADMIN_MESSAGES.added, bucket: "gallery-panels" });
    const refused = await actOnGallery(post(add), deps());
    expect(refused).toMatchObject({ ok: false, status: 409, intent: "add", reply: expect.objectContaining({ initialValue: expect.objectContaining({ title: "New panel" }) }) });

    const id = (await listGalleryImages(db.db)).find((image) => image.filePath === key)!.id;
    expect(await actOnGallery(post(new URLSearchParams({ intent: "delete", id, bucket: "gallery-panels" })), deps())).toEqual({
      ok: true,
      message: ADMIN_MESSAGES.removed,
      bucket: "gallery-panels",
    });
    expect(await actOnGallery(post(new URLSearchParams({ intent: "rename", id })), deps())).toEqual({
      ok: false,
      status: 400,
      intent: "",
      message: ADMIN_MESSAGES.unknownAction,
    });
  });

  it("shows 'Failed to fetch storage files' and 'Failed to fetch gallery images' when those fail", async () => {
    const ok = await loadGalleryAdmin("gallery-lighting", deps());
    expect(ok.filesError).toBeNull();
    expect(ok.imagesError).toBeNull();
    expect(ok.files).toHaveLength(2);

    const deadStorage = createStorage({ endpoint: "http://127.0.0.1:9", accessKeyId: "x", secretAccessKey: "x" });
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-closed-"));
    const closed = createDb({ dataDir: dir });
    await closed.close();
    const broken = await loadGalleryAdmin("gallery-lighting", { db: closed.db, storage: deadStorage, pagesChanged });
    expect(broken.filesError).toMatch(/^Failed to fetch storage files: .+/);
    expect(broken.imagesError).toMatch(/^Failed to fetch gallery images: .+/);
    expect(await addGalleryImage({ bucket: "gallery-lighting", file: "porch_light.JPG", title: "X" }, { db: db.db, storage: deadStorage, pagesChanged })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Failed to add image: .+/),
    });
    rmSync(dir, { recursive: true, force: true });
  });
});
