/**
 * What the layout check (tests/e2e/layout.spec.ts) looks for on a page as it is laid out now, run inside the
 * page in one go: it returns one line per problem ("<element>: <reason>"), or none.
 *
 * It is a single self-contained function because Playwright sends it to the page as source text: nothing from
 * outside its body can be used in it.
 */
export type LayoutOptions = {
  /** Only controls inside this element are checked (an open dialog, the open phone menu); the page otherwise. */
  scope?: string;
  /** Elements that sit over the page on purpose (an open dialog): a control under them is not "covered". */
  overlays: string[];
  /** The phone menu is open: its current page's item must be there and readable. */
  currentInMenu?: string;
  /** Every word of the site's own text whole on one line (a public page; the office's pages show what people typed). */
  wholeWords?: boolean;
};

export function layoutProblems(options: LayoutOptions): string[] {
  const problems: string[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const CONTROL = "a[href], button, summary, select, textarea, input:not([type=hidden]), [role=button], [role=link]";
  const scope = options.scope ? document.querySelector(options.scope) : document.body;
  if (!scope) return [`${options.scope} is not on the page`];
  const overlays = options.overlays.flatMap((selector) => Array.from(document.querySelectorAll(selector)));

  const describe = (el: Element) => {
    const tag = el.tagName.toLowerCase();
    const own =
      el.getAttribute("aria-label") ??
      ((el as HTMLElement).innerText || (el as HTMLInputElement).placeholder || el.getAttribute("name") || el.getAttribute("title") || "");
    const text = own.replace(/\s+/g, " ").trim().slice(0, 50);
    const where = el.parentElement?.closest("[data-testid]")?.getAttribute("data-testid");
    return `<${tag}>${text ? ` "${text}"` : ""}${where ? ` in [${where}]` : ""}`;
  };
  const px = (n: number) => `${Math.round(n)} px`;

  /** Seen at all: rendered, not transparent or hidden, and not shrunk to a pixel to be read only (sr-only). */
  const shown = (el: Element) => {
    if (el.getClientRects().length === 0) return false;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };

  type Box = { left: number; top: number; right: number; bottom: number };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const empty = (b: Box) => b.right - b.left < 1 || b.bottom - b.top < 1;
  /** The part of the element its clipping ancestors let show, and whether a scroll box (not a hard clip) cut it. */
  const clipped = (el: Element) => {
    let box: Box = el.getBoundingClientRect();
    let byScroller: Element | null = null;
    let byClip: Element | null = null;
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(el).position === "fixed") break;
      const style = getComputedStyle(node);
      const clipsX = style.overflowX !== "visible";
      const clipsY = style.overflowY !== "visible";
      if (clipsX || clipsY) {
        const r = node.getBoundingClientRect();
        const next = intersect(box, {
          left: clipsX ? r.left : -Infinity,
          right: clipsX ? r.right : Infinity,
          top: clipsY ? r.top : -Infinity,
          bottom: clipsY ? r.bottom : Infinity,
        });
        const cut = next.left > box.left + 1 || next.right < box.right - 1 || next.top > box.top + 1 || next.bottom < box.bottom - 1;
        if (cut) {
          const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY) && (node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight);
          if (scrolls) byScroller ??= node;
          else byClip ??= node;
        }
        box = next;
      }
      if (style.position === "fixed") break;
    }
    return { box, byScroller, byClip };
  };

  // 1. The page never scrolls sideways; the outermost elements that stick out are named.
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > viewportWidth) {
    const culprits = Array.from(document.body.querySelectorAll("*")).filter((el) => {
      if (!shown(el) || el.getBoundingClientRect().right <= viewportWidth + 0.5) return false;
      const { box } = clipped(el);
      if (empty(box) || box.right <= viewportWidth + 0.5) return false;
      const parent = el.parentElement;
      return !parent || parent === document.body || parent.getBoundingClientRect().right <= viewportWidth + 0.5;
    });
    const named = culprits.slice(0, 4).map((el) => `${describe(el)} (right edge at ${px(el.getBoundingClientRect().right)})`);
    problems.push(`page: scrolls sideways, ${px(pageWidth)} wide in a ${px(viewportWidth)} window${named.length ? `: ${named.join(", ")}` : ""}`);
  }

  const inScope = (el: Element) => scope.contains(el);
  const inOverlay = (el: Element) => overlays.some((o) => o.contains(el));
  const controls = Array.from(document.querySelectorAll(CONTROL)).filter((el) => inScope(el) && shown(el));
  const headings = Array.from(scope.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")).filter(shown);

  // 2. No control or heading has its text cut off.
  const measure = document.createElement("canvas").getContext("2d")!;
  const textWidth = (el: Element, text: string) => {
    const s = getComputedStyle(el);
    measure.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    return measure.measureText(text).width;
  };
  /** The union of the boxes of the element's visible text. */
  const textBox = (el: Element): Box | null => {
    let box: Box | null = null;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      range.selectNodeContents(node);
      for (const r of Array.from(range.getClientRects())) {
        if (r.width < 1) continue;
        box = box ? { left: Math.min(box.left, r.left), top: Math.min(box.top, r.top), right: Math.max(box.right, r.right), bottom: Math.max(box.bottom, r.bottom) } : r;
      }
    }
    return box;
  };
  for (const el of [...controls, ...headings]) {
    if (el.closest("[data-layout-ignore]")) continue;
    const tag = el.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") {
      const input = el as HTMLInputElement;
      if (!/^(text|email|tel|search|url|number|password|)$/.test(input.type) && tag === "INPUT") continue;
      const text = tag === "SELECT" ? ((el as HTMLSelectElement).selectedOptions[0]?.text ?? "") : input.value || input.placeholder;
      if (!text || tag === "TEXTAREA") continue;
      const s = getComputedStyle(el);
      // A list box draws its arrow inside its padding or, natively, beside the text: about 20 px.
      const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - (tag === "SELECT" ? 20 : 0);
      const needs = textWidth(el, text);
      if (needs > room + 1) problems.push(`${describe(el)}: its text "${text}" is cut off (needs ${px(needs)}, has ${px(room)})`);
      continue;
    }
    const box = el.getBoundingClientRect();
    const inner = [el, ...Array.from(el.querySelectorAll("*"))].find((node) => {
      if (!shown(node)) return false;
      const s = getComputedStyle(node);
      if (s.overflowX === "visible" && s.overflowY === "visible" && s.textOverflow !== "ellipsis") return false;
      return node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1;
    });
    if (inner) {
      problems.push(`${describe(el)}: its text is cut off (${px(inner.scrollWidth)}×${px(inner.scrollHeight)} of text in a ${px(inner.clientWidth)}×${px(inner.clientHeight)} box)`);
      continue;
    }
    const text = textBox(el);
    // A line's glyph box is taller than a tight line-height: only a spill of a good part of a line counts.
    const slack = parseFloat(getComputedStyle(el).fontSize) * 0.4;
    if (text && (text.right > box.right + 1 || text.left < box.left - 1 || text.bottom > box.bottom + slack || text.top < box.top - slack)) {
      problems.push(`${describe(el)}: its text spills out of its ${px(box.width)}×${px(box.height)} box`);
      continue;
    }
    const { box: seen, byClip } = clipped(el);
    if (byClip && !empty(seen) && (seen.right < box.right - 1 || seen.left > box.left + 1)) {
      problems.push(`${describe(el)}: is cut off by ${describe(byClip)} (${px(seen.right - seen.left)} of ${px(box.width)} show)`);
    }
  }

  const fixedOrSticky = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      if (/fixed|sticky/.test(getComputedStyle(node).position)) return true;
    }
    return false;
  };

  // 3. Every target is at least 24×24 (WCAG 2.5.8), but for links inside a sentence and small targets with room
  // around them (a 24 px circle on their centre meets no other target).
  const targets = controls.filter((el) => !el.closest("[data-layout-ignore]"));
  const allTargets = Array.from(document.querySelectorAll(CONTROL)).filter(shown);
  const inSentence = (el: Element) => {
    if (getComputedStyle(el).display !== "inline") return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
    const own = (el as HTMLElement).innerText.trim().length;
    return Boolean(block && (block as HTMLElement).innerText.trim().length > own);
  };
  const centreOf = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
  const distanceTo = (p: { x: number; y: number }, b: Box) =>
    Math.hypot(Math.max(b.left - p.x, 0, p.x - b.right), Math.max(b.top - p.y, 0, p.y - b.bottom));
  const small = (el: Element) => {
    const b = el.getBoundingClientRect();
    return b.width < 23.5 || b.height < 23.5;
  };
  for (const el of targets) {
    const box = el.getBoundingClientRect();
    if (!small(el) || inSentence(el)) continue;
    const centre = centreOf(box);
    const fixed = fixedOrSticky(el);
    const neighbour = allTargets.find((other) => {
      // A fixed bar and the page under it meet only at some scroll positions: compared within the same layer.
      if (other === el || other.contains(el) || el.contains(other) || fixedOrSticky(other) !== fixed) return false;
      const b = other.getBoundingClientRect();
      return small(other) ? Math.hypot(centreOf(b).x - centre.x, centreOf(b).y - centre.y) < 24 : distanceTo(centre, b) < 12;
    });
    if (neighbour) problems.push(`${describe(el)}: target is ${px(box.width)}×${px(box.height)}, under 24×24, and too close to ${describe(neighbour)}`);
  }

  // 4. No visible control is covered at its centre, and 5. a button stands out 3:1 from what surrounds it.
  type Rgba = [number, number, number, number];
  const parse = (colour: string): Rgba | null => {
    const m = colour.match(/rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const hex = (c: Rgba) => `#${c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
  const isControl = (el: Element) => el.matches(CONTROL);
  /** The colour painted at a point under everything but `skip` and other controls; null over a picture or gradient. */
  const backgroundAt = (x: number, y: number, skip: Element | null): Rgba | null => {
    const layers: Rgba[] = [];
    for (const node of document.elementsFromPoint(x, y)) {
      if (skip && (skip.contains(node) || (isControl(node) && !node.contains(skip)))) continue;
      const s = getComputedStyle(node);
      // An inline box paints only its line boxes (an inline link around a block paints slivers).
      if (s.display === "inline" && !Array.from(node.getClientRects()).some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom)) continue;
      if (s.backgroundImage !== "none") return null;
      const colour = parse(s.backgroundColor);
      if (!colour || colour[3] === 0) continue;
      layers.push(colour);
      if (colour[3] === 1) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const buttonLike = (el: Element) => el.matches("button, summary, input[type=submit], input[type=button], [role=button], a[class*='btn']");

  const pageTop = (el: Element) => el.getBoundingClientRect().top + window.scrollY;
  const ordered = [...targets].sort((a, b) => pageTop(a) - pageTop(b));
  const scrolledFrom = window.scrollY;
  for (const el of ordered) {
    // The centre of its largest line box (a link over two lines has a gap at its box's centre).
    const pick = () => Array.from(el.getClientRects()).sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
    let rect = pick();
    if (!fixedOrSticky(el) && (rect.top < viewportHeight * 0.2 || rect.bottom > viewportHeight * 0.8)) {
      window.scrollTo({ top: pageTop(el) - viewportHeight / 2, behavior: "instant" });
      rect = pick();
    }
    const { box: seen, byScroller } = clipped(el);
    if (empty(seen) || byScroller) continue;
    const x = (Math.max(rect.left, seen.left) + Math.min(rect.right, seen.right)) / 2;
    const y = (Math.max(rect.top, seen.top) + Math.min(rect.bottom, seen.bottom)) / 2;
    if (x < 0 || x >= viewportWidth || y < 0 || y >= viewportHeight) continue;
    const hit = document.elementFromPoint(x, y);
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    if (hit && hit !== el && !el.contains(hit) && !(label && label.contains(hit)) && !(inOverlay(hit) && !inOverlay(el))) {
      problems.push(`${describe(el)}: covered at its centre by ${describe(hit)}`);
    }

    if (!buttonLike(el)) continue;
    const s = getComputedStyle(el);
    const fill = parse(s.backgroundColor);
    if (s.backgroundImage !== "none" || !fill) continue;
    const b = el.getBoundingClientRect();
    const outside = [
      [b.left - 3, (b.top + b.bottom) / 2],
      [b.right + 3, (b.top + b.bottom) / 2],
      [(b.left + b.right) / 2, b.top - 3],
      [(b.left + b.right) / 2, b.bottom + 3],
    ].filter(([px, py]) => px! >= 0 && px! < viewportWidth && py! >= 0 && py! < viewportHeight);
    for (const [px, py] of outside) {
      const around = backgroundAt(px!, py!, el);
      if (!around) continue;
      const own = over(fill, around);
      const fillContrast = contrast(own, around);
      if (fillContrast < 1.1) break; // no fill: a text button, whose text is the contrast checker's business
      const border = parse(s.borderTopColor);
      const borderContrast = parseFloat(s.borderTopWidth) >= 1 && border ? contrast(over(border, around), around) : 0;
      if (fillContrast < 3 && borderContrast < 3) {
        problems.push(`${describe(el)}: button ${hex(own)} on ${hex(around)} is ${fillContrast.toFixed(1)}:1, under 3:1 (WCAG 1.4.11)`);
      }
      break;
    }
  }
  window.scrollTo({ top: scrolledFrom, behavior: "instant" });

  // 6. The current page is readable in the open phone menu.
  if (options.currentInMenu) {
    const current = scope.querySelector('a[aria-current="page"]');
    if (!current || !shown(current)) problems.push(`phone menu: no current page item (${options.currentInMenu})`);
    else {
      const walker = document.createTreeWalker(current, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        const colour = parse(getComputedStyle(node.parentElement).color);
        const behind = backgroundAt((r.left + r.right) / 2, (r.top + r.bottom) / 2, null);
        if (!colour || !behind) continue;
        const ratio = contrast(over(colour, behind), behind);
        if (ratio < 4.5) problems.push(`${describe(current)}: the current page's item is ${hex(colour)} text on ${hex(behind)}, ${ratio.toFixed(1)}:1`);
      }
    }
  }
  // 7. No word broken across lines, and no phone number or "EE. UU." split: each word's text has one line box.
  // A break after a hyphen or slash in a compound is the language's own; a number's is not.
  if (options.wholeWords) {
    const UNBROKEN = /\(\d{3}\)[\s\u00a0]\d{3}-\d{4}|EE\.[\s\u00a0]UU\.|[^\s\u00a0\-\u2010\u2013\u2014/]+/g;
    const broken = new Set<string>();
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!node.data.trim() || !parent || parent.closest("script, style, noscript, textarea, [aria-hidden=true]") || !shown(parent)) continue;
      for (const match of node.data.matchAll(UNBROKEN)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0.5).map((r) => Math.round(r.bottom)));
        if (lines.size > 1) broken.add(`${describe(parent)}: "${match[0]}" is broken across ${lines.size} lines`);
      }
    }
    problems.push(...broken);
  }
  return problems;
}
