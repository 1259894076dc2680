/**
 * Page-weight budgets, checked on every run against the production build, all gzipped: the JavaScript a page
 * loads on first load (before anyone interacts), the JavaScript it loads at the visitor's first intent (the
 * inert `x-module` script and `x-modulepreload` links that app/lib/hydrate-on-intent.server.ts brings to
 * life), its stylesheet, and the home page's HTML. Code that loads on first use (the form dialogs, the chat
 * panel) counts in neither. docs/performance.md has the latest figures.
 */
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "~/content/sitemap";
import { type BuiltServer, startBuiltServer } from "../support/built-server";

const KB = 1024;
/** First load: 100 kB on home and contact, 90 kB on every other page. */
const FIRST_LOAD_JS_BUDGET = (path: string) => (path === "/" || path === "/contact" ? 100 * KB : 90 * KB);
/**
 * At first intent: what each page loaded when this check landed, rounded up, so no change can add to it
 * (a ratchet, docs/decisions/0087-page-weight-budgets.md); the framework alone is about 86 kB.
 */
const INTENT_JS_BUDGET = (path: string) => (path === "/" ? 115 * KB : 104 * KB);
const CSS_BUDGET = 20 * KB;
const HOME_HTML_BUDGET = 20 * KB;

const gz = (bytes: string | Buffer) => gzipSync(bytes).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Static and dynamic imports in the entry script (its inlined manifest names other routes' files too). */
const IMPORTED = /import\s*(?:[^"'()]*from\s*|\(\s*)?["'](\/build\/[^"']+\.js)["']/g;

async function weigh(base: string, path: string) {
  const get = async (url: string) => {
    const response = await fetch(new URL(url, base));
    expect(response.status, `${url} answers`).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const html = (await get(path)).toString("utf8");
  const firstLoad = new Set<string>();
  const onIntent = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /(?:src|href)="(\/build\/[^"]+\.js)"/.exec(tag)?.[1];
    if (!src) continue;
    (/rel="x-modulepreload"/.test(tag) ? onIntent : firstLoad).add(src);
  }
  // Remix's entry is an inline module script importing `/build/…` files: live, or inert until intent.
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const target = /type="module"/.test(attributes) ? firstLoad : /type="x-module"/.test(attributes) ? onIntent : null;
    for (const m of target ? body.matchAll(IMPORTED) : []) target!.add(m[1]);
  }
  const weighAll = async (srcs: Set<string>) => {
    let total = 0;
    for (const src of srcs) total += gz(await get(src));
    return total;
  };
  let css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + gz(m[1]), 0);
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css += gz(await get(m[1]));
  return { firstLoad: await weighAll(firstLoad), onIntent: await weighAll(onIntent), intentScripts: onIntent.size, css, html: gz(html) };
}

describe("page weight", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("keeps every public page within its JavaScript, CSS and HTML budgets", async () => {
    const over: string[] = [];
    const table: string[] = [];
    for (const path of publicPaths) {
      const w = await weigh(server.url, path);
      expect(w.intentScripts, `${path} has no code to load at intent: the weighing is broken`).toBeGreaterThan(0);
      table.push(`${path}: JS first load ${kb(w.firstLoad)}, at intent ${kb(w.onIntent)}, CSS ${kb(w.css)}, HTML ${kb(w.html)}`);
      if (w.firstLoad > FIRST_LOAD_JS_BUDGET(path)) over.push(`${path}: first-load JavaScript ${kb(w.firstLoad)} > ${kb(FIRST_LOAD_JS_BUDGET(path))}`);
      if (w.onIntent > INTENT_JS_BUDGET(path)) over.push(`${path}: JavaScript at intent ${kb(w.onIntent)} > ${kb(INTENT_JS_BUDGET(path))}`);
      if (w.css > CSS_BUDGET) over.push(`${path}: CSS ${kb(w.css)} > ${kb(CSS_BUDGET)}`);
      if (path === "/" && w.html > HOME_HTML_BUDGET) over.push(`/: HTML ${kb(w.html)} > ${kb(HOME_HTML_BUDGET)}`);
    }
    console.log(table.join("\n"));
    expect(over, table.join("\n")).toEqual([]);
  }, 120_000);
});
