import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/forms/upload";
import { readUploadForm, storeUpload } from "~/lib/gallery/gallery-upload.server";
import { sniffImageType, uploadKey } from "~/lib/platform/image-encoding.server";
import { makeImage } from "../support/admin-helpers";
import { startTestStorage } from "../support/s3";

describe("image upload into a bucket (s3rver)", () => {
  let s3: Awaited<ReturnType<typeof startTestStorage>>;
  beforeAll(async () => {
    s3 = await startTestStorage();
  });
  afterAll(() => s3.stop());

  it("recognises JPEG, PNG and WebP by their bytes, not their names", async () => {
    expect(sniffImageType(await makeImage("jpeg"))).toBe("jpeg");
    expect(sniffImageType(await makeImage("png"))).toBe("png");
    expect(sniffImageType(await makeImage("webp"))).toBe("webp");
    expect(sniffImageType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });

  it("makes random keys with a tidy name", () => {
    const a = uploadKey("../../Panel Job #1.JPG");
    expect(a).toMatch(/^[0-9a-f]{16}\/panel-job-1\.webp$/);
    expect(uploadKey("Panel Job #1.JPG")).not.toBe(a);
    expect(uploadKey("....")).toMatch(/\/image\.webp$/);
  });

  it("re-encodes to WebP with the metadata stripped, under a random key in the chosen bucket", async () => {
    const jpeg = await makeImage("jpeg", { exif: true });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const file = new File([jpeg], "Porch Light.jpg", { type: "image/jpeg" });
    const result = await storeUpload({ bucket: "gallery-panels", file }, s3.storage);
    expect(result).toMatchObject({ ok: true, message: UPLOAD_MESSAGES.uploaded });
    const key = result.upload!.key;
    expect(key).toMatch(/^[0-9a-f]{16}\/porch-light\.webp$/);

    const object = await s3.storage.get("gallery-panels", key);
    expect(object?.contentType).toBe("image/webp");
    const stored = Buffer.from(await new Response(object!.body).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(40);
    expect(stored.includes(Buffer.from("Secret Owner"))).toBe(false);
  });

  it("refuses a non-image, a fake image, an oversized file, no file and a bad bucket", async () => {
    const text = new File(["<html><script>alert(1)</script>"], "evil.png", { type: "image/png" });
    expect(await storeUpload({ bucket: "gallery-panels", file: text }, s3.storage)).toEqual({
      ok: false,
      status: 415,
      message: "Failed to upload image: only JPEG, PNG and WebP images can be uploaded",
    });
    const fake = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], "broken.jpg");
    expect(await storeUpload({ bucket: "gallery-panels", file: fake }, s3.storage)).toMatchObject({ status: 415 });
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], "big.jpg");
    expect(await storeUpload({ bucket: "gallery-panels", file: big }, s3.storage)).toMatchObject({
      status: 413,
      message: "Failed to upload image: the file is larger than 10 MB",
    });
    expect(await storeUpload({ bucket: "gallery-panels", file: null }, s3.storage)).toMatchObject({ status: 400 });
    const png = new File([await makeImage("png")], "ok.png");
    expect(await storeUpload({ bucket: "media", file: png }, s3.storage)).toMatchObject({ status: 400 });
    const names = (await s3.storage.list("gallery-panels")).map((f) => f.name);
    expect(names.some((n) => n.includes("evil") || n.includes("big") || n.includes("broken"))).toBe(false);
  });

  it("reads a multipart form, and stops reading a file part past 10 MB", async () => {
    const form = new FormData();
    form.set("bucket", "gallery-panels");
    form.set("image", new File([await makeImage("png")], "a.png", { type: "image/png" }));
    const small = await readUploadForm(new Request("http://localhost/admin", { method: "POST", body: form }));
    expect(small.ok).toBe(true);
    if (small.ok) expect((small.form.get("image") as File).name).toBe("a.png");

    const huge = new FormData();
    huge.set("image", new File([new Uint8Array(MAX_UPLOAD_BYTES + 10)], "huge.jpg"));
    // Sent without a Content-Length, so the part limit is what stops it.
    const body = new Request("http://localhost/", { method: "POST", body: huge });
    const stream = new Request("http://localhost/admin", {
      method: "POST",
      body: body.body,
      headers: { "Content-Type": body.headers.get("Content-Type")! },
      duplex: "half",
    } as RequestInit);
    expect(await readUploadForm(stream)).toEqual({ ok: false, status: 413, message: "Failed to upload image: the file is larger than 10 MB" });

    const declared = new Request("http://localhost/admin", {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(MAX_UPLOAD_BYTES * 2) },
    });
    expect(await readUploadForm(declared)).toMatchObject({ ok: false, status: 413 });
  });
});
