import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "~/forms/admin-messages";
import { UPLOAD_MESSAGES } from "~/forms/upload";
import { makeImage } from "../support/admin-helpers";
import { dbTargets } from "../support/db";
import { decodeEntities } from "../support/html-text";
import { useSite } from "../support/site";

/**
 * A built-in project given its photo by the office over HTTP, as a browser without JavaScript posts the gallery
 * admin's form (docs/design.md, "Honest proof"): the photo shows in place of the project's drawing, with no
 * "Illustration" label, on /gallery, the home page's recent projects and the service page that shows the project, in
 * both languages, at once (the saved change empties the page cache); a second photo replaces it, and removing it brings
 * the drawing back, each time deleting the file no row shows any more. A post
 * naming no project, or a file that is no picture, changes nothing.
 */
const PHOTO = /\/media\/gallery-general\/items\/(builtin-4|home-1)\/[0-9a-f]{16}\/[a-z0-9-]+\.webp/g;
const textOf = async (response: Response) => decodeEntities((await response.text()).replace(/<!-- -->/g, ""));
/** The part of a page from the card holding `src` (cards opened by `marker`) to the next card. */
const cardOf = (html: string, marker: string, src: string) => html.split(marker).find((part) => part.includes(`src="${src}"`));

describe.each(dbTargets)("a built-in project's photo, given over HTTP on %s", (kind) => {
  const site = useSite({ admin: true, postgres: kind === "postgres" });
  const page = async (path: string) => textOf(await site.get(path));
  const photoForm = async (item: string, file?: File) => {
    const body = new FormData();
    body.append("intent", "item-photo");
    body.append("bucket", "gallery-lighting");
    body.append("item", item);
    body.append("image", file ?? new File([await makeImage("jpeg")], `${item}.jpg`, { type: "image/jpeg" }));
    return body;
  };

  it("shows on /gallery, the home page and the service pages in both languages without the label; removed, the drawing is back", async () => {
    // Read first, so the page cache holds the pages with their drawings.
    const before = await page("/gallery");
    expect(cardOf(before, 'data-testid="gallery-item"', "/illustrations/gallery-ceiling-fan.svg")).toContain('data-testid="illustration-label"');
    expect(await page("/")).not.toMatch(PHOTO);
    expect(await page("/services/lighting")).toContain("/illustrations/gallery-ceiling-fan.svg");

    for (const item of ["builtin-4", "home-1"]) {
      const saved = await site.post("/admin/gallery", await photoForm(item));
      expect(saved.status).toBe(302);
      expect(saved.headers.get("location")).toBe("/admin/gallery?bucket=gallery-lighting");
    }
    const photosOnAdmin = async () => {
      const admin = await textOf(await site.get("/admin/gallery", site.admin));
      const photos = [...new Set(admin.match(PHOTO))];
      expect(photos).toHaveLength(2);
      return { admin, fan: photos.find((src) => src.includes("/builtin-4/"))!, panel: photos.find((src) => src.includes("/home-1/"))! };
    };
    const first = await photosOnAdmin();
    // A second photo replaces the first, whose file goes: nothing would ever offer it again.
    expect((await site.post("/admin/gallery", await photoForm("builtin-4"))).status).toBe(302);
    const { admin, fan, panel } = await photosOnAdmin();
    expect(fan).not.toBe(first.fan);
    expect(panel).toBe(first.panel);
    expect((await site.get(first.fan)).status).toBe(404);
    for (const src of [fan, panel]) {
      const image = await site.get(src);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
    }

    for (const path of ["/gallery", "/es/gallery"]) {
      const html = await page(path);
      const card = cardOf(html, 'data-testid="gallery-item"', fan);
      expect(card, path).toBeDefined();
      expect(card).not.toContain('data-testid="illustration-label"');
      expect(card).toContain(path === "/gallery" ? "Vaulted great-room fan" : "Ventilador en una sala de techo alto");
      expect(html).not.toContain("/illustrations/gallery-ceiling-fan.svg");
      // Still the 20 items (and no item of its own for the photo).
      expect(html.split('data-testid="gallery-item"').length - 1).toBe(20);
      expect(html).toContain(path === "/gallery" ? "Pictures of our work" : "Fotos de nuestro trabajo");
    }
    for (const path of ["/", "/es"]) {
      const html = await page(path);
      const card = cardOf(html, 'data-testid="gallery-item"', panel);
      expect(card, path).toBeDefined();
      expect(card).not.toContain('data-testid="illustration-label"');
      expect(card).toContain(path === "/" ? "200A panel upgrade" : "Cambio a un panel de 200A");
      // The other eight projects are told in words: no picture.
      const cards = html.split('data-testid="gallery-item"').slice(1).map((part) => part.split("</li>")[0]!);
      expect(cards.filter((part) => part.includes("<img"))).toHaveLength(1);
    }
    for (const [path, src, drawing] of [
      ["/services/lighting", fan, "gallery-ceiling-fan.svg"],
      ["/es/services/lighting", fan, "gallery-ceiling-fan.svg"],
      ["/services/panel-upgrades", panel, "gallery-panel.svg"],
      ["/es/services/panel-upgrades", panel, "gallery-panel.svg"],
    ] as const) {
      const html = await page(path);
      const figure = cardOf(html, "<figure", src);
      expect(figure, path).toBeDefined();
      expect(figure).not.toContain('data-testid="illustration-label"');
      expect(html).not.toContain(`/illustrations/${drawing}`);
    }

    // Removed from the list: the drawing and its label are back at once.
    const link = admin.match(/<a [^>]*>/g)?.find((tag) => tag.includes('aria-label="Delete Vaulted great-room fan"'));
    const id = /confirmDelete=([0-9a-f-]{36})/.exec(link ?? "")?.[1];
    expect(id).toBeDefined();
    const removed = await site.post("/admin/gallery", new URLSearchParams({ intent: "delete", id: id!, bucket: "gallery-lighting" }));
    expect(removed.status).toBe(302);
    const after = await page("/gallery");
    expect(after).not.toContain(fan);
    expect((await site.get(fan)).status).toBe(404);
    expect(cardOf(after, 'data-testid="gallery-item"', "/illustrations/gallery-ceiling-fan.svg")).toContain('data-testid="illustration-label"');
    expect(await page("/services/lighting")).toContain("/illustrations/gallery-ceiling-fan.svg");
    expect(await page("/")).toContain(panel);
  });

  it("refuses a post naming no project, an unknown one or a file that is no picture with a 4xx, changing nothing", async () => {
    const shown = await page("/gallery");
    for (const [item, file, status, message] of [
      ["", undefined, 400, UPLOAD_MESSAGES.failed(ADMIN_MESSAGES.noItem)],
      ["../builtin-1", undefined, 400, UPLOAD_MESSAGES.failed(ADMIN_MESSAGES.noItem)],
      ["builtin-2", new File(["not a picture"], "notes.jpg", { type: "image/jpeg" }), 415, UPLOAD_MESSAGES.failed(UPLOAD_MESSAGES.notImage)],
    ] as const) {
      const refused = await site.post("/admin/gallery", await photoForm(item, file));
      expect(refused.status, item).toBe(status);
      expect(await textOf(refused)).toContain(message);
    }
    expect(await page("/gallery")).not.toMatch(PHOTO);
    expect(shown).not.toMatch(PHOTO);
  });
});
