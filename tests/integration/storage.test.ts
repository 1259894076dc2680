import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allBuckets, galleryBuckets } from "~/content/buckets";
import { startTestStorage } from "../support/s3";

describe("storage through the S3 client (s3rver on loopback)", () => {
  let s3: Awaited<ReturnType<typeof startTestStorage>>;
  beforeAll(async () => {
    s3 = await startTestStorage();
  });
  afterAll(() => s3.stop());

  it("has the six gallery buckets and the media bucket", async () => {
    expect(galleryBuckets).toHaveLength(6);
    for (const bucket of allBuckets) await expect(s3.storage.list(bucket)).resolves.toEqual(expect.any(Array));
  });

  it("round-trips put, list, get and delete", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await s3.storage.put("gallery-panels", "jobs/panel one.png", bytes, "image/png");

    const listed = await s3.storage.list("gallery-panels");
    expect(listed.map((f) => f.name)).toContain("jobs/panel one.png");
    expect(listed.find((f) => f.name === "jobs/panel one.png")?.size).toBe(bytes.length);

    const object = await s3.storage.get("gallery-panels", "jobs/panel one.png");
    expect(object?.contentType).toBe("image/png");
    const body = new Uint8Array(await new Response(object!.body).arrayBuffer());
    expect(Array.from(body)).toEqual(Array.from(bytes));

    await s3.storage.delete("gallery-panels", "jobs/panel one.png");
    expect((await s3.storage.list("gallery-panels")).map((f) => f.name)).not.toContain("jobs/panel one.png");
    expect(await s3.storage.get("gallery-panels", "jobs/panel one.png")).toBeNull();
  });

  it("builds the app route URL, or the public S3 URL when one is configured", () => {
    expect(s3.storage.publicUrl("gallery-lighting", "a b.webp")).toBe("/media/gallery-lighting/a%20b.webp");
  });
});
