import { record } from "./business";

/** Home-services directories the business is listed and verified on (Reviews page, trust strip). */
interface DirectoryBadge {
  name: string;
  label: string;
  detail: string;
  url: string;
}

export const directoryBadges: DirectoryBadge[] = [
  {
    name: "BuildZoom",
    label: "BuildZoom score 125",
    detail: "99th percentile of contractors in VA",
    url: "https://www.buildzoom.com/",
  },
  { name: "HomeAdvisor", label: "HomeAdvisor Elite Service", detail: "Screened & approved pro", url: "https://www.homeadvisor.com/" },
  { name: "Angi", label: "Angi Certified", detail: "Verified license and reviews", url: "https://www.angi.com/" },
];

/** External pages where customers leave reviews (the footer's two ratings, the record's). */
export const reviewSites = [
  { name: "Google", rating: record.rating, url: "https://www.google.com/maps" },
  { name: "Angi", rating: record.rating, url: "https://www.angi.com/" },
];

/** Structured-data rating (docs/product.md §1): the record's, from 150 reviews. */
export const aggregateRating = { ratingValue: record.rating, reviewCount: 150, bestRating: "5" };
