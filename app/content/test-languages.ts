import type { testLanguageList } from "./language-list.mjs";

/**
 * Languages only a test build serves, and the function that makes their text from another language's: none in
 * the site's builds. The pseudo-language build (`npm run build:pseudo`, remix.config.js) maps this module to one
 * that serves `testLanguageList` (./language-list.mjs) with the text of ./pseudo-language.ts, so that code never
 * ships in the real bundles.
 */
export const testLanguages: typeof testLanguageList | readonly [] = [];
export const makeTestText: (<T>(from: T, en: T) => T) | null = null;
