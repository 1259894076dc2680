/**
 * A public page is whole without JavaScript (every link, form and dialog has a plain-HTML way), so a shared
 * page loads its code when the visitor first shows intent — a touch, a pointer move, a key, a scroll, a
 * focus — not before: until then the phone fetches and runs no script but this one. Remix's module script
 * and its modulepreload links are sent inert (`x-module`, `x-modulepreload`) and brought to life by
 * HYDRATE_ON_INTENT. React hydrates them unchanged: an attribute that differs is not a mismatch, and what
 * the script appends lands at the end of <head> and <body>, where React tolerates extra nodes.
 * docs/decisions/0088-hydrate-on-intent.md.
 */

const MODULEPRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /<script type="module"( async="")?>/;

/**
 * Inline, so its text is fixed and its CSP hash is the same on every page. It notes when the page was shown
 * (`window.__shownAt`), for code that counts from the visit (the home page's greeter).
 */
export const HYDRATE_ON_INTENT = `(()=>{window.__shownAt=Date.now();const k=["pointerdown","pointermove","touchstart","keydown","wheel","scroll","focusin"],o={capture:!0,passive:!0},d=document,go=()=>{k.forEach(t=>removeEventListener(t,go,o));d.querySelectorAll('link[rel="x-modulepreload"]').forEach(l=>{const n=d.createElement("link");n.rel="modulepreload";n.href=l.getAttribute("href");d.head.append(n)});const s=d.querySelector('script[type="x-module"]');if(!s)return;const n=d.createElement("script");n.type="module";n.textContent=s.textContent;d.body.append(n)};k.forEach(t=>addEventListener(t,go,o))})()`;

/** The document with its code held back until intent; a document without Remix's scripts is left as it is. */
export function hydrateOnIntent(html: string): string {
  if (!MODULE_SCRIPT.test(html)) return html;
  return html
    .replace(MODULEPRELOAD, '<link rel="x-modulepreload"')
    .replace(MODULE_SCRIPT, `<script>${HYDRATE_ON_INTENT}</script><script type="x-module">`);
}
