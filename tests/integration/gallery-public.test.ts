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
    expect(items.slice(0, 2).map((i) => [i.title, i.category, i.photo])).toEqual([
      ["newest-fan", "lighting", "/media/gallery-general/newest-fan.webp"],
      ["older-panel", "panels", "/media/gallery-general/older-panel.webp"],
    ]);
    expect(items.slice(2)).toEqual(homeGalleryItems);
  });

  it("shows a built-in item's photo (a row in its folder, items/<id>/) in place of its drawing, not as an item of its own", async () => {
    const photo = (item: string, name: string, minutesAgo: number) => ({
      title: name,
      category: "general",
      bucketId: "gallery-general",
      filePath: `items/${item}/0123456789abcdef/${name}.webp`,
      imageUrl: `/media/gallery-general/items/${item}/0123456789abcdef/${name}.webp`,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await db.db.insert(galleryImages).values([photo("builtin-17", "meter", 5), photo("home-1", "panel-old", 9), photo("home-1", "panel", 2)]);
    const page = await listGalleryItems(undefined, db.db);
    expect(page).toHaveLength(galleryPageItems.length + 3);
    expect(page.find((i) => i.id === "builtin-17")?.imageUrl).toBe("/media/gallery-general/items/builtin-17/0123456789abcdef/meter.webp");
    expect(page.filter((i) => i.imageUrl.startsWith("/illustrations/"))).toHaveLength(galleryPageItems.length - 1);
    const home = await listHomeGalleryItems(db.db);
    expect(home).toHaveLength(homeGalleryItems.length + 2);
    // The newest photo of an item is its photo.
    expect(home.find((i) => i.id === "home-1")?.photo).toBe("/media/gallery-general/items/home-1/0123456789abcdef/panel.webp");
    expect(home.filter((i) => i.photo?.includes("/items/"))).toHaveLength(1);
  });

  it("falls back to the built-in items when the table cannot be read", async () => {
    const gone = await createMigratedDb(kind);
    await gone.destroy();
    expect(await listGalleryItems(undefined, gone.db)).toEqual(galleryPageItems);
  });
});
