import { mkdirSync, rmSync, writeFileSync } from "node:fs";

// BUILD_DIR lets several checkouts or test runs build side by side without clobbering each other.
const buildDir = process.env.BUILD_DIR || "build";

/**
 * The pseudo-language test build (PSEUDO_SPANISH=1): tsconfig.json maps ~/content/spanish-variant to this
 * generated module when it exists, so the server and browser bundles both lengthen every Spanish string
 * (app/content/pseudo-language.ts); any other build removes it and gets the real Spanish.
 */
const pseudoDir = ".build-pseudo-language";
rmSync(pseudoDir, { recursive: true, force: true });
if (process.env.PSEUDO_SPANISH === "1") {
  mkdirSync(pseudoDir);
  writeFileSync(`${pseudoDir}/spanish-variant.ts`, 'export { pseudoSpanish as spanishVariant } from "../app/content/pseudo-language";\n');
}

/**
 * The public pages are served in English at their paths and in Spanish at the same paths under /es, by the same
 * route module: the page reads its language from the URL (docs/decisions/0160). Each entry is a module in
 * app/routes and its path; every other route (admin, login, webhooks, files, the status page) has one path.
 */
const spanishTwins = [
  ["_index.tsx", "es", { index: true }],
  ["about.tsx", "es/about"],
  ["services._index.tsx", "es/services", { index: true }],
  ["services.$slug.tsx", "es/services/:slug"],
  ["service-areas.tsx", "es/service-areas"],
  ["gallery.tsx", "es/gallery"],
  ["reviews.tsx", "es/reviews"],
  ["contact.tsx", "es/contact"],
  ["emergency.tsx", "es/emergency"],
  ["estimate.tsx", "es/estimate"],
  ["book.tsx", "es/book"],
  ["chat.tsx", "es/chat"],
  ["newsletter.tsx", "es/newsletter"],
  ["privacy.tsx", "es/privacy"],
  ["$.tsx", "es/*"],
];

/**
 * The eight city pages: one module (app/routes/city.tsx) at each city's path and its /es twin. Remix params
 * cover whole segments, so /electrician-{slug} cannot be one dynamic route; listing the paths keeps every other
 * one-segment path falling through to the 404 of $.tsx. tests/unit/cities.test.ts holds this list to the content.
 */
const citySlugs = ["alexandria", "centreville", "fairfax", "gainesville", "manassas-park", "manassas", "springfield", "woodbridge"];

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // city.tsx is registered below at each city's paths, not at /city.
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/city.tsx"],
  serverModuleFormat: "esm",
  serverBuildPath: `${buildDir}/index.js`,
  assetsBuildDirectory: `${buildDir}/client/build`,
  publicPath: "/build/",
  tailwind: true,
  postcss: true,
  serverDependenciesToBundle: [],
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      for (const [file, path, options = {}] of spanishTwins) route(path, `routes/${file}`, { id: `es/${file}`, ...options });
      for (const slug of citySlugs) {
        route(`electrician-${slug}`, "routes/city.tsx", { id: `city/${slug}` });
        route(`es/electrician-${slug}`, "routes/city.tsx", { id: `es/city/${slug}` });
      }
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
};
