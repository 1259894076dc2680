import { describe, expect, it } from "vitest";
import { requestStatusText } from "~/content/request-status";
import { formText } from "~/forms/messages";
import { MAX_PHOTO_BYTES, MAX_REQUEST_PHOTOS } from "~/forms/photos";
import { MAX_PHOTO_REQUEST_BYTES } from "~/lib/platform/request-guards.server";
import { makeImage } from "../support/admin-helpers";
import { dbTargets } from "../support/db";
import { decodeEntities } from "../support/html-text";
import { httpSend } from "../support/http-request";
import { useSite } from "../support/site";

/**
 * Photos added on a request's own page (docs/requests.md) over real HTTP against the production build, on each
 * database: posted as a browser without JavaScript posts the form (multipart), judged exactly as the estimate form's
 * photos, kept all or none; a refusal is a 4xx with the estimate form's reasons in the lead's language.
 */
const es = requestStatusText.es;
const photoEs = formText.es.photos;
const textOf = async (response: Response) => decodeEntities((await response.text()).replace(/<!-- -->/g, ""));
const photosOn = (html: string) => html.match(/<img src="\/status\/[A-Za-z0-9_-]{32}\/photos\//g)?.length ?? 0;

describe.each(dbTargets)("adding photos on the request page, over HTTP on %s", (kind) => {
  const site = useSite({ admin: true, smtp: true, postgres: kind === "postgres", env: { OFFICE_EMAIL: "office@photos.test", TRUST_PROXY: "1" } });

  /** A Spanish estimate (no photo), its page's path from the confirmation mail and the lead's id from the inbox. */
  async function spanishRequest(email: string) {
    const fields = { name: "Rosa Ruiz", email, phone: "7035550191", service: "panel-upgrade", address: "3 Calle Dos", description: "Chispas en el panel", company_website: "" };
    expect((await site.post("/es/estimate", new URLSearchParams(fields), { cookie: "" })).status).toBe(302);
    for (let i = 0; i < 200 && !site.smtp.received.some((m) => m.to.includes(email)); i++) await new Promise((r) => setTimeout(r, 25));
    const path = /\/status\/[A-Za-z0-9_-]{32}/.exec(site.smtp.received.find((m) => m.to.includes(email))?.text ?? "")?.[0];
    const inbox = await site.page(`/admin/leads?q=${encodeURIComponent(email)}`, site.admin);
    const id = /\/admin\/leads\/([0-9a-f-]{36})/.exec(inbox)?.[1];
    if (!path || !id) throw new Error(`no request for ${email}`);
    return { path, id };
  }
  const photoForm = (files: File[], intent = "photos") => {
    const body = new FormData();
    body.append("intent", intent);
    for (const file of files) body.append("photos", file);
    return body;
  };
  const jpeg = async (name: string) => new File([await makeImage("jpeg")], name, { type: "image/jpeg" });

  it("the page's form takes photos without JavaScript: stored as the lead's, in its history, the lead marked for attention", async () => {
    const { path, id } = await spanishRequest(`fotos-${kind}@example.com`);
    const page = await textOf(await site.get(path));
    expect(page).toMatch(/<form method="post" action="[^"]+" encType="multipart\/form-data"[^>]*data-testid="request-photos-form"/);
    expect(page).toContain(es.addPhotosButton);
    expect(photosOn(page)).toBe(0);

    const png = new File([await makeImage("png")], "medidor.png", { type: "image/png" });
    const posted = await site.post(path, photoForm([await jpeg("panel.jpg"), png]), { cookie: "" });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(path);
    const after = await textOf(await site.get(path));
    expect(photosOn(after)).toBe(2);
    const src = /<img src="(\/status\/[A-Za-z0-9_-]{32}\/photos\/[0-9a-f-]{36})"/.exec(after)![1]!;
    const image = await site.get(src);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    // The office sees them on the lead's page, and the history says who added them.
    const lead = await textOf(await site.get(`/admin/leads/${id}`, site.admin));
    expect(lead).toContain("Photos: — → 2 added on the status page");
    expect(lead).toContain("medidor.png");
    if (kind === "postgres") {
      const [row] = await site.sql<{ attention: string; marked: boolean }[]>`select attention, attention_at > now() - interval '5 minutes' as marked from leads where id = ${id}`;
      expect(row).toEqual({ attention: "photos", marked: true });
    }
  });

  it("refuses with the estimate form's reasons in Spanish (4xx) and keeps nothing: not a photo, a photo over 10 MB, four photos, none, a body past the cap", async () => {
    const { path, id } = await spanishRequest(`rechazo-${kind}@example.com`);
    const refusals: [File[], string][] = [
      [[await jpeg("bien.jpg"), new File(["<?php echo 1; ?>"], "falsa.jpg", { type: "image/jpeg" })], photoEs.cannotSend("falsa.jpg", photoEs.notPhoto)],
      [[new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], "enorme.jpg", { type: "image/jpeg" })], photoEs.cannotSend("enorme.jpg", photoEs.tooLarge)],
      [await Promise.all(["1", "2", "3", "4"].map((n) => jpeg(`f${n}.jpg`))), photoEs.cannotSend("f4.jpg", photoEs.overLimit)],
      [[], es.photosRequired],
    ];
    for (const [files, reason] of refusals) {
      const response = await site.post(path, photoForm(files), { cookie: "" });
      expect(response.status, reason).toBe(400);
      const html = await textOf(response);
      expect(html).toContain('<html lang="es"');
      expect(html).toMatch(new RegExp(`data-testid="request-refused">[^<]*${reason.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    }
    // A multipart post that is no photo form, and a body past the photos' cap, streamed over a real socket (never read whole).
    expect((await site.post(path, photoForm([await jpeg("x.jpg")], "message"), { cookie: "" })).status).toBe(400);
    const huge = await httpSend(`${site.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", Origin: site.url, "Transfer-Encoding": "chunked" },
      stream: { block: Buffer.alloc(64 * 1024, "a"), size: MAX_PHOTO_REQUEST_BYTES + 1 },
    });
    // In the lead's language, whichever way the body is too large: streamed past the cap, or said so up front.
    expect(huge.status).toBe(413);
    expect(huge.body).toBe(photoEs.requestTooLarge);
    const declared = await httpSend(`${site.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", Origin: site.url, "Content-Length": String(MAX_PHOTO_REQUEST_BYTES + 1) },
      stream: { block: Buffer.alloc(64 * 1024, "a"), size: MAX_PHOTO_REQUEST_BYTES + 1 },
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toBe(photoEs.requestTooLarge);
    // Another site's post, an unknown page: refused before anything.
    expect((await site.post(path, photoForm([await jpeg("y.jpg")]), { cookie: "", sameOrigin: false, headers: { Origin: "https://evil.example" } })).status).toBe(403);
    expect((await site.post(`/status/${"C".repeat(32)}`, photoForm([await jpeg("z.jpg")]), { cookie: "" })).status).toBe(404);

    expect(photosOn(await textOf(await site.get(path)))).toBe(0);
    const lead = await textOf(await site.get(`/admin/leads/${id}`, site.admin));
    expect(lead).not.toContain("added on the status page");
    if (kind === "postgres") {
      const [row] = await site.sql<{ photos: number; attention: string | null }[]>`select (select count(*)::int from lead_photos where lead_id = l.id) as photos, attention from leads l where id = ${id}`;
      expect(row).toEqual({ photos: 0, attention: null });
    }
  });

  it("holds a request to 12 photos: past them a 400 in Spanish saying how many more fit, and nothing stored", async () => {
    const { path, id } = await spanishRequest(`lleno-${kind}@example.com`);
    // Its own address, so the other tests' posts leave the per-address limit room for these.
    const post = (files: File[]) => site.post(path, photoForm(files), { cookie: "", headers: { "X-Forwarded-For": "198.51.100.77" } });
    const three = (n: number) => Promise.all([1, 2, 3].map((i) => jpeg(`p${n}-${i}.jpg`)));
    for (let n = 1; n < MAX_REQUEST_PHOTOS / 3; n++) expect((await post(await three(n))).status).toBe(303);
    expect((await post([await jpeg("a.jpg"), await jpeg("b.jpg")])).status).toBe(303);
    // Two more do not fit beside the eleven there (one would): refused, saying so, and none of them kept.
    const over = await post([await jpeg("c.jpg"), await jpeg("d.jpg")]);
    expect(over.status).toBe(400);
    const refused = await textOf(over);
    expect(refused).toContain('<html lang="es"');
    expect(refused).toContain(`data-testid="request-refused">${es.photosRoom(MAX_REQUEST_PHOTOS, 1)}<`);
    expect(photosOn(await textOf(await site.get(path)))).toBe(MAX_REQUEST_PHOTOS - 1);
    expect((await post([await jpeg("e.jpg")])).status).toBe(303);
    const full = await post([await jpeg("f.jpg")]);
    expect(full.status).toBe(400);
    expect(await textOf(full)).toContain(`data-testid="request-refused">${es.photosFull(MAX_REQUEST_PHOTOS)}<`);

    const page = await textOf(await site.get(path));
    expect(photosOn(page)).toBe(MAX_REQUEST_PHOTOS);
    // Full: the page says so where its form was, rather than offering a post it would refuse.
    expect(page).toContain(`data-testid="request-photos-full">${es.photosFull(MAX_REQUEST_PHOTOS)}<`);
    expect(page).not.toContain('data-testid="request-photos-form"');
    const lead = await textOf(await site.get(`/admin/leads/${id}`, site.admin));
    expect(lead.match(/Photos: — → \d added on the status page/g)).toEqual([...Array(MAX_REQUEST_PHOTOS / 3 - 1).fill("Photos: — → 3 added on the status page"), "Photos: — → 2 added on the status page", "Photos: — → 1 added on the status page"]);
    for (const name of ["c.jpg", "d.jpg", "f.jpg"]) expect(lead).not.toContain(name);
    if (kind === "postgres") {
      const [row] = await site.sql<{ photos: number }[]>`select count(*)::int as photos from lead_photos where lead_id = ${id}`;
      expect(row).toEqual({ photos: MAX_REQUEST_PHOTOS });
    }
  });
});
