import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import noImportCycle from "./scripts/eslint-rules/no-import-cycle.cjs";
import noCatalogueInComponents from "./scripts/eslint-rules/no-catalogue-in-components.cjs";

const root = fileURLToPath(new URL(".", import.meta.url));
const BROWSER = "Components and forms also run in the browser: take types and helpers from a module without .server.";

/** The floors of ARCHITECTURE.md, ground first: a file imports only from its own floor or one below (decision 0205). */
const floors = [
  ["./app/content", "./db"],
  ["./app/forms", "./app/models", "./app/hooks"],
  ["./app/lib"],
  ["./app/components", "./server"],
  ["./app/root.tsx", "./app/entry.server.tsx", "./app/entry.client.tsx"],
  ["./app/routes"],
];
const floorZones = floors.slice(0, -1).map((floor, i) => ({
  target: floor,
  from: floors.slice(i + 1).flat(),
  message: "Imports point down the floors (ARCHITECTURE.md): move what both need to the lower floor.",
}));

/**
 * Which domain of app/lib may use which (ARCHITECTURE.md's table, decision 0205). platform is the bottom of lib
 * and uses none; every domain may use site and platform.
 */
export const domainTable = {
  platform: [],
  site: ["platform"],
  auth: ["platform", "site"],
  emergencies: ["platform", "site"],
  gallery: ["platform", "site"],
  requests: ["platform", "site", "emergencies", "content", "gallery"],
  phone: ["platform", "site", "emergencies"],
  assistant: ["platform", "site", "emergencies", "requests", "content"],
  office: ["platform", "site", "auth", "phone", "reviews"],
  content: ["platform", "site", "auth", "assistant", "gallery", "reviews"],
  reviews: ["platform", "site", "emergencies", "phone"],
  visits: ["platform", "site", "auth", "emergencies", "phone", "content"],
};
const domainZones = Object.entries(domainTable).map(([domain, uses]) => ({
  target: `./app/lib/${domain}`,
  from: Object.keys(domainTable)
    .filter((other) => other !== domain && !uses.includes(other))
    .map((other) => `./app/lib/${other}`),
  message: `app/lib/${domain} may use only ${["itself", ...uses].join(", ")} of app/lib (ARCHITECTURE.md's table).`,
}));

/** The layers of ARCHITECTURE.md (decision 0205): a zone's `target` may not import from its `from`. */
const layerZones = [
  { target: ["./app/components", "./app/forms", "./app/hooks"], from: ["./app/**/*.server.{ts,tsx}"], message: BROWSER },
  { target: ["./app/components", "./app/forms", "./app/hooks"], from: ["./app/models", "./db", "./server"], message: BROWSER },
  {
    target: "./app/routes",
    from: ["./db", "./app/lib/platform/db.server.ts"],
    message: "Routes reach the database through a workflow (app/lib/<domain>/*.server.ts) that calls a model.",
  },
  { target: "./app/models", from: ["./app/lib/**/*.server.ts"], message: "Models hold queries; workflows call models, never the other way round." },
  ...floorZones,
  ...domainZones,
];

/**
 * The words modules, by path (docs/languages.md): every module of app/content holds or reads catalogues of every
 * language, and what the browser imports from one ships them all, whatever its name. The exceptions are the
 * modules the browser shares, which hold data and English-only text; a catalogue beside their data (team.ts,
 * before-after.ts) is still refused by its name. A new module of app/content is a words module until listed here.
 */
const wordsModules = ["app/content/**"];
const sharedContent = [
  "app/content/{languages.ts,language-list.mjs,catalogue.ts,sentence-case.ts}",
  "app/content/{business,facts,areas,buckets,booking,sitemap,review-sites}.ts",
  "app/content/{cities,gallery,home-testimonials,team,before-after}.ts",
];

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", ".build*/**", ".data/**", "node_modules/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { import: importPlugin, floors: { rules: { "no-import-cycle": noImportCycle } } },
    settings: { "import/resolver": { [`${root}scripts/eslint-import-resolver.cjs`]: {} } },
    rules: {
      "import/no-restricted-paths": ["error", { basePath: root, zones: layerZones }],
      "floors/no-import-cycle": "error",
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(\\.\\./)+db(/|$)|^\\./db/", message: "Import the database by its alias, ~db/…, the same from every folder." }] },
      ],
    },
  },
  {
    // What ships to the browser gets its words in the page's language, from a loader or, for code that loads on
    // first use, from /words/:part (decision 0210). No file is exempt.
    files: ["app/components/**/*.{ts,tsx}", "app/routes/**/*.{ts,tsx}", "app/hooks/**/*.{ts,tsx}", "app/root.tsx"],
    plugins: { words: { rules: { "no-catalogue-in-components": noCatalogueInComponents } } },
    rules: { "words/no-catalogue-in-components": ["error", { basePath: root, words: wordsModules, shared: sharedContent }] },
  },
  {
    // The plugin loads resolvers with require().
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      "react/prop-types": "off",
    },
  },
);
