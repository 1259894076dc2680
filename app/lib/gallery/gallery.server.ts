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
  const items = [...(await adminImages(db)).map(pageItem), ...galleryPageItems];
  return category && category !== "all" ? items.filter((item) => item.category === category) : items;
}

/** Items of the home page's filterable gallery. */
export async function listHomeGalleryItems(db: Db = getDb()): Promise<HomeGalleryItem[]> {
  const added = (await adminImages(db)).flatMap((row): HomeGalleryItem[] => {
    const category = homeCategory[row.category];
    // "general" has no home filter, so it is left to the Gallery page.
    return category
      ? [{ id: row.id, category, title: row.title, location: row.location ?? "", description: row.description ?? "", image: row.imageUrl }]
      : [];
  });
  return [...added, ...homeGalleryItems];
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
