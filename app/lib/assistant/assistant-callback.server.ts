import type { CallbackData } from "~/lib/assistant/chat-protocol";

/**
 * The language model takes an emergency call-back by calling this tool (OpenAI's function calling) once it has
 * the visitor's name, phone and address. The server saves it like the emergency contact form, so the model never
 * writes to the database itself and never has to copy a status link: the server's reply carries it.
 */
export const CALLBACK_TOOL_NAME = "request_emergency_callback";

export const callbackTool = {
  type: "function",
  function: {
    name: CALLBACK_TOOL_NAME,
    description:
      "Have the on-call electrician call the visitor back now about an electrical emergency. Call it only when the visitor wants the call-back and has given their name, phone number and address.",
    parameters: {
      type: "object",
      properties: {
        name: { type: "string", description: "The visitor's name" },
        phone: { type: "string", description: "The phone number to call back" },
        address: { type: "string", description: "The address where the problem is" },
        problem: { type: "string", description: "What is wrong, in a sentence" },
      },
      required: ["name", "phone", "address", "problem"],
      additionalProperties: false,
    },
  },
} as const;

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/** The call-back in a tool call's arguments (a JSON string); null when they are not an object. Validated when saved. */
export function callbackFromArguments(json: string): CallbackData | null {
  let args: unknown;
  try {
    args = JSON.parse(json);
  } catch {
    return null;
  }
  if (!args || typeof args !== "object") return null;
  const a = args as Record<string, unknown>;
  return { name: text(a.name, 200), phone: text(a.phone, 40), address: text(a.address, 600), problem: text(a.problem, 1000) };
}
