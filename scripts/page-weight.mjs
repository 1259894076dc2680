// What a page weighs over the wire, gzipped: the JavaScript it loads on first load, the JavaScript it loads at
// the visitor's first intent (the inert `x-module` script and `x-modulepreload` links of
// app/lib/platform/hydrate-on-intent.server.ts), its stylesheet and its HTML. Used by tests/integration/budgets.test.ts
// and scripts/bench.mjs.
import { gzipSync } from "node:zlib";

/** Static and dynamic imports in the entry script (its inlined manifest names other routes' files too). */
const IMPORTED = /import\s*(?:[^"'()]*from\s*|\(\s*)?["'](\/build\/[^"']+\.js)["']/g;

const gz = (bytes) => gzipSync(bytes).length;

async function get(base, url) {
  const response = await fetch(new URL(url, base));
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The `/build/…` scripts a page's HTML loads: on first load, and at the visitor's first intent. */
function scriptsOf(html) {
  const firstLoad = new Set();
  const onIntent = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /(?:src|href)="(\/build\/[^"]+\.js)"/.exec(tag)?.[1];
    if (src) (/rel="x-modulepreload"/.test(tag) ? onIntent : firstLoad).add(src);
  }
  // Remix's entry is an inline module script importing `/build/…` files: live, or inert until intent.
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const target = /type="module"/.test(attributes) ? firstLoad : /type="x-module"/.test(attributes) ? onIntent : null;
    for (const m of target ? body.matchAll(IMPORTED) : []) target.add(m[1]);
  }
  return { firstLoad, onIntent };
}

/** The scripts a page fetches at the visitor's first intent. */
export async function intentScripts(base, path) {
  return [...scriptsOf((await get(base, path)).toString("utf8")).onIntent];
}

/** Bytes, gzipped: { firstLoad, onIntent, intentScripts (how many files), css, html }. */
export async function pageWeight(base, path) {
  const html = (await get(base, path)).toString("utf8");
  const { firstLoad, onIntent } = scriptsOf(html);
  const weighAll = async (srcs) => {
    let total = 0;
    for (const src of srcs) total += gz(await get(base, src));
    return total;
  };
  let css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + gz(m[1]), 0);
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css += gz(await get(base, m[1]));
  return { firstLoad: await weighAll(firstLoad), onIntent: await weighAll(onIntent), intentScripts: onIntent.size, css, html: gz(html) };
}
