/** The six gallery buckets of docs/product.md §3, plus `media` for videos. */
interface Bucket {
  id: string;
  /** Label in the gallery admin. */
  adminLabel: string;
  /** Label in the import tool. */
  importLabel: string;
}

export const galleryBuckets: Bucket[] = [
  { id: "gallery-panels", adminLabel: "Panel upgrades", importLabel: "Panel upgrades" },
  { id: "gallery-ev-chargers", adminLabel: "EV charger installation", importLabel: "EV chargers" },
  { id: "gallery-lighting", adminLabel: "Lighting", importLabel: "Lighting" },
  { id: "gallery-before-after", adminLabel: "Before & after", importLabel: "Before & after" },
  { id: "gallery-commercial", adminLabel: "Commercial", importLabel: "Commercial" },
  { id: "gallery-general", adminLabel: "General", importLabel: "General" },
];

export const MEDIA_BUCKET = "media";

export const allBuckets = [...galleryBuckets.map((b) => b.id), MEDIA_BUCKET];

/** The private bucket of the photos sent with requests (PHOTOS_BUCKET overrides it): never served publicly. */
export const DEFAULT_PHOTOS_BUCKET = "lead-photos";
