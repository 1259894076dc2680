import { withTestLanguages } from "~/content/catalogue";
import type { ServiceBlock } from "~/forms/site-content";
import type { ServiceWords } from "../assistant/assistant-knowledge.server";
import { log } from "../platform/log.server";
import { serviceBlockKey } from "./blocks.server";
import { siteWords } from "./content-store.server";
import { factsOf } from "./site-facts.server";

/**
 * The services' published words for the assistants, so an answer quotes the office's prices and FAQs
 * (docs/content.md). Undefined when they cannot be read: the chat, which also takes emergency call-backs, then
 * answers from the site's default words rather than not at all.
 */
export async function assistantServiceWords(request: Request): Promise<ServiceWords | undefined> {
  try {
    const { words } = await siteWords(request);
    return { source: words, of: (slug) => withTestLanguages(words.get(serviceBlockKey(slug)) as ServiceBlock), facts: factsOf(words) };
  } catch (error) {
    log.warn("the published words could not be read: the assistant answers from the defaults", { error: String(error) });
    return undefined;
  }
}
