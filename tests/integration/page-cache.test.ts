/**
 * The built server answers anonymous pages from memory once rendered (server/page-cache.ts), never for a
 * visitor with a cookie, and forgets them when the admin changes the gallery.
 */
import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { makeImage } from "../support/admin-helpers";
import { useSite } from "../support/site";

/** The bytes as sent (fetch would decode them). */
function rawGet(base: string, path: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(new URL(path, base), { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

const ADMIN = { email: "cache-admin@example.com", password: "a long admin password 42" };
const STAFF = { email: "cache-staff@example.com", password: "a long staff password 42" };

describe("page cache of the built server", () => {
  const site = useSite({ admin: ADMIN, signIn: false, staff: [STAFF] });

  it("renders an anonymous page once and answers the next visitor with the same bytes and policy", async () => {
    const first = await fetch(`${site.url}/services/panel-upgrades`);
    const second = await fetch(`${site.url}/services/panel-upgrades`);
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("Content-Security-Policy")).toBe(first.headers.get("Content-Security-Policy"));
    expect(second.headers.get("Content-Security-Policy")).not.toContain("nonce-");
    expect(second.headers.get("Cache-Control")).toContain("s-maxage");
  });

  it("answers a kept page in the encoding the visitor accepts, the same page in each", async () => {
    const first = await rawGet(site.url, "/services/generators", "identity");
    expect(first.headers["x-page-cache"]).toBe("miss");
    const br = await rawGet(site.url, "/services/generators", "gzip;q=0.5, br");
    const gzip = await rawGet(site.url, "/services/generators", "gzip");
    const plain = await rawGet(site.url, "/services/generators", "identity");
    for (const hit of [br, gzip, plain]) {
      expect(hit.headers["x-page-cache"]).toBe("hit");
      expect(hit.headers.vary).toContain("Accept-Encoding");
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
    }
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.body).equals(first.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(first.body)).toBe(true);
    expect(plain.body.equals(first.body)).toBe(true);
    expect(br.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  });

  it("renders a page for a visitor with a cookie every time, with a nonce of its own", async () => {
    await fetch(`${site.url}/about`);
    const personal = await fetch(`${site.url}/about`, { headers: { Cookie: "seen=1" } });
    expect(personal.headers.get("X-Page-Cache")).toBeNull();
    expect(personal.headers.get("Content-Security-Policy")).toContain("nonce-");
    expect(personal.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("keeps its pages warm when someone not signed in as an admin posts to the admin's paths, whatever the answer", async () => {
    const page = "/services/ev-chargers";
    await fetch(`${site.url}${page}`);
    expect((await fetch(`${site.url}${page}`)).headers.get("X-Page-Cache")).toBe("hit");
    const staff = await site.signIn(STAFF);
    const strangers = { "no cookie": undefined, "a forged session": "session=forged.value", "a signed-in non-admin": staff };
    const posts: [string, URLSearchParams][] = [
      ["/admin/gallery", new URLSearchParams({ intent: "delete", bucket: "gallery-panels", id: "00000000-0000-4000-8000-000000000000" })],
      ["/admin/content/services", new URLSearchParams({ intent: "publish", expectedVersion: "1" })],
      ["/admin/leads/00000000-0000-4000-8000-000000000000", new URLSearchParams({ intent: "publish-review", town: "Vienna" })],
      ["/gallery-import", new URLSearchParams({ file: "gallery-panels/x.png" })],
    ];
    for (const [who, cookie] of Object.entries(strangers)) {
      for (const [path, body] of posts) {
        const posted = await site.post(path, body, { cookie: cookie ?? "" });
        // Sent away (302, to sign in or home) or refused (401, 403): nothing was changed, so nothing kept is forgotten.
        expect([302, 401, 403], `${who} → ${path}: ${posted.status}`).toContain(posted.status);
        expect((await fetch(`${site.url}${page}`)).headers.get("X-Page-Cache"), `${who} → ${path}`).toBe("hit");
      }
    }
  }, 120_000);

  it("shows a picture the admin adds at once, not the kept gallery", async () => {
    await fetch(`${site.url}/gallery`);
    expect((await fetch(`${site.url}/gallery`)).headers.get("X-Page-Cache")).toBe("hit");
    const cookie = await site.signIn(ADMIN);
    const upload = new FormData();
    upload.set("bucket", "gallery-panels");
    upload.set("image", new Blob([await makeImage("png", { width: 64 })], { type: "image/png" }), "cache-panel.png");
    const uploaded = await site.post("/admin/gallery", upload, { cookie });
    expect(uploaded.status).toBe(302);
    const file = new URL(uploaded.headers.get("location")!, site.url).searchParams.get("file")!;
    const title = "Kept pages forgotten";
    const added = await site.post("/admin/gallery", new URLSearchParams({ intent: "add", bucket: "gallery-panels", file, title, location: "Manassas", description: "" }), { cookie });
    expect(added.status).toBeLessThan(400);
    const gallery = await fetch(`${site.url}/gallery`);
    expect(gallery.headers.get("X-Page-Cache")).toBe("miss");
    expect(await gallery.text()).toContain(title);
  }, 120_000);
});
