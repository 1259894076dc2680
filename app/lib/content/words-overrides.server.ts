import { AsyncLocalStorage } from "node:async_hooks";
import { type Catalogue, readCataloguesWith } from "~/content/catalogue";
import { testLanguages, makeTestText } from "~/content/test-languages";
import type { Words as LanguageWords } from "~/forms/site-content";
import { singleton } from "../platform/singleton.server";
import { treeBlockKey } from "./blocks.server";
import { lastPublishedWords, siteWords } from "./content-store.server";
import { catalogueKey, catalogueNameOf, leavesOf, overlay, treeParts, writtenHalves } from "./words-tree.server";

/**
 * The office's edits of the words tree, laid over the catalogues by key path wherever the server reads one: a
 * page's loader, its render, /words/:part, a mail, the assistant (docs/content.md, "Every word"). Each request runs
 * with the words it is served (published, or an admin's preview); work outside a request (an outbox) reads the
 * last published words this instance loaded.
 */

/** Each catalogue's edited words by language: key path in the catalogue → the office's words. */
type Edits = ReadonlyMap<string, { en: ReadonlyMap<string, string>; es: ReadonlyMap<string, string>; args: ReadonlyMap<string, number> }>;
type BlockWords = ReadonlyMap<string, unknown>;

const state = singleton("words-overrides", () => ({ request: new AsyncLocalStorage<Edits>(), edits: new WeakMap<BlockWords, Edits>() }));

/** The edits a set of blocks' words holds: the keys whose English or Spanish differs from the written words. */
function editsOf(words: BlockWords): Edits {
  let edits = state.edits.get(words);
  if (!edits) {
    const found = new Map<string, { en: Map<string, string>; es: Map<string, string>; args: Map<string, number> }>();
    for (const tree of treeParts) {
      const data = words.get(treeBlockKey(tree.name)) as Record<string, LanguageWords> | undefined;
      if (!data) continue;
      const name = catalogueNameOf(tree.catalogue)!;
      const changed = found.get(name) ?? { en: new Map<string, string>(), es: new Map<string, string>(), args: new Map<string, number>() };
      for (const leaf of leavesOf(tree)) {
        const typed = data[leaf.key];
        if (!typed) continue;
        const key = catalogueKey(tree, leaf.key);
        if (typed.en !== leaf.en) changed.en.set(key, typed.en);
        if (typed.es !== leaf.es) changed.es.set(key, typed.es);
        changed.args.set(key, leaf.args);
      }
      if (changed.en.size || changed.es.size) found.set(name, changed);
    }
    edits = found;
    state.edits.set(words, edits);
  }
  return edits;
}

const halvesKept = new WeakMap<Edits, Map<string, { catalogue: object; half: unknown }>>();

/** The last published words' edits, for work outside a request; none before the first load. */
function publishedEdits(): Edits | undefined {
  const published = lastPublishedWords();
  return published ? editsOf(published) : undefined;
}

/** catalogue.ts's reader: a catalogue's half with the edits of the words being served laid over it. */
function readHalf(catalogue: object, lang: string, half: unknown): unknown {
  const edits = state.request.getStore() ?? publishedEdits();
  const name = catalogueNameOf(catalogue);
  const changed = name === undefined ? undefined : edits?.get(name);
  if (!edits || !changed) return half;
  let kept = halvesKept.get(edits);
  if (!kept) halvesKept.set(edits, (kept = new Map()));
  // Per bundle too: the server entry and the Remix build each have their own copy of a catalogue.
  if (!kept.has(`${name}:${lang}`) || kept.get(`${name}:${lang}`)?.catalogue !== catalogue) {
    kept.set(`${name}:${lang}`, { catalogue, half: edited(catalogue as Catalogue<unknown>, lang, half, changed) });
  }
  return kept.get(`${name}:${lang}`)!.half;
}

function edited(catalogue: Catalogue<unknown>, lang: string, half: unknown, changed: NonNullable<ReturnType<Edits["get"]>>): unknown {
  if (lang === "en" || lang === "es") return overlay(half, changed[lang], changed.args);
  // A test build's language is made from its source language's words, the office's included.
  const test = testLanguages.find((entry) => entry.lang === lang);
  const written = writtenHalves(catalogue);
  if (!test || !makeTestText) return half;
  return makeTestText(overlay(written[test.from === "es" ? "es" : "en"], changed[test.from === "es" ? "es" : "en"], changed.args), overlay(written.en, changed.en, changed.args));
}

readCataloguesWith(readHalf);

/** Runs a request's answer (its loaders, render and streaming) with the words it is served. */
export async function withRequestWords<T>(request: Request, answer: () => Promise<T>): Promise<T> {
  const words = await siteWords(request).then(
    (site) => site.words,
    () => lastPublishedWords(),
  );
  return words ? state.request.run(editsOf(words), answer) : answer();
}
