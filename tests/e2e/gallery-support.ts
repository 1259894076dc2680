import type { Locator } from "./test";

/**
 * The built-in gallery items among these (their pictures are our illustrations; a home project without a photo is
 * told in words, with no picture at all). The admin tests add and remove images in the same shared gallery at the same time, so counts of
 * the built-in items (docs/product.md §9) skip those.
 */
export const builtIn = (items: Locator) =>
  items.filter({ has: items.page().locator('img[src^="/illustrations/"]') }).or(items.filter({ hasNot: items.page().locator("img") }));
