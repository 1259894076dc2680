/**
 * The site's languages, as data: the first is served at the site's paths, each other under its prefix
 * (decision 0160). Route twins (remix.config.js, which reads this file as it is), the language switch, hreflang,
 * the sitemap and the catalogues' parity check all follow this list (decision 0160). `name` is the language's
 * own name (the switch's label), `office` its name in the admin, which stays English.
 */
export const languageList = /** @type {const} */ ([
  { lang: "en", prefix: "", bcp47: "en-US", og: "en_US", name: "English", office: "English" },
  { lang: "es", prefix: "/es", bcp47: "es-US", og: "es_US", name: "Español", office: "Spanish" },
]);

/**
 * Languages for tests only, served by the pseudo-language build alone (app/content/test-languages.ts): each
 * entry's text is made from the language it names in `from`. The pseudo-language lengthens the Spanish by about
 * 40%, with accents, so a layout shows where longer words would break it (tests/e2e/layout.spec.ts).
 */
export const testLanguageList = /** @type {const} */ ([
  { lang: "qps", prefix: "/qps", bcp47: "es-US", og: "es_US", name: "Pseudo", office: "Pseudo", from: "es" },
]);
