import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryPageItems, homeGalleryItems } from "~/content/gallery";
import { listGalleryItems, listHomeGalleryItems } from "~/lib/gallery/gallery.server";
import { galleryImages } from "~db/schema";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";

describe.each(dbTargets)("public galleries with the admin's images on %s", (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createMigratedDb(kind);
    const row = (title: string, category: string, minutesAgo: number) => ({
      title,
      category,
      description: null,
      location: "Reston, VA",
      bucketId: "gallery-general",
      filePath: `${title}.webp`,
      imageUrl: `/media/gallery-general/${title}.webp`,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await db.db.insert(galleryImages).values([
      row("older-panel", "panels", 30),
      row("newest-fan", "ceiling-fans", 1),
      row("middle-general", "general", 10),
    ]);
  });
  afterAll(() => db.destroy());

  it("puts gallery_images first, newest first, mapped onto the Gallery page's chips", async () => {
    const items = await listGalleryItems(undefined, db.db);
    expect(items).toHaveLength(galleryPageItems.length + 3);
    expect(items.slice(0, 3).map((i) => [i.title, i.category])).toEqual([
      ["newest-fan", "ceiling-fans"],
      ["middle-general", "general"],
      ["older-panel", "panel-upgrades"],
    ]);
    expect(items[0]).toMatchObject({ imageUrl: "/media/gallery-general/newest-fan.webp", description: "", location: "Reston, VA" });
    expect(items.slice(3)).toEqual(galleryPageItems);

    const panels = await listGalleryItems("panel-upgrades", db.db);
    expect(panels[0].title).toBe("older-panel");
    expect(panels.every((i) => i.category === "panel-upgrades")).toBe(true);
    expect((await listGalleryItems("ceiling-fans", db.db))[0].title).toBe("newest-fan");
  });

  it("shows them on the home gallery too (general has no home filter)", async () => {
    const items = await listHomeGalleryItems(db.db);
    expect(items.slice(0, 2).map((i) => [i.title, i.category, i.image])).toEqual([
      ["newest-fan", "lighting", "/media/gallery-general/newest-fan.webp"],
      ["older-panel", "panels", "/media/gallery-general/older-panel.webp"],
    ]);
    expect(items.slice(2)).toEqual(homeGalleryItems);
  });

  it("falls back to the built-in items when the table cannot be read", async () => {
    const gone = await createMigratedDb(kind);
    await gone.destroy();
    expect(await listGalleryItems(undefined, gone.db)).toEqual(galleryPageItems);
  });
});
