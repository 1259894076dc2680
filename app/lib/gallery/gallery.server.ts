import {
  ILLUSTRATION_SIZE,
  galleryPageFilters,
  galleryPageItems,
  homeGalleryFilters,
  homeGalleryItems,
  type GalleryItem,
  type HomeGalleryItem,
} from "~/content/gallery";
import { galleryItemText } from "~/content/gallery-text";
import type { Lang } from "~/content/languages";
import { listGalleryImages, type GalleryImage as GalleryRow } from "~/models/gallery-images.server";
import type { Db } from "~db/client";
import { getDb } from "../platform/db.server";
import { log } from "../platform/log.server";
import { photoItemOf } from "./gallery-storage.server";

/** The admin's categories (app/lib/gallery/gallery-categories.ts) on the chips of each public gallery. */
const pageCategory: Record<string, string> = { panels: "panel-upgrades", lighting: "lighting", "ev-chargers": "ev-chargers", "ceiling-fans": "ceiling-fans" };
const homeCategory: Record<string, HomeGalleryItem["category"]> = {
  panels: "panels",
  lighting: "lighting",
  "ceiling-fans": "lighting",
  "ev-chargers": "ev-chargers",
  commercial: "commercial",
  "before-after": "before-after",
};

/** The admin's gallery_images, newest first; a failing query leaves the built-in items on their own. */
async function adminImages(db: Db): Promise<GalleryRow[]> {
  try {
    return await listGalleryImages(db);
  } catch (error) {
    log.error("gallery_images could not be read", { error: String(error) });
    return [];
  }
}

/**
 * The admin's rows, told apart: pictures added as items of their own (newest first), and the photos of built-in
 * items by item id (the newest when there are more).
 */
async function adminPictures(db: Db) {
  const uploads: GalleryRow[] = [];
  const photos = new Map<string, string>();
  for (const row of await adminImages(db)) {
    const item = photoItemOf(row.filePath);
    if (!item) uploads.push(row);
    else if (!photos.has(item)) photos.set(item, row.imageUrl);
  }
  return { uploads, photos };
}

/** The photo of each built-in item that has one, by item id (a service page's pictures). */
export async function builtInPhotos(db: Db = getDb()): Promise<Map<string, string>> {
  return (await adminPictures(db)).photos;
}

const pageItem = (row: GalleryRow): GalleryItem => ({
  id: row.id,
  title: row.title,
  description: row.description ?? "",
  location: row.location ?? "",
  // Categories without a chip (before-after, commercial, general) show under All.
  category: pageCategory[row.category] ?? row.category,
  imageUrl: row.imageUrl,
  ...ILLUSTRATION_SIZE,
});

/**
 * Items of the public Gallery page, optionally of one category: the admin's gallery_images (newest first)
 * before the built-in items (docs/product.md, decision 6).
 */
export async function listGalleryItems(category?: string, db: Db = getDb()): Promise<GalleryItem[]> {
  const { uploads, photos } = await adminPictures(db);
  const builtIn = galleryPageItems.map((item) => ({ ...item, imageUrl: photos.get(item.id) ?? item.imageUrl }));
  const items = [...uploads.map(pageItem), ...builtIn];
  return category && category !== "all" ? items.filter((item) => item.category === category) : items;
}

/**
 * Items of the home page's filterable gallery: the admin's pictures (with the month they were added, and no
 * figures), then the built-in projects, each with its photo once the office gave one.
 */
export async function listHomeGalleryItems(db: Db = getDb()): Promise<HomeGalleryItem[]> {
  const { uploads, photos } = await adminPictures(db);
  const added = uploads.flatMap((row): HomeGalleryItem[] => {
    const category = homeCategory[row.category];
    // "general" has no home filter, so it is left to the Gallery page.
    return category
      ? [{ id: row.id, category, title: row.title, location: row.location ?? "", description: row.description ?? "", month: row.createdAt.toISOString().slice(0, 7), figures: "", photo: row.imageUrl }]
      : [];
  });
  return [...added, ...homeGalleryItems.map((item) => ({ ...item, photo: photos.get(item.id) }))];
}

/**
 * Items in a language: a built-in item's translation, an upload as the office wrote it. Here, not beside the
 * items, so the browser's code never carries the translations (the loaders apply it).
 */
export const inLanguage = <T extends { id: string; title: string; description: string }>(items: T[], lang: Lang): T[] =>
  items.map((item) => ({ ...item, ...galleryItemText[lang][item.id] }));

/** A `?category=` value when it names a filter of the list, else "all" (unknown values are ignored). */
function parseCategory(value: string | null, filters: readonly { value: string }[]): string {
  return value && filters.some((f) => f.value === value) ? value : "all";
}

export const galleryPageCategory = (value: string | null) => parseCategory(value, galleryPageFilters);
export const homeGalleryCategory = (value: string | null) => parseCategory(value, homeGalleryFilters);
