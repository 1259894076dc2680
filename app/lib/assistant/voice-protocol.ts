/**
 * The voice relay's protocol (docs/decisions/0042): which browser events go upstream and in what shape,
 * which upstream events the browser gets (GA names mapped to the ones it handles), the session the relay
 * sets up and its limits. Pure and socket-free: the websocket server that applies it is server/voice-relay.ts; its
 * tickets are app/lib/assistant/voice-token.server.ts; what it says to the visitor, in the ticket's language, is
 * app/lib/assistant/voice.messages.ts.
 */
import type { VoiceText } from "./voice.messages";

export const VOICE_RELAY_PATH = "/voice";

/** GA event names → the older names the browser handles. */
const SERVER_EVENT_NAMES: Record<string, string> = {
  "response.output_audio.delta": "response.audio.delta",
  "response.output_audio.done": "response.audio.done",
  "response.output_audio_transcript.delta": "response.audio_transcript.delta",
  "response.output_audio_transcript.done": "response.audio_transcript.done",
};
const FORWARDED_SERVER_EVENTS = new Set([
  "response.audio.delta",
  "response.audio.done",
  "response.audio_transcript.delta",
  "response.audio_transcript.done",
  "conversation.item.input_audio_transcription.completed",
  // The visitor started talking: the browser stops playing the answer (barge-in).
  "input_audio_buffer.speech_started",
  "session.created",
  "session.updated",
  "error",
]);

/** About 2 s of 24 kHz PCM16 in base64; the browser sends 4096-sample buffers (about 11 kB). */
const MAX_AUDIO_CHARS = 128 * 1024;
const MAX_TEXT_CHARS = 2000;
/** The largest websocket frame the relay reads: the largest audio chunk and its JSON. Bigger closes with 1009. */
export const VOICE_MAX_FRAME_BYTES = MAX_AUDIO_CHARS + 4096;

export type Json = Record<string, unknown>;
type ClientEventCheck = { ok: true; event: Json } | { ok: false; error: string };

/** The client event to forward, rebuilt from allowed fields only, or why it is refused (in `text`'s language). */
export function filterClientEvent(raw: string, text: VoiceText): ClientEventCheck {
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    return { ok: false, error: text.invalidMessage };
  }
  if (!event || typeof event !== "object" || typeof (event as Json).type !== "string") return { ok: false, error: text.invalidMessage };
  const e = event as Json;
  switch (e.type) {
    case "input_audio_buffer.append":
      if (typeof e.audio !== "string" || e.audio.length > MAX_AUDIO_CHARS || !/^[A-Za-z0-9+/]*={0,2}$/.test(e.audio)) {
        return { ok: false, error: text.invalidAudio };
      }
      return { ok: true, event: { type: e.type, audio: e.audio } };
    case "conversation.item.create": {
      const item = e.item as Json | undefined;
      const content = Array.isArray(item?.content) ? (item.content as Json[]) : [];
      const texts = content.filter((c) => c?.type === "input_text" && typeof c.text === "string");
      if (!item || item.type !== "message" || item.role !== "user" || texts.length === 0 || texts.length !== content.length) {
        return { ok: false, error: text.onlyUserText };
      }
      const typed = texts.map((c) => c.text as string).join("\n").slice(0, MAX_TEXT_CHARS);
      return { ok: true, event: { type: e.type, item: { type: "message", role: "user", content: [{ type: "input_text", text: typed }] } } };
    }
    case "response.create":
      // Never client-supplied instructions, tools or other response overrides.
      return { ok: true, event: { type: e.type } };
    default:
      return { ok: false, error: text.notAllowed(String(e.type).slice(0, 60)) };
  }
}

/** The server event the browser gets (only type, delta, transcript, error in `text`'s language), or null to drop it. */
export function mapServerEvent(raw: string, text: VoiceText): Json | null {
  let event: Json;
  try {
    event = JSON.parse(raw) as Json;
  } catch {
    return null;
  }
  if (!event || typeof event.type !== "string") return null;
  const type = SERVER_EVENT_NAMES[event.type] ?? event.type;
  if (!FORWARDED_SERVER_EVENTS.has(type)) return null;
  const out: Json = { type };
  if (typeof event.delta === "string") out.delta = event.delta;
  if (typeof event.transcript === "string") out.transcript = event.transcript;
  // The upstream's own error text stays on the server: visitors get our message.
  if (type === "error") out.error = { message: text.upstreamError };
  return out;
}

/** The first event sent upstream: the relay's own instructions, audio formats and turn detection. */
export function sessionUpdateEvent(instructions: string, voice = "marin"): Json {
  return {
    type: "session.update",
    session: {
      type: "realtime",
      instructions,
      output_modalities: ["audio"],
      audio: {
        input: {
          format: { type: "audio/pcm", rate: 24000 },
          transcription: { model: "gpt-4o-mini-transcribe" },
          turn_detection: { type: "server_vad" },
        },
        output: { format: { type: "audio/pcm", rate: 24000 }, voice },
      },
    },
  };
}
