/**
 * The site in Spanish under /es (docs/decisions/0160-spanish-under-es.md), over HTTP against the production
 * build: every English public page has its Spanish twin answering 200 in `<html lang="es">`, each carries its
 * own canonical and hreflang alternates (en, es, x-default) pointing at both twins, and a translated Spanish page
 * shows no sentence of any English catalogue.
 */
import { describe, expect, it } from "vitest";
import { businessText } from "~/content/business-text";
import { publicPaths } from "~/content/sitemap";
import { localePath, type Lang } from "~/content/languages";
import { useSite } from "../support/site";
import { englishSentences as englishSentencesOf, normalise } from "../support/catalogue-text";
import { catalogues } from "../support/catalogues";

/** Every English public page: the sitemap's, and the form and assistant pages it leaves out. */
const englishPaths = [...new Set([...publicPaths, "/contact", "/emergency", "/estimate", "/book", "/chat"])];

/** Every Spanish page is checked for English catalogue sentences: the English pages' twins and a few more states. */
const translatedPaths = [...englishPaths, "/services/ev-chargers", "/gallery?item=builtin-1", "/newsletter", "/contact?type=emergency", "/no-such-page"];

// ---------- The catalogues' English sentences ----------

const englishSentences = englishSentencesOf(catalogues);

// ---------- Reading a page ----------

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#x27": "'", "#39": "'" };
const decode = (text: string) => text.replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity);

/**
 * The text a visitor reads in the body, one line per run of text (a sentence is never matched across two
 * elements): no scripts, styles or JSON, and nothing inside an element marked lang="en".
 */
function visibleText(html: string): string {
  const body = html
    .slice(Math.max(0, html.indexOf("<body")))
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, "");
  const parts: string[] = [];
  let skipping = 0;
  for (const [, closing, name, attributes, text] of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g)) {
    if (text !== undefined) {
      if (!skipping) parts.push(decode(text));
      continue;
    }
    const tag = name!.toLowerCase();
    if (VOID.has(tag) || attributes!.endsWith("/")) continue;
    if (closing) {
      if (skipping) skipping--;
    } else if (skipping) {
      skipping++;
    } else if (/\blang="en"/i.test(attributes!)) {
      skipping = 1;
    }
    parts.push("\n");
  }
  return parts
    .join("")
    .split("\n")
    .map(normalise)
    .filter(Boolean)
    .join("\n");
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

/** The page's canonical URL and its hreflang alternates. */
function links(html: string) {
  const tags = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]);
  const canonical = tags.filter((t) => attribute(t, "rel") === "canonical").map((t) => attribute(t, "href"));
  const alternates = Object.fromEntries(
    tags.filter((t) => attribute(t, "rel") === "alternate" && attribute(t, "hreflang")).map((t) => [attribute(t, "hreflang"), attribute(t, "href")]),
  );
  return { canonical, alternates };
}

describe("the site in Spanish under /es", () => {
  const site = useSite();
  const page = async (path: string) => {
    const response = await fetch(new URL(path, site.url), { redirect: "manual" });
    return { status: response.status, html: await response.text() };
  };
  const url = (lang: Lang, path: string) => new URL(localePath(lang, path), site.url).href;

  it("reads the English sentences of the catalogues (and leaves names shared by both out)", () => {
    expect(englishSentences).toContain("Skip to content");
    expect(englishSentences).toContain("Oops! Page not found");
    expect(englishSentences).toContain("Electrician in"); // the text around a function's argument
    expect(englishSentences).not.toContain("Tesla Wall Connector");
    // The business's default hours and area, which the contact page shows in the page's language.
    expect(englishSentences).toEqual(expect.arrayContaining([businessText.en.holidays, businessText.en.serviceArea]));
    expect(visibleText('<body><p>Hola</p><blockquote lang="en"><p>Great <b>work</b></p></blockquote><script>x="Skip"</script><p>Adiós</p></body>')).toBe(
      "Hola\nAdiós",
    );
  });

  it("answers every English public page's Spanish twin in Spanish, each with its canonical and both hreflang alternates", async () => {
    const problems: string[] = [];
    for (const path of englishPaths) {
      for (const lang of ["en", "es"] as const) {
        const own = localePath(lang, path);
        const { status, html } = await page(own);
        if (status !== 200) problems.push(`${own}: ${status}`);
        if (!html.includes(`<html lang="${lang}"`)) problems.push(`${own}: not <html lang="${lang}">`);
        const { canonical, alternates } = links(html);
        if (canonical.join() !== url(lang, path)) problems.push(`${own}: canonical ${canonical.join()}`);
        const expected = { en: url("en", path), es: url("es", path), "x-default": url("en", path) };
        if (JSON.stringify(alternates) !== JSON.stringify(expected)) problems.push(`${own}: alternates ${JSON.stringify(alternates)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("shows no sentence of the English catalogues on a translated Spanish page", async () => {
    expect(englishSentences.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const path of translatedPaths) {
      const spanish = localePath("es", path);
      const { html } = await page(spanish);
      expect(html, spanish).toContain('<html lang="es"');
      const text = visibleText(html);
      for (const sentence of englishSentences) {
        if (text.includes(sentence)) found.push(`${spanish}: "${sentence}"`);
      }
    }
    expect(found).toEqual([]);
  }, 120_000);

  it("shows the Spanish words, the reviews in the office's Spanish with the customers' English one tap away, and a Spanish 404", async () => {
    const home = (await page("/es")).html;
    expect(home).toContain("Electricistas propiedad de un veterano en VA, DC y MD");
    expect(home).toContain("Saltar al contenido");
    expect(home).toContain(">Traducido del inglés</p>");
    expect(home).toMatch(/<details[^>]*><summary[^>]*>Ver el original<\/summary><p lang="en">/);
    expect(home).not.toMatch(/<blockquote[^>]*lang="en"/);
    expect((await page("/")).html).not.toContain(">See the original</summary>");
    const missing = await page("/es/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<html lang="es"');
    expect(missing.html).toContain("¡Uy! No encontramos esta página");
  });

  it("links each page to its twin in the other language, named in that language, keeping the query string", async () => {
    // [the <a> tag, the name it is read by]: the header shows the language's code and has its name read (decision 0160).
    const switchLinks = (html: string) =>
      [...html.matchAll(/(<a\b[^>]*data-testid="language-switch"[^>]*>)(.*?)<\/a>/g)].map(
        ([, tag, inner]) => [tag!, inner!.replace(/<span aria-hidden="true">[^<]*<\/span>/g, "").replace(/<[^>]+>/g, "")] as const,
      );
    const spanish = switchLinks((await page("/es/gallery?category=lighting")).html);
    expect(spanish.length).toBe(2); // header and mobile menu
    for (const [tag, label] of spanish) {
      expect(attribute(tag, "href")).toBe("/gallery?category=lighting");
      expect(attribute(tag, "hreflang")).toBe("en");
      expect(attribute(tag, "lang")).toBe("en");
      expect(label).toBe("English");
    }
    const english = switchLinks((await page("/about")).html);
    expect(english.length).toBe(2);
    for (const [tag, label] of english) {
      expect(attribute(tag, "href")).toBe("/es/about");
      expect(attribute(tag, "hreflang")).toBe("es");
      expect(label).toBe("Español");
    }
    expect(attribute(switchLinks((await page("/es")).html)[0]![0], "href")).toBe("/");
  });

  it("names the page's language in the home page's structured data, in Spanish on the Spanish home", async () => {
    const blocks = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const es = blocks((await page("/es")).html);
    const faq = es.find((b) => b["@type"] === "FAQPage")!;
    expect(faq.inLanguage).toBe("es-US");
    expect(JSON.stringify(faq)).toContain("¿Cuánto cuesta cambiar el panel eléctrico?");
    expect(es.find((b) => b["@type"] === "Service")!.name).toBe("Servicios eléctricos residenciales y comerciales");
    expect(es.find((b) => b["@type"] === "Electrician")!.knowsLanguage).toEqual(["en-US", "es-US"]);
    expect(blocks((await page("/")).html).find((b) => b["@type"] === "FAQPage")!.inLanguage).toBe("en-US");
  });
});
