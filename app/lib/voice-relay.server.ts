import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import { clientIpOf, compileTrust, type TrustProxy } from "./client-ip.server";
import { verifyVoiceToken } from "./voice-token.server";

/**
 * The voice relay (SPEC.md section 7, call 6; docs/decisions/0042): browser websocket ⇄ OpenAI Realtime.
 * The API key never leaves the server. The relay checks the ticket and the Origin, caps sessions per IP
 * and their length, lets through only three client event types, sets the instructions itself, and maps
 * the GA server event names to the ones the browser handles.
 */
export const VOICE_RELAY_PATH = "/voice";

export const ALLOWED_CLIENT_EVENTS = ["input_audio_buffer.append", "conversation.item.create", "response.create"] as const;

/** GA event names → the names the browser handles (SPEC.md section 7, call 6). */
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

export const VOICE_NOT_CONFIGURED = "Voice chat is not configured on this site. Please type your question or call us.";

const MAX_AUDIO_CHARS = 512 * 1024;
const MAX_TEXT_CHARS = 2000;
const MAX_QUEUE = 100;

type Json = Record<string, unknown>;
export type ClientEventCheck = { ok: true; event: Json } | { ok: false; error: string };

/** The client event to forward, rebuilt from allowed fields only, or why it is refused. */
export function filterClientEvent(raw: string): ClientEventCheck {
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    return { ok: false, error: "Invalid message" };
  }
  if (!event || typeof event !== "object" || typeof (event as Json).type !== "string") return { ok: false, error: "Invalid message" };
  const e = event as Json;
  switch (e.type) {
    case "input_audio_buffer.append":
      if (typeof e.audio !== "string" || e.audio.length > MAX_AUDIO_CHARS || !/^[A-Za-z0-9+/]*={0,2}$/.test(e.audio)) {
        return { ok: false, error: "Invalid audio" };
      }
      return { ok: true, event: { type: e.type, audio: e.audio } };
    case "conversation.item.create": {
      const item = e.item as Json | undefined;
      const content = Array.isArray(item?.content) ? (item.content as Json[]) : [];
      const texts = content.filter((c) => c?.type === "input_text" && typeof c.text === "string");
      if (!item || item.type !== "message" || item.role !== "user" || texts.length === 0 || texts.length !== content.length) {
        return { ok: false, error: "Only user text messages are allowed" };
      }
      const text = texts.map((c) => c.text as string).join("\n").slice(0, MAX_TEXT_CHARS);
      return { ok: true, event: { type: e.type, item: { type: "message", role: "user", content: [{ type: "input_text", text }] } } };
    }
    case "response.create":
      // Never client-supplied instructions, tools or other response overrides.
      return { ok: true, event: { type: e.type } };
    default:
      return { ok: false, error: `Event type not allowed: ${String(e.type).slice(0, 60)}` };
  }
}

/** The server event the browser gets (only type, delta, transcript, error), or null to drop it. */
export function mapServerEvent(raw: string): Json | null {
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
  if (type === "error") {
    const message = (event.error as Json | undefined)?.message;
    out.error = { message: typeof message === "string" && message ? message : "An error occurred." };
  }
  return out;
}

export interface VoiceRelayOptions {
  secret: string;
  /** The site's origin (SITE_URL); browsers from anywhere else are refused. */
  allowedOrigin: string;
  apiKey?: string;
  realtimeUrl: string;
  model: string;
  instructions: string;
  voice?: string;
  maxSessionsPerIp?: number;
  maxSessionMs?: number;
  /** Proxies in front (TRUST_PROXY): the visitor is the right-most untrusted X-Forwarded-For entry. */
  trustProxy?: TrustProxy;
  path?: string;
  log?: (level: "info" | "warn", message: string, fields?: Json) => void;
}

export interface VoiceRelay {
  /** Handles an HTTP upgrade on the relay path; false when the path is not ours. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sessions open now. */
  sessionCount(): number;
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`);
}

export function createVoiceRelay(options: VoiceRelayOptions): VoiceRelay {
  const path = options.path ?? VOICE_RELAY_PATH;
  const maxPerIp = options.maxSessionsPerIp ?? 2;
  const maxSessionMs = options.maxSessionMs ?? 10 * 60_000;
  const log = options.log ?? (() => {});
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const perIp = new Map<string, number>();
  const usedNonces = new Map<string, number>();
  const sessions = new Set<() => void>();

  const trust = compileTrust(options.trustProxy ?? 0);
  const ipOf = (req: IncomingMessage) => clientIpOf(req, trust);

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? "/", "http://relay.invalid");
    if (url.pathname !== path) return false;
    if (req.headers.origin !== options.allowedOrigin) {
      log("warn", "voice relay refused origin", { origin: req.headers.origin ?? null });
      refuse(socket, 403, "Forbidden");
      return true;
    }
    const now = Date.now();
    const check = verifyVoiceToken(url.searchParams.get("token") ?? "", options.secret, now);
    if (!check.ok || usedNonces.has(check.nonce)) {
      refuse(socket, 401, "Unauthorized");
      return true;
    }
    const ip = ipOf(req);
    if ((perIp.get(ip) ?? 0) >= maxPerIp) {
      refuse(socket, 429, "Too Many Requests");
      return true;
    }
    for (const [nonce, exp] of usedNonces) if (exp <= now) usedNonces.delete(nonce);
    usedNonces.set(check.nonce, check.expiresAt);
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    wss.handleUpgrade(req, socket, head, (client) => startSession(client, ip));
    return true;
  }

  function startSession(client: WebSocket, ip: string) {
    let finished = false;
    let upstream: WebSocket | null = null;
    const queue: string[] = [];
    const toClient = (event: Json) => {
      if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify(event));
    };
    const finish = () => {
      if (finished) return;
      finished = true;
      sessions.delete(finish);
      clearTimeout(timer);
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left > 0) perIp.set(ip, left);
      else perIp.delete(ip);
      if (client.readyState === WebSocket.OPEN || client.readyState === WebSocket.CONNECTING) client.close(1000);
      if (upstream && upstream.readyState !== WebSocket.CLOSED) {
        if (upstream.readyState === WebSocket.OPEN) upstream.close(1000);
        else upstream.terminate();
      }
    };
    sessions.add(finish);
    const timer = setTimeout(() => {
      toClient({ type: "error", error: { message: "The voice session reached its time limit. Start again to keep talking." } });
      finish();
    }, maxSessionMs);

    client.on("close", finish);
    client.on("error", finish);

    if (!options.apiKey) {
      toClient({ type: "error", error: { message: VOICE_NOT_CONFIGURED } });
      finish();
      return;
    }

    const target = new URL(options.realtimeUrl);
    target.searchParams.set("model", options.model);
    upstream = new WebSocket(target.href, { headers: { Authorization: `Bearer ${options.apiKey}` } });
    upstream.on("open", () => {
      upstream!.send(
        JSON.stringify({
          type: "session.update",
          session: {
            type: "realtime",
            instructions: options.instructions,
            output_modalities: ["audio"],
            audio: {
              input: {
                format: { type: "audio/pcm", rate: 24000 },
                transcription: { model: "gpt-4o-mini-transcribe" },
                turn_detection: { type: "server_vad" },
              },
              output: { format: { type: "audio/pcm", rate: 24000 }, voice: options.voice ?? "marin" },
            },
          },
        }),
      );
      for (const message of queue.splice(0)) upstream!.send(message);
    });
    upstream.on("message", (data: RawData) => {
      const mapped = mapServerEvent(data.toString());
      if (mapped) toClient(mapped);
    });
    upstream.on("unexpected-response", (_req, res) => {
      log("warn", "voice upstream refused", { status: res.statusCode });
      toClient({ type: "error", error: { message: `The voice service is unavailable (${res.statusCode}).` } });
      finish();
    });
    upstream.on("error", (error) => {
      if (finished) return;
      log("warn", "voice upstream error", { error: error.message });
      toClient({ type: "error", error: { message: "The voice service is unavailable right now." } });
      finish();
    });
    upstream.on("close", finish);

    client.on("message", (data: RawData, isBinary: boolean) => {
      const check = isBinary ? ({ ok: false, error: "Invalid message" } as const) : filterClientEvent(data.toString());
      if (!check.ok) {
        toClient({ type: "error", error: { message: check.error } });
        return;
      }
      const message = JSON.stringify(check.event);
      if (upstream?.readyState === WebSocket.OPEN) upstream.send(message);
      else if (queue.length < MAX_QUEUE) queue.push(message);
    });
  }

  return {
    handleUpgrade,
    sessionCount: () => sessions.size,
    async close() {
      for (const finish of [...sessions]) finish();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
