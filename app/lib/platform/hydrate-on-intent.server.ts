/**
 * A public page is whole without JavaScript (every link, form and dialog has a plain-HTML way), so a shared
 * page loads its code when the visitor first shows intent — a touch, a pointer move, a key, a scroll, a
 * focus — not before: until then the phone fetches and runs no script but this one. Remix's module script,
 * its modulepreload links and its inline scripts (the scroll restoration and the hydration data, which only
 * the code needs) are sent inert (`x-module`, `x-modulepreload`, `x-script`) and brought to life by
 * HYDRATE_ON_INTENT, in the order they were: the inline scripts, then the code. Until then the browser's own
 * scroll restoration does that job; holding the scroll script back takes its session-storage read and
 * history write (4–9 ms of a desktop CPU in the traces, four times that on the simulated phone) out of the
 * task that parses the page. React hydrates them unchanged: an attribute that differs is not a mismatch, and what
 * the script appends lands at the end of <head> and <body>, where React tolerates extra nodes.
 * docs/decisions/0088-hydrate-on-intent.md.
 */

const MODULEPRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /<script type="module"( async="")?>/;
/** An inline classic script without attributes: Remix's own (a nonce-bearing page is personal and left live). */
const INLINE_SCRIPT = /<script>/g;

/**
 * Inline, so its text is fixed and its CSP hash is the same on every page. It notes when the page was shown
 * (`window.__shownAt`), for code that counts from the visit (the home page's greeter). At intent it starts each
 * preload, then each inline script, then the module script, each in a task of its own: a started preload costs
 * the phone 2–3 ms of its main thread (the probe's 4× slower CPU), and the home's 22 in one go were a task of
 * 40–70 ms on top of the scroll that woke the code; the network is no slower (six connections). A message to
 * itself ends each task, as React's scheduler does: not a timer, which a test's held clock (and a background
 * tab's throttling) would stop.
 */
const HYDRATE_ON_INTENT = `(()=>{window.__shownAt=Date.now();const k=["pointerdown","pointermove","touchstart","keydown","wheel","scroll","focusin"],o={capture:!0,passive:!0},d=document,c=new MessageChannel,w=[],go=()=>{k.forEach(t=>removeEventListener(t,go,o));w.push(...d.querySelectorAll('link[rel="x-modulepreload"]'),...d.querySelectorAll('script[type^="x-"]'));c.port1.onmessage()};c.port1.onmessage=()=>{const x=w.shift(),n=d.createElement(x.localName);if(x.href){n.rel="modulepreload";n.href=x.href;d.head.append(n)}else{if(x.type=="x-module")n.type="module";n.text=x.text;d.body.append(n)}w[0]&&c.port2.postMessage(0)};k.forEach(t=>addEventListener(t,go,o))})()`;

/** The document with its code held back until intent; a document without Remix's scripts is left as it is. */
export function hydrateOnIntent(html: string): string {
  if (!MODULE_SCRIPT.test(html)) return html;
  return html
    .replace(MODULEPRELOAD, '<link rel="x-modulepreload"')
    .replace(INLINE_SCRIPT, '<script type="x-script">')
    .replace(MODULE_SCRIPT, `<script>${HYDRATE_ON_INTENT}</script><script type="x-module">`);
}
