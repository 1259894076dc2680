import { withTestLanguages } from "~/content/catalogue";
import type { ServiceBlock } from "~/forms/site-content";
import type { ServiceWords } from "../assistant/assistant-knowledge.server";
import { log } from "../platform/log.server";
import { serviceBlockKey } from "./blocks.server";
import { publishedWords, siteWords } from "./content-store.server";
import { factsOf } from "./site-facts.server";

/** The services' words and facts of a set of blocks' words, the same object until they change (the knowledge is kept by it). */
function serviceWordsOf(words: ReadonlyMap<string, unknown>): ServiceWords {
  return { source: words, of: (slug) => withTestLanguages(words.get(serviceBlockKey(slug)) as ServiceBlock), facts: factsOf(words) };
}

/** Undefined, logged, when the words cannot be read: the assistants then answer from the site's default words rather than not at all. */
function orDefaults(error: unknown): undefined {
  log.warn("the published words could not be read: the assistant answers from the defaults", { error: String(error) });
  return undefined;
}

/**
 * The services' published words for the assistants, so an answer quotes the office's prices and FAQs
 * (docs/content.md): a page's (siteWords: an admin's preview too) for the chat, which also takes emergency
 * call-backs, and so answers even when they cannot be read.
 */
export async function assistantServiceWords(request: Request): Promise<ServiceWords | undefined> {
  return siteWords(request).then(({ words }) => serviceWordsOf(words), orDefaults);
}

/** The services' published words for what answers without a page: the voice assistant's instructions, read when each session opens. */
export async function publishedServiceWords(): Promise<ServiceWords | undefined> {
  return publishedWords().then(serviceWordsOf, orDefaults);
}
