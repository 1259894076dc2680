/**
 * Page-weight budgets, checked on every run against the production build, all gzipped: the JavaScript a page
 * loads on first load (before anyone interacts), the JavaScript it loads at the visitor's first intent (the
 * inert `x-module` script and `x-modulepreload` links that app/lib/platform/hydrate-on-intent.server.ts brings to
 * life), its stylesheet, and the home page's HTML (`/` and `/es`). Code that loads on first use (the form dialogs, the chat
 * panel) counts in neither. docs/performance.md has the latest figures.
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sitemapPaths } from "~/content/sitemap";
import { basePath, langOf } from "~/content/languages";
import { intentScripts, pageWeight } from "../../scripts/page-weight.mjs";
import { sharedBuiltServerUrl } from "../support/shared-built-server-url";

const KB = 1024;
/** First load: 100 kB on home and contact, 90 kB on every other page. */
const FIRST_LOAD_JS_BUDGET = (path: string) => (basePath(path) === "/" || basePath(path) === "/contact" ? 100 * KB : 90 * KB);
/**
 * At first intent: what each page loaded when this check landed, rounded up, so no change can add to it
 * (a ratchet, docs/decisions/0088-hydrate-on-intent.md); the framework alone is about 86 kB. Tightened from
 * 110 / 102 kB when the service, city, services and emergency pages and the home's gallery moved to code on first
 * use and the catalogues that rode along with other imports left the browser: every page lighter than before the
 * office's site-words work (/contact, the heaviest but the home, at 98.0 kB). The home's, from 102 kB, to the
 * 100 kB target when the chat's conversation moved to code loaded on first open and the home's loader to one
 * server module (the home at 99.8 kB).
 */
const INTENT_JS_BUDGET = (path: string) => (basePath(path) === "/" ? 100 * KB : 99 * KB);
const CSS_BUDGET = 20 * KB;
/**
 * The home's HTML: 20 kB, and 20.6 kB for the Spanish home, which carries its five reviews in the office's Spanish
 * with the customers' English one tap away in each card (decision 0198): 19.8 → 20.2 kB when they came. It was
 * 20.5 kB until its recent projects were told in words, which left it 20,993–21,013 bytes: over or under by the
 * digits of the test server's port in its absolute links, so the check failed by chance. Measured on 2026-11-30:
 * 20,993 bytes, with the office's editor styles moved out of the public stylesheet.
 */
const HOME_HTML_BUDGET = (path: string) => (langOf(path) === "es" ? 20.6 * KB : 20 * KB);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

describe("page weight", () => {
  const server = { url: sharedBuiltServerUrl() };

  it("keeps every public page within its JavaScript, CSS and HTML budgets", async () => {
    const over: string[] = [];
    const table: string[] = [];
    // Every public page and its Spanish twin (decisions 0210, 0088), the home's HTML in both languages.
    for (const path of sitemapPaths()) {
      const w = await pageWeight(server.url, path);
      expect(w.intentScripts, `${path} has no code to load at intent: the weighing is broken`).toBeGreaterThan(0);
      table.push(`${path}: JS first load ${kb(w.firstLoad)}, at intent ${kb(w.onIntent)}, CSS ${kb(w.css)}, HTML ${kb(w.html)}`);
      if (w.firstLoad > FIRST_LOAD_JS_BUDGET(path)) over.push(`${path}: first-load JavaScript ${kb(w.firstLoad)} > ${kb(FIRST_LOAD_JS_BUDGET(path))}`);
      if (w.onIntent > INTENT_JS_BUDGET(path)) over.push(`${path}: JavaScript at intent ${kb(w.onIntent)} > ${kb(INTENT_JS_BUDGET(path))}`);
      if (w.css > CSS_BUDGET) over.push(`${path}: CSS ${kb(w.css)} > ${kb(CSS_BUDGET)}`);
      if (basePath(path) === "/" && w.html > HOME_HTML_BUDGET(path)) over.push(`${path}: HTML ${kb(w.html)} > ${kb(HOME_HTML_BUDGET(path))}`);
    }
    console.log(table.join("\n"));
    expect(over, table.join("\n")).toEqual([]);
  }, 120_000);

  /** Brotli at quality 11 and gzip at 9, made once by scripts/compress-assets.mjs, sent byte for byte as built. */
  it("sends the scripts a page loads at intent as compressed at build, in the encoding the browser accepts", async () => {
    const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");
    const scripts = await intentScripts(server.url, "/");
    for (const [encoding, suffix] of [["br", "br"], ["gzip", "gz"]] as const) {
      for (const src of scripts) {
        const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
          request(new URL(src, server.url), { headers: { "Accept-Encoding": `${encoding}, deflate` } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk)).on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          }).on("error", reject).end();
        });
        expect(headers["content-encoding"], src).toBe(encoding);
        expect(body.equals(readFileSync(path.join(clientDir, `${src}.${suffix}`))), `${src} is not its build's ${suffix} copy`).toBe(true);
      }
    }
  });
});
