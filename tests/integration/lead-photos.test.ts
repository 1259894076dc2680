import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, leadPhotos, leads } from "~db/schema";
import { DEFAULT_PHOTOS_BUCKET } from "~/content/buckets";
import { defaultBusiness } from "~/content/business";
import { messages, photoMessages } from "~/forms/messages";
import { MAX_PHOTO_BYTES } from "~/forms/photos";
import { submitContact } from "~/lib/requests/contact-request.server";
import { submitEstimate } from "~/lib/requests/estimate-request.server";
import { listAdminPhotos, openLeadPhoto } from "~/lib/requests/admin-photos.server";
import type { FormDeps } from "~/lib/requests/form-deps.server";
import { FORM_RATE_LIMITS } from "~/lib/requests/form-rate-limits.server";
import { memoryRateLimitStore, rateLimit } from "~/lib/platform/rate-limit.server";
import { publicScheduling } from "~/lib/requests/scheduling.server";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";
import { startTestStorage } from "../support/s3";

/**
 * Photos sent with the estimate and contact forms: real sharp images, a real s3rver with the private photos
 * bucket, PGlite and Postgres. The request always comes first; each photo is judged by its bytes.
 */
const OFFICE = "office@test.example";
const meta = { ip: "203.0.113.9", page: "/estimate" };
const estimate = { name: "Pat Lee", email: "pat@example.com", phone: "(703) 555-0142", service: "panel-upgrade", description: "Old fuse box" };

/** A JPEG as a phone takes it: camera make, GPS position and an orientation tag (rotate 90°). */
export async function phoneJpeg(width = 60, height = 40) {
  return sharp({ create: { width, height, channels: 3, background: "#2a6" } })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Snap 9" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 45/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "77/1 28/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}
const png = () => sharp({ create: { width: 30, height: 20, channels: 3, background: "#33c" } }).png().toBuffer();
const gif = () => sharp({ create: { width: 30, height: 20, channels: 3, background: "#c33" } }).gif().toBuffer();
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="red"/><script>alert(1)</script></svg>';
const pdf = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

const file = (body: string | Uint8Array, name: string, type: string) => new File([typeof body === "string" ? body : new Uint8Array(body)], name, { type });

function form(fields: Record<string, string>, files: File[]) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files) data.append("photos", f);
  return data;
}

describe.each(dbTargets)("photos with a request on %s", (kind) => {
  let db: TestDb;
  let s3: Awaited<ReturnType<typeof startTestStorage>>;

  const deps = (overrides: Partial<FormDeps> = {}): FormDeps => {
    const store = memoryRateLimitStore();
    return {
      db: db.db,
      business: defaultBusiness,
      officeEmail: OFFICE,
      scheduling: publicScheduling(defaultBusiness.schedulingUrl),
      rateLimit: (f, ip) => rateLimit({ name: f, ...FORM_RATE_LIMITS[f] }, ip, store),
      mailQueued: () => {},
      photoStore: { storage: s3.storage, bucket: DEFAULT_PHOTOS_BUCKET },
      ...overrides,
    };
  };
  const photoDeps = () => ({ db: db.db, storage: s3.storage, bucket: DEFAULT_PHOTOS_BUCKET });
  const onlyLead = async () => {
    const rows = await db.db.select().from(leads);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };
  const storedBytes = async (key: string) => {
    const object = await s3.storage.get(DEFAULT_PHOTOS_BUCKET, key);
    return Buffer.from(await new Response(object!.body).arrayBuffer());
  };

  beforeAll(async () => {
    db = await createMigratedDb(kind);
    s3 = await startTestStorage();
  });
  afterAll(async () => {
    await s3?.stop();
    await db?.destroy();
  });
  beforeEach(async () => {
    await db.db.execute(sql`delete from email_outbox`);
    await db.db.execute(sql`delete from lead_photos`);
    await db.db.execute(sql`delete from leads`);
  });

  it("stores two photos re-encoded without metadata (GPS gone, rotated upright) and links them signed in the office mail", async () => {
    const jpeg = await phoneJpeg();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const outcome = await submitEstimate(form(estimate, [file(jpeg, "panel.jpg", "image/jpeg"), file(await png(), "meter.png", "image/png")]), meta, deps());
    expect(outcome).toMatchObject({ ok: true, toast: messages.estimateSuccess });
    expect(outcome.ok && outcome.photosRefused).toBeFalsy();

    const lead = await onlyLead();
    const rows = await db.db.select().from(leadPhotos).where(eq(leadPhotos.leadId, lead.id));
    expect(rows.map((r) => r.originalName).sort()).toEqual(["meter.png", "panel.jpg"]);
    const panel = rows.find((r) => r.originalName === "panel.jpg")!;
    // A random folder, a tidy name, always WebP.
    expect(panel.key).toMatch(/^[0-9a-f]{16}\/panel\.webp$/);
    expect(panel).toMatchObject({ contentType: "image/webp", width: 40, height: 60 });

    const stored = await storedBytes(panel.key);
    const info = await sharp(stored).metadata();
    expect(info.format).toBe("webp");
    expect(info.exif).toBeUndefined();
    expect(info.xmp).toBeUndefined();
    expect(info.orientation).toBeUndefined();
    expect([info.width, info.height]).toEqual([40, 60]);
    expect(stored.includes(Buffer.from("PhoneCo"))).toBe(false);
    expect(panel.bytes).toBe(stored.byteLength);

    // The office mail names each photo with a link signed for 7 days, and says so; the visitor's does not.
    const mails = await db.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, lead.id));
    const office = mails.find((m) => m.to === OFFICE)!;
    const visitor = mails.find((m) => m.to === estimate.email)!;
    expect(office.text).toContain("Photos (2). These links stop working after 7 days");
    const links = [...office.text.matchAll(/^\d\. (.+?): (http\S+)$/gm)].map((m) => ({ name: m[1], url: m[2]! }));
    expect(links.map((l) => l.name).sort()).toEqual(["meter.png", "panel.jpg"]);
    for (const link of links) {
      expect(new URL(link.url).searchParams.get("X-Amz-Expires")).toBe(String(7 * 24 * 3600));
      const response = await fetch(link.url);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).subarray(8, 12).toString()).toBe("WEBP");
    }
    expect(visitor.text).not.toContain("X-Amz-");

    // The admin's view: the lead with its photos, each readable through the admin route's helper only.
    const view = await listAdminPhotos(lead.id, photoDeps());
    expect(view.map((p) => p.src)).toEqual(expect.arrayContaining([`/admin/leads/${lead.id}/photos/${panel.id}`]));
    expect(await openLeadPhoto(lead.id, panel.id, photoDeps())).not.toBeNull();
    expect(await openLeadPhoto("00000000-0000-4000-8000-000000000000", panel.id, photoDeps())).toBeNull();
    expect(await openLeadPhoto(lead.id, "not-a-uuid", photoDeps())).toBeNull();
  });

  it("refuses a PDF named .jpg, an SVG and a GIF by their bytes, and keeps the request", async () => {
    const files = [file(pdf, "panel.jpg", "image/jpeg"), file(svg, "drawing.svg", "image/svg+xml"), file(await gif(), "anim.gif", "image/gif")];
    const objects = (await s3.storage.list(DEFAULT_PHOTOS_BUCKET)).length;
    const outcome = await submitEstimate(form(estimate, files), meta, deps());
    expect(outcome).toMatchObject({
      ok: true,
      toast: messages.estimateSuccess,
      photosRefused: [
        { name: "panel.jpg", reason: photoMessages.notPhoto },
        { name: "drawing.svg", reason: photoMessages.notPhoto },
        { name: "anim.gif", reason: photoMessages.notPhoto },
      ],
    });
    const lead = await onlyLead();
    expect(lead.name).toBe("Pat Lee");
    expect(await db.db.select().from(leadPhotos)).toHaveLength(0);
    expect(await s3.storage.list(DEFAULT_PHOTOS_BUCKET)).toHaveLength(objects);
    // The office is still told, without photo links.
    const office = (await db.db.select().from(emailOutbox)).find((m) => m.to === OFFICE)!;
    expect(office.text).not.toContain("Photos (");
  });

  it("refuses a photo of 10 MB + 1 byte and a fourth photo, stores the rest", async () => {
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(await phoneJpeg());
    const ok = await phoneJpeg();
    const files = [file(big, "huge.jpg", "image/jpeg"), file(ok, "a.jpg", "image/jpeg"), file(ok, "b.jpg", "image/jpeg"), file(ok, "c.jpg", "image/jpeg")];
    const outcome = await submitEstimate(form(estimate, files), meta, deps());
    expect(outcome).toMatchObject({
      ok: true,
      photosRefused: [
        { name: "huge.jpg", reason: photoMessages.tooLarge },
        { name: "c.jpg", reason: photoMessages.overLimit },
      ],
    });
    const lead = await onlyLead();
    const rows = await db.db.select().from(leadPhotos).where(eq(leadPhotos.leadId, lead.id));
    expect(rows.map((r) => r.originalName).sort()).toEqual(["a.jpg", "b.jpg"]);
  });

  it("keeps the request when the photos cannot be stored, and says which", async () => {
    const outcome = await submitContact(
      form({ type: "emergency", name: "Dee Park", phone: "7035550111" }, [file(await phoneJpeg(), "sparks.jpg", "image/jpeg")]),
      { ...meta, page: "/contact" },
      deps({ photoStore: { storage: s3.storage, bucket: "no-such-bucket" } }),
    );
    expect(outcome).toMatchObject({ ok: true, toast: messages.contactSuccessEmergency, photosRefused: [{ name: "sparks.jpg", reason: photoMessages.notStored }] });
    expect((await onlyLead()).emergency).toBe(true);
    expect(await db.db.select().from(leadPhotos)).toHaveLength(0);
    // The office mail names the photo instead of linking to an object that is not there.
    const [office] = await db.db.select().from(emailOutbox).where(eq(emailOutbox.to, OFFICE));
    expect(office!.text).not.toContain("no-such-bucket");
    expect(office!.text).toContain("Photos that could not be stored (1); ask the customer to send them again: sparks.jpg");
  });

  it("links the photos that were stored and names the one that was not", async () => {
    const storage = s3.storage;
    let puts = 0;
    // The second upload fails, as when storage goes away halfway through a request.
    const flaky = { ...storage, put: (...args: Parameters<typeof storage.put>) => (++puts === 2 ? Promise.reject(new Error("storage went away")) : storage.put(...args)) };
    const outcome = await submitEstimate(
      form(estimate, [file(await phoneJpeg(), "a.jpg", "image/jpeg"), file(await phoneJpeg(), "b.jpg", "image/jpeg")]),
      meta,
      deps({ photoStore: { storage: flaky, bucket: DEFAULT_PHOTOS_BUCKET } }),
    );
    expect(outcome).toMatchObject({ ok: true, photosRefused: [{ name: "b.jpg", reason: photoMessages.notStored }] });
    const [office] = await db.db.select().from(emailOutbox).where(eq(emailOutbox.to, OFFICE));
    expect(office!.text).toMatch(/Photos \(1\)\.[^\n]*\n1\. a\.jpg: http/);
    expect(office!.text).not.toMatch(/b\.jpg: http/);
    expect(office!.text).toContain("Photos that could not be stored (1); ask the customer to send them again: b.jpg");
  });

  it("stores nothing for a request that fails validation, and nothing again for a repeat", async () => {
    const photo = file(await phoneJpeg(), "panel.jpg", "image/jpeg");
    const objects = (await s3.storage.list(DEFAULT_PHOTOS_BUCKET)).length;
    const invalid = await submitEstimate(form({ ...estimate, email: "" }, [photo]), meta, deps());
    expect(invalid).toMatchObject({ ok: false, status: 400 });
    expect(await s3.storage.list(DEFAULT_PHOTOS_BUCKET)).toHaveLength(objects);

    expect(await submitEstimate(form(estimate, [photo]), meta, deps())).toMatchObject({ ok: true });
    expect(await submitEstimate(form(estimate, [photo]), meta, deps())).toMatchObject({ ok: true });
    await onlyLead();
    expect(await db.db.select().from(leadPhotos)).toHaveLength(1);
    expect(await s3.storage.list(DEFAULT_PHOTOS_BUCKET)).toHaveLength(objects + 1);
  });
});

describe("the private photos bucket (s3rver)", () => {
  let s3: Awaited<ReturnType<typeof startTestStorage>>;
  const key = "0123456789abcdef/panel.webp";
  beforeAll(async () => {
    s3 = await startTestStorage();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).webp().toBuffer();
    await s3.storage.put(DEFAULT_PHOTOS_BUCKET, key, webp, "image/webp");
  });
  afterAll(() => s3?.stop());

  it("refuses anonymous reads of a photo and of the bucket listing", async () => {
    const object = await fetch(`${s3.endpoint}/${DEFAULT_PHOTOS_BUCKET}/${key}`);
    expect(object.status).toBe(403);
    expect(await object.text()).toContain("AccessDenied");
    const listing = await fetch(`${s3.endpoint}/${DEFAULT_PHOTOS_BUCKET}?list-type=2`);
    expect(listing.status).toBe(403);
    expect(await listing.text()).not.toContain("panel.webp");
    // Signed with our credentials, the same object reads.
    expect((await fetch(await s3.storage.signedUrl(DEFAULT_PHOTOS_BUCKET, key, 60))).status).toBe(200);
  });

  it("refuses a signed link once it has expired", async () => {
    // A one-second link read after 2.5 s is expired however slow the machine; that a fresh link reads is the test
    // above (a read right after signing a one-second link lost the race when signing fell late in its second).
    const url = await s3.storage.signedUrl(DEFAULT_PHOTOS_BUCKET, key, 1);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain("Request has expired");
  });
});
