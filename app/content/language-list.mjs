/**
 * The site's languages, as data: the first is served at the site's paths, each other under its prefix
 * (decision 0160). Route twins (remix.config.js, which reads this file as it is), the language switch, hreflang,
 * the sitemap and the catalogues' parity check all follow this list (decision 0211). `name` is the language's
 * own name (the switch's label), `office` its name in the admin, which stays English.
 */
export const languageList = /** @type {const} */ ([
  { lang: "en", prefix: "", bcp47: "en-US", og: "en_US", name: "English", office: "English" },
  { lang: "es", prefix: "/es", bcp47: "es-US", og: "es_US", name: "Español", office: "Spanish" },
]);
