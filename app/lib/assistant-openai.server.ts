import type { ChatTurn } from "~/lib/chat-protocol";
import { log } from "./log.server";

/** How much of an upstream answer goes to the log: enough to diagnose, not a flood. */
const LOGGED_BODY_CHARS = 500;

/**
 * A failure the visitor sees in the chat's failure bubble (docs/product.md §8). Its message is always our
 * own wording: what the upstream said goes to the log only.
 */
export class AssistantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AssistantError";
  }
}

export interface ChatCompletionsOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  system: string;
  history: ChatTurn[];
  message: string;
  timeoutMs?: number;
}

/**
 * One answer from an OpenAI-compatible chat completions API (`POST {baseUrl}/chat/completions`).
 * Plain fetch, no SDK: any compatible server works through OPENAI_BASE_URL.
 */
export async function chatCompletion(options: ChatCompletionsOptions): Promise<string> {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${options.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        model: options.model,
        messages: [
          { role: "system", content: options.system },
          ...options.history.map(({ role, content }) => ({ role, content })),
          { role: "user", content: options.message },
        ],
        temperature: 0.3,
        max_tokens: 600,
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 25_000),
    });
  } catch (error) {
    throw new AssistantError(
      error instanceof Error && error.name === "TimeoutError" ? "The assistant took too long to answer" : "Could not reach the assistant service",
    );
  }
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    log.warn("assistant service error", { status: response.status, body: body.slice(0, LOGGED_BODY_CHARS) });
    throw new AssistantError(`The assistant service answered ${response.status}`);
  }
  const data = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
  const reply = data?.choices?.[0]?.message?.content;
  if (typeof reply !== "string" || !reply.trim()) throw new AssistantError("The assistant sent no reply");
  return reply;
}
