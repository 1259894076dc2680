import type { Db } from "~db/client";
import { CONTENT_MESSAGES as m } from "~/forms/admin-messages";
import type { Words } from "~/forms/site-content";
import { latestVersionOf } from "~/models/site-content.server";
import { AssistantError, chatCompletion } from "../assistant/assistant-openai.server";
import { getConfig } from "../platform/config.server";
import { getDb } from "../platform/db.server";
import { log } from "../platform/log.server";
import { findContentBlock, storedWords, wordsForSpanish } from "./blocks.server";
import { fieldsOf, spanishNeedingUpdate } from "./content-diff";

/**
 * "Suggest Spanish" (docs/content.md): when a language model is configured, the Spanish of the fields that wait for
 * it is asked of the model and put in the form for a person to check. Nothing is saved or published here: the
 * admin reads the suggestions and saves them, or not.
 */

/** Whether the editor shows the button: a model is configured (the same one as the chat's, OPENAI_*). */
export const canSuggestSpanish = () => Boolean(getConfig().OPENAI_API_KEY);

const SYSTEM = [
  "You translate the website of a veteran-owned electrical contractor in Northern Virginia, Maryland and DC from English into Spanish,",
  "for Spanish-speaking homeowners in the United States. Use the formal usted. Keep names of places, streets, people and brands,",
  "numbers, prices and phone numbers as they are, and every name in braces such as {price.panelUpgrade} or {arrival.minutes} exactly as written.",
  "Keep line breaks, empty lines between paragraphs and lines starting with \"- \".",
  "You receive a JSON object of English texts by key. Reply with only a JSON object with the same keys, each value its Spanish.",
].join(" ");

/** Room for the longest block's Spanish: a service page's fields, all of them at once. */
const MAX_TOKENS = 8000;
const TIMEOUT_MS = 60_000;

type Outcome = { ok: true; words: Record<string, unknown>; message: string } | { ok: false; status: 404 | 503 | 502; message: string };

/** Puts `spanish` as the Spanish of the field at `path` ("faqs.f2.answer"; a list item by its id, or its place when new). */
function setSpanish(data: unknown, path: string, spanish: string): void {
  let at: unknown = data;
  for (const key of path.split(".")) {
    at = Array.isArray(at) ? (at.find((item: { id?: string }) => item?.id === key) ?? (at as unknown[])[Number(key)]) : (at as Record<string, unknown> | undefined)?.[key];
  }
  if (at && typeof at === "object") (at as Words).es = spanish;
}

/**
 * The form's words with the model's Spanish in the fields that need it: those whose English differs from the
 * latest saved version, whose Spanish is empty, or that are marked "needs update". Spanish the admin wrote in the
 * form is kept.
 */
export async function suggestSpanish(key: string, words: Record<string, unknown>, db: Db = getDb()): Promise<Outcome> {
  const config = getConfig();
  if (!config.OPENAI_API_KEY) return { ok: false, status: 503, message: m.noModel };
  const block = findContentBlock(key);
  if (block === undefined) return { ok: false, status: 404, message: m.unknownBlock };
  const latest = await latestVersionOf(db, key);
  const saved = latest?.data ? storedWords(block, latest.data) : block.defaults();
  const paths = spanishNeedingUpdate(wordsForSpanish(block, saved), wordsForSpanish(block, words), latest?.needsUpdate ?? []);
  const fields = fieldsOf(wordsForSpanish(block, words));
  const english = Object.fromEntries(paths.flatMap((path) => {
    const leaf = fields.get(path);
    return leaf?.kind === "words" && leaf.value.en ? [[path, leaf.value.en]] : [];
  }));
  if (Object.keys(english).length === 0) return { ok: true, words, message: m.nothingToSuggest };

  let answer: string;
  try {
    const completion = await chatCompletion({
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY,
      model: config.OPENAI_MODEL,
      system: SYSTEM,
      history: [],
      message: JSON.stringify(english),
      maxTokens: MAX_TOKENS,
      timeoutMs: TIMEOUT_MS,
    });
    answer = completion.content;
  } catch (error) {
    if (!(error instanceof AssistantError)) throw error;
    log.warn("suggest spanish: the model failed", { block: key, error: error.message });
    return { ok: false, status: 502, message: m.suggestFailed };
  }
  // Models wrap JSON in a code fence now and then.
  const spanish = parseObject(answer.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ""));
  if (!spanish) {
    log.warn("suggest spanish: the model's answer is not a JSON object", { block: key, chars: answer.length });
    return { ok: false, status: 502, message: m.suggestFailed };
  }
  const suggested = structuredClone(words);
  let filled = 0;
  for (const path of Object.keys(english)) {
    const text = spanish[path];
    if (typeof text !== "string" || !text.trim()) continue;
    setSpanish(suggested, path, text.trim());
    filled++;
  }
  if (filled === 0) return { ok: false, status: 502, message: m.suggestFailed };
  return { ok: true, words: suggested, message: m.suggested(filled) };
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
