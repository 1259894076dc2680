/**
 * Categories an admin can give an image. The public pages map them onto their chips
 * (app/lib/gallery/gallery.server.ts); "general" shows under All only.
 */
export const galleryCategories = [
  { value: "panels", label: "Panel upgrades" },
  { value: "ev-chargers", label: "EV chargers" },
  { value: "lighting", label: "Lighting" },
  { value: "ceiling-fans", label: "Ceiling fans" },
  { value: "before-after", label: "Before & after" },
  { value: "commercial", label: "Commercial" },
  { value: "general", label: "General" },
] as const;

export type GalleryCategory = (typeof galleryCategories)[number]["value"];

export const isCategory = (value: string): value is GalleryCategory => galleryCategories.some((c) => c.value === value);
