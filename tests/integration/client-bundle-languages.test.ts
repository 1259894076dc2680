/**
 * What the browser can load speaks one language at a time (decision 0210): a page's words come from its loader,
 * and a part's that loads on first use from /words/:part, so no JavaScript file of the production build carries
 * the Spanish half of a catalogue. Lint refuses a component that imports a catalogue by name; this check also
 * catches a catalogue that rides along with another import (a module whose top level reads its catalogue, so
 * the bundler cannot drop it), whatever imports it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogues } from "../support/catalogues";
import { isSentence, normalise, strings } from "../support/catalogue-text";

const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");

const scripts = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? scripts(path.join(dir, entry.name)) : entry.name.endsWith(".js") ? [path.join(dir, entry.name)] : [],
  );

/** A string as the minifier writes it in a literal: characters past ASCII escaped ("Actualizaci\xF3n"). */
const asMinified = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).toUpperCase().padStart(2, "0")}` : `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
  });

/** Spanish phrases of the catalogues, each at least three words long and not also English text. */
function spanishPhrases(): string[] {
  const english = new Set(catalogues.flatMap((c) => strings(c.text.en)).map(normalise));
  const phrases = catalogues.flatMap((c) => strings(c.text.es)).map(normalise);
  return [...new Set(phrases)].filter((text) => isSentence(text) && text.split(" ").length >= 3 && !english.has(text));
}

describe("the client build", () => {
  it("carries no catalogue's Spanish text in any of its JavaScript files", () => {
    const files = scripts(clientDir);
    expect(files.length, `no client build in ${clientDir}: run npm run build`).toBeGreaterThan(20);
    const phrases = spanishPhrases().map(asMinified);
    expect(phrases.length).toBeGreaterThan(500);
    const found = files.flatMap((file) => {
      const code = readFileSync(file, "utf8");
      const hits = phrases.filter((phrase) => code.includes(phrase));
      return hits.length ? [`${path.relative(clientDir, file)}: ${hits.length} phrases, e.g. "${hits[0]}"`] : [];
    });
    expect(found).toEqual([]);
  });
});
