/**
 * What every catalogue's Spanish half goes through before use: nothing in the site's builds. The pseudo-language
 * test build (`PSEUDO_SPANISH=1 npm run build`, remix.config.js) maps this module to one that lengthens every
 * Spanish string (./pseudo-language.ts), so its code never ships in the real bundles.
 */
export const spanishVariant: (<T>(es: T, en: T) => T) | null = null;
