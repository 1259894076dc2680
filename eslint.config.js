import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = fileURLToPath(new URL(".", import.meta.url));
const BROWSER = "Components and forms also run in the browser: take types and helpers from a module without .server.";

/** The layers of ARCHITECTURE.md (decision 0126): a zone's `target` may not import from its `from`. */
const layerZones = [
  { target: ["./app/components", "./app/forms"], from: ["./app/**/*.server.{ts,tsx}"], message: BROWSER },
  { target: ["./app/components", "./app/forms"], from: ["./app/models", "./db", "./server"], message: BROWSER },
  {
    target: "./app/routes",
    from: ["./db", "./app/lib/platform/db.server.ts"],
    message: "Routes reach the database through a workflow (app/lib/<domain>/*.server.ts) that calls a model.",
  },
  { target: "./app/models", from: ["./app/lib/**/*.server.ts"], message: "Models hold queries; workflows call models, never the other way round." },
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
    plugins: { import: importPlugin },
    settings: { "import/resolver": { [`${root}scripts/eslint-import-resolver.cjs`]: {} } },
    rules: {
      "import/no-restricted-paths": ["error", { basePath: root, zones: layerZones }],
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(\\.\\./)+db(/|$)|^\\./db/", message: "Import the database by its alias, ~db/…, the same from every folder." }] },
      ],
    },
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
