import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useSite } from "../support/site";
import { DEFAULT_PHOTOS_BUCKET } from "~/content/buckets";
import { MAX_PHOTO_BYTES } from "~/forms/photos";

/** The photos over real HTTP: the production build, a real multipart body with a real 10 MB + 1 photo. */
describe("photos posted to the built server", () => {
  const site = useSite();

  it("takes a no-JavaScript estimate with a 10 MB + 1 photo: the request is taken and the page names the refused photo", async () => {
    const jpeg = await sharp({ create: { width: 50, height: 40, channels: 3, background: "#2a6" } }).jpeg().toBuffer();
    const huge = new Uint8Array(MAX_PHOTO_BYTES + 1);
    huge.set(jpeg);
    const body = new FormData();
    for (const [k, v] of Object.entries({ name: "Hugh Large", email: "hugh@example.com", phone: "(703) 555-0160", service: "panel-upgrade", company_website: "" })) body.append(k, v);
    body.append("photos", new File([huge], "huge.jpg", { type: "image/jpeg" }));
    body.append("photos", new File([new Uint8Array(jpeg)], "ok.jpg", { type: "image/jpeg" }));
    const response = await fetch(`${site.url}/estimate`, { method: "POST", body, headers: site.server.sameOrigin, redirect: "manual" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Estimate Request Received!");
    expect(html).toContain("huge.jpg was not attached: it is larger than 10 MB.");
    expect(html).not.toContain("ok.jpg was not attached");
    expect(site.server.output()).not.toContain("request failed");
  });

  it("never serves the photos bucket publicly, and the photo route wants an admin", async () => {
    expect((await fetch(`${site.url}/media/${DEFAULT_PHOTOS_BUCKET}/0123456789abcdef/panel.webp`)).status).toBe(404);
    const photo = await fetch(`${site.url}/admin/leads/00000000-0000-4000-8000-000000000000/photos/00000000-0000-4000-8000-000000000001`, { redirect: "manual" });
    expect(photo.status).toBe(302);
    expect(photo.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});
