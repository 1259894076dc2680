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
 * Preloads started in one task. Each started preload costs the phone 2–3 ms of its main thread (the probe's 4×
 * slower CPU): the home's 22 in one go were a task of 40–70 ms, on top of the scroll that woke the code. Four at a
 * time, each batch a task of its own, then each inline script and the module script, a task each: the network is
 * no slower (six connections, and the first batch holds the framework's file), the page answers between them.
 * A message to itself ends each task, as React's scheduler does: not a timer, which a test's held clock (and a
 * background tab's throttling) would stop.
 */
const PRELOADS_PER_TASK = 4;

/**
 * Inline, so its text is fixed and its CSP hash is the same on every page. It notes when the page was shown
 * (`window.__shownAt`), for code that counts from the visit (the home page's greeter).
 */
const HYDRATE_ON_INTENT = `(()=>{window.__shownAt=Date.now();const k=["pointerdown","pointermove","touchstart","keydown","wheel","scroll","focusin"],o={capture:!0,passive:!0},d=document,q=s=>[...d.querySelectorAll(s)],run=(s,type)=>{const n=d.createElement("script");if(type)n.type=type;n.textContent=s.textContent;d.body.append(n)},go=()=>{k.forEach(t=>removeEventListener(t,go,o));const l=q('link[rel="x-modulepreload"]'),steps=[];for(let i=0;i<l.length;i+=${PRELOADS_PER_TASK})steps.push(()=>l.slice(i,i+${PRELOADS_PER_TASK}).forEach(x=>{const n=d.createElement("link");n.rel="modulepreload";n.href=x.getAttribute("href");d.head.append(n)}));q('script[type="x-script"]').forEach(s=>steps.push(()=>run(s)));steps.push(()=>q('script[type="x-module"]').forEach(s=>run(s,"module")));const c=new MessageChannel(),next=()=>{steps.shift()();if(steps.length)c.port2.postMessage(0)};c.port1.onmessage=next;next()};k.forEach(t=>addEventListener(t,go,o))})()`;

/** The document with its code held back until intent; a document without Remix's scripts is left as it is. */
export function hydrateOnIntent(html: string): string {
  if (!MODULE_SCRIPT.test(html)) return html;
  return html
    .replace(MODULEPRELOAD, '<link rel="x-modulepreload"')
    .replace(INLINE_SCRIPT, '<script type="x-script">')
    .replace(MODULE_SCRIPT, `<script>${HYDRATE_ON_INTENT}</script><script type="x-module">`);
}
