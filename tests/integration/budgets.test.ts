/**
 * Page-weight budgets, checked on every run against the production build: the JavaScript a page loads before
 * anyone interacts (its module scripts, modulepreloads and the entry's imports), its stylesheet, and the home
 * page's HTML, all gzipped. Code that loads on first use (the form dialogs, the chat panel) does not count.
 * docs/performance.md has the latest figures.
 */
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "~/content/sitemap";
import { type BuiltServer, startBuiltServer } from "../support/built-server";

const KB = 1024;
/**
 * The JavaScript each page may load today: what it loaded when this check landed, rounded up, so no change can
 * add to it. The goal is lower — 90 kB on content pages, 100 kB on home and contact (docs/performance.md, what
 * is left) — and each step toward it lowers these numbers; the framework alone is about 86 kB.
 */
const JS_BUDGET = (path: string) => (path === "/" ? 115 * KB : 104 * KB);
const CSS_BUDGET = 20 * KB;
const HOME_HTML_BUDGET = 20 * KB;

const gz = (bytes: string | Buffer) => gzipSync(bytes).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

async function weigh(base: string, path: string) {
  const get = async (url: string) => {
    const response = await fetch(new URL(url, base));
    expect(response.status, `${url} answers`).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const html = (await get(path)).toString("utf8");
  const scripts = new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]));
  // The entry is an inline module script importing `/build/…` files too.
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/build\/[^"']+\.js)["']/g)) scripts.add(m[1]);
  let js = 0;
  for (const src of scripts) js += gz(await get(src));
  let css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + gz(m[1]), 0);
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css += gz(await get(m[1]));
  return { js, css, html: gz(html), scripts: scripts.size };
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
      expect(w.scripts, `${path} loads no scripts: the weighing is broken`).toBeGreaterThan(0);
      table.push(`${path}: JS ${kb(w.js)}, CSS ${kb(w.css)}, HTML ${kb(w.html)}`);
      if (w.js > JS_BUDGET(path)) over.push(`${path}: JavaScript ${kb(w.js)} > ${kb(JS_BUDGET(path))}`);
      if (w.css > CSS_BUDGET) over.push(`${path}: CSS ${kb(w.css)} > ${kb(CSS_BUDGET)}`);
      if (path === "/" && w.html > HOME_HTML_BUDGET) over.push(`/: HTML ${kb(w.html)} > ${kb(HOME_HTML_BUDGET)}`);
    }
    console.log(table.join("\n"));
    expect(over, table.join("\n")).toEqual([]);
  }, 120_000);
});
