import {
  galleryPageFilters,
  galleryPageItems,
  homeGalleryFilters,
  homeGalleryItems,
  type GalleryItem,
  type HomeGalleryItem,
} from "~/content/gallery";

/**
 * Items of the public Gallery page, optionally of one category. Today the built-in items; the admin's
 * gallery_images are to be put before them here (DESIGN.md decision 6), keeping this return type.
 */
export async function listGalleryItems(category?: string): Promise<GalleryItem[]> {
  const items = galleryPageItems;
  return category && category !== "all" ? items.filter((item) => item.category === category) : items;
}

/** Items of the home page's filterable gallery. */
export async function listHomeGalleryItems(): Promise<HomeGalleryItem[]> {
  return homeGalleryItems;
}

/** A `?category=` value when it names a filter of the list, else "all" (unknown values are ignored). */
export function parseCategory(value: string | null, filters: readonly { value: string }[]): string {
  return value && filters.some((f) => f.value === value) ? value : "all";
}

export const galleryPageCategory = (value: string | null) => parseCategory(value, galleryPageFilters);
export const homeGalleryCategory = (value: string | null) => parseCategory(value, homeGalleryFilters);
