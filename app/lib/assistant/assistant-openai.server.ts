import type { ChatTurn } from "~/lib/assistant/chat-protocol";
import { log } from "../platform/log.server";

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

interface ChatCompletionsOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  system: string;
  history: ChatTurn[];
  message: string;
  /** Function tools the model may call (OpenAI's `tools`). */
  tools?: readonly object[];
  timeoutMs?: number;
  /** The longest answer, in tokens (a chat reply is short; a page's translation is not). */
  maxTokens?: number;
}

/** The model's answer: its text (may be empty when it calls a tool) and the tools it called. */
interface Completion {
  content: string;
  toolCalls: { name: string; arguments: string }[];
}

interface ToolCall {
  type?: string;
  function?: { name?: unknown; arguments?: unknown };
}

/**
 * One answer from an OpenAI-compatible chat completions API (`POST {baseUrl}/chat/completions`).
 * Plain fetch, no SDK: any compatible server works through OPENAI_BASE_URL.
 */
export async function chatCompletion(options: ChatCompletionsOptions): Promise<Completion> {
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
        max_tokens: options.maxTokens ?? 600,
        ...(options.tools?.length ? { tools: options.tools } : {}),
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
  const data = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] } | null;
  const message = data?.choices?.[0]?.message;
  const content = typeof message?.content === "string" ? message.content : "";
  const toolCalls = (Array.isArray(message?.tool_calls) ? (message.tool_calls as ToolCall[]) : [])
    .filter((c) => typeof c?.function?.name === "string")
    .map((c) => ({ name: c.function!.name as string, arguments: typeof c.function!.arguments === "string" ? c.function!.arguments : "" }));
  if (!content.trim() && toolCalls.length === 0) throw new AssistantError("The assistant sent no reply");
  return { content, toolCalls };
}
