import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { languageList, testLanguageList } from "./app/content/language-list.mjs";

// BUILD_DIR lets several checkouts or test runs build side by side without clobbering each other.
const buildDir = process.env.BUILD_DIR || "build";

/**
 * The pseudo-language test build (PSEUDO_LANGUAGE=1) serves the list's test languages too: tsconfig.json maps
 * ~/content/test-languages to this generated module when it exists, so the server and browser bundles both know
 * them and make their text (app/content/pseudo-language.ts); any other build removes it and serves the list alone.
 */
const pseudoDir = ".build-pseudo-language";
const pseudo = process.env.PSEUDO_LANGUAGE === "1";
rmSync(pseudoDir, { recursive: true, force: true });
if (pseudo) {
  mkdirSync(pseudoDir);
  writeFileSync(
    `${pseudoDir}/test-languages.ts`,
    'export { testLanguageList as testLanguages } from "../app/content/language-list.mjs";\nexport { pseudoSpanish as makeTestText } from "../app/content/pseudo-language";\n',
  );
}

/**
 * The public pages are served in the first language of app/content/language-list.mjs at their paths and in each
 * other under its prefix (/es), by the same route module: the page reads its language from the URL
 * (docs/decisions/0160). Each entry is a module in app/routes and its path in the first language; every
 * other route (admin, login, webhooks, files, the status page) has one path.
 */
const publicPages = [
  ["_index.tsx", "", { index: true }],
  ["about.tsx", "about"],
  ["services._index.tsx", "services", { index: true }],
  ["services.$slug.tsx", "services/:slug"],
  ["service-areas.tsx", "service-areas"],
  ["gallery.tsx", "gallery"],
  ["reviews.tsx", "reviews"],
  ["contact.tsx", "contact"],
  ["emergency.tsx", "emergency"],
  ["estimate.tsx", "estimate"],
  ["book.tsx", "book"],
  ["chat.tsx", "chat"],
  ["newsletter.tsx", "newsletter"],
  ["privacy.tsx", "privacy"],
  ["$.tsx", "*"],
];

/** The languages served under a prefix ("es"), each registering every public page a second time. */
const twinLanguages = [...languageList, ...(pseudo ? testLanguageList : [])].filter((language) => language.prefix !== "").map((language) => ({ lang: language.lang, segment: language.prefix.slice(1) }));

/**
 * The eight city pages: one module (app/routes/city.tsx) at each city's path and its twins. Remix params
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
      for (const { lang, segment } of twinLanguages) {
        for (const [file, path, options = {}] of publicPages) route(path ? `${segment}/${path}` : segment, `routes/${file}`, { id: `${lang}/${file}`, ...options });
      }
      for (const slug of citySlugs) {
        route(`electrician-${slug}`, "routes/city.tsx", { id: `city/${slug}` });
        for (const { lang, segment } of twinLanguages) route(`${segment}/electrician-${slug}`, "routes/city.tsx", { id: `${lang}/city/${slug}` });
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
