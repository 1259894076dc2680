import type { ListingSite } from "./business";

/** Home-services directories the business is listed and verified on (Reviews page): each links to its listing (`Business.listings`). */
interface DirectoryBadge {
  name: ListingSite;
  label: string;
  detail: string;
}

export const directoryBadges: DirectoryBadge[] = [
  {
    name: "BuildZoom",
    label: "BuildZoom score 125",
    detail: "99th percentile of contractors in VA",
  },
  { name: "HomeAdvisor", label: "HomeAdvisor Elite Service", detail: "Screened & approved pro" },
  { name: "Angi", label: "Angi Certified", detail: "Verified license and reviews" },
];

/** External pages where customers leave reviews (the footer's two ratings, the record's). */
export const reviewSites: { name: ListingSite }[] = [{ name: "Google" }, { name: "Angi" }];

