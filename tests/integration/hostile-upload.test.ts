import { once } from "node:events";
import { crc32, createDeflate } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { galleryImages } from "~db/schema";
import { createDb } from "~db/client";
import { MAX_UPLOAD_BYTES } from "~/forms/upload";
import { makeImage } from "../support/admin-helpers";
import type { BuiltServer } from "../support/built-server";
import { httpSend } from "../support/http-request";
import { useSite } from "../support/site";

/**
 * Hostile files at the admin upload of the production build, over HTTP, signed in as an admin: each is
 * refused with its 4xx and message, and nothing reaches the bucket or the gallery table.
 */
const ADMIN = { email: "upload-admin@example.com", password: "upload admin password 1" };
const BUCKET = "gallery-panels";
const ROUTE = "routes/_admin.admin.gallery";

/** A valid PNG that declares width × height pixels of 1-bit grey: a few hundred kB that decode to gigabytes. */
async function pngBomb(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (c: Buffer) => parts.push(c));
  // Each row: filter byte 0, then width bits of black.
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  for (let y = 0; y < height; y++) if (!deflate.write(row)) await once(deflate, "drain");
  deflate.end();
  await once(deflate, "end");
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.concat(parts)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Sends a multipart upload whose file part is `size` bytes, with a Content-Length or chunked, and returns
 * the answer as soon as it comes (the server may answer before the body is through).
 */
function sendLargeUpload(server: BuiltServer, cookie: string, size: number, chunked: boolean) {
  const boundary = "----hostile-upload-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="bucket"\r\n\r\n${BUCKET}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const block = Buffer.alloc(64 * 1024);
  block.set([0xff, 0xd8, 0xff, 0xe0]);
  return httpSend(new URL(`/admin/gallery?_data=${ROUTE}`, server.url), {
    method: "POST",
    headers: {
      ...server.sameOrigin,
      Cookie: cookie,
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      ...(chunked ? {} : { "Content-Length": String(head.length + size + tail.length) }),
    },
    stream: { head, block, size, tail },
  });
}

describe("hostile uploads at the built server's admin", () => {
  const site = useSite({ admin: ADMIN, s3: true });

  const upload = async (name: string, type: string, bytes: Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    form.set("bucket", BUCKET);
    form.set("image", new File([bytes], name, { type }));
    const response = await site.post(`/admin/gallery?_data=${ROUTE}`, form);
    return { status: response.status, body: await response.text() };
  };
  const stored = async () => (await site.s3.storage.list(BUCKET)).length;


  it("stores a real picture (so the checks below can see a stored file)", async () => {
    const before = await stored();
    const response = await upload("ok.png", "image/png", await makeImage("png"));
    expect(response.status).toBe(204);
    expect(await stored()).toBe(before + 1);
  });

  it.each([
    {
      what: "an SVG with a script",
      name: "logo.svg",
      type: "image/svg+xml",
      bytes: () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
      status: 415,
      message: "Failed to upload image: only JPEG, PNG and WebP images can be uploaded",
    },
    {
      what: "an HTML page named .jpg",
      name: "photo.jpg",
      type: "image/jpeg",
      bytes: () => new TextEncoder().encode("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"),
      status: 415,
      message: "Failed to upload image: only JPEG, PNG and WebP images can be uploaded",
    },
    {
      what: "a PNG bomb declaring 50000 × 50000 pixels",
      name: "bomb.png",
      type: "image/png",
      bytes: () => pngBomb(50_000, 50_000),
      status: 422,
      message: "Failed to upload image: the image is larger than 50 megapixels",
    },
    {
      what: "a JPEG header on garbage",
      name: "broken.jpg",
      type: "image/jpeg",
      bytes: () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]),
      status: 415,
      message: "Failed to upload image: the image could not be read",
    },
  ])("refuses $what with $status and stores nothing", async ({ name, type, bytes, status, message }) => {
    const before = await stored();
    const data = await bytes();
    const response = await upload(name, type, data);
    expect(response.status).toBe(status);
    expect(JSON.parse(response.body)).toEqual({ intent: "upload", message });
    expect(await stored()).toBe(before);
    expect(site.server.exited()).toBe(false);
  }, 120_000);

  it("knows the bomb is a real picture: its header declares 2.5 gigapixels in a file of under 1 MB", async () => {
    const bomb = await pngBomb(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { width, height, format } = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect({ width, height, format }).toEqual({ width: 50_000, height: 50_000, format: "png" });
  }, 60_000);

  it.each([{ chunked: false }, { chunked: true }])("refuses a 50 MB upload (chunked: $chunked) with 413", async ({ chunked }) => {
    const before = await stored();
    const response = await sendLargeUpload(site.server, site.admin, 50 * 1024 * 1024, chunked);
    expect(response.status).toBe(413);
    // Refused by the body cap (a declared length) or by the upload as it streams (chunked), with the same message.
    expect(response.body).toContain(`Failed to upload image: the file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    expect(await stored()).toBe(before);
    expect((await site.get("/healthz")).status).toBe(200);
  }, 120_000);

  it("adds nothing to the gallery table", async () => {
    await site.server.halt();
    const db = createDb({ dataDir: site.server.dataDir });
    try {
      expect(await db.db.$count(galleryImages)).toBe(0);
    } finally {
      await db.close();
    }
  });
});
