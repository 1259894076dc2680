/**
 * The voice relay (docs/decisions/0042): browser websocket ⇄ OpenAI Realtime. The API key never leaves the
 * server. The relay checks the ticket (bound to the visitor's address) and the Origin, caps sessions in all
 * and per IP, bounds each session's time, bytes and frame size, applies back-pressure both ways, and speaks
 * the protocol of app/lib/assistant/voice-protocol.ts (event filters, mapping, session set-up), in the language its
 * ticket carries (instructions and what it says to the visitor, decision 0042). `attachVoiceRelay`
 * adds it to an HTTP server on the /voice upgrade path (server/index.ts does, so `npm start` is one process);
 * build/voice.js (server/voice.ts) serves only the relay, e.g. as its own container behind the same proxy path.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import { voiceInstructions } from "~/lib/assistant/assistant-prompt.server";
import { knowledge } from "~/lib/assistant/assistant-knowledge.server";
import { publishedServiceWords } from "~/lib/content/assistant-words.server";
import { currentBusiness } from "~/lib/content/business-facts.server";
import { clientIpOf, compileTrust, type TrustProxy } from "~/lib/platform/client-ip.server";
import { type Config, getConfig } from "~/lib/platform/config.server";
import { log } from "~/lib/platform/log.server";
import { filterClientEvent, type Json, mapServerEvent, sessionUpdateEvent, VOICE_MAX_FRAME_BYTES, VOICE_RELAY_PATH } from "~/lib/assistant/voice-protocol";
import { voiceText } from "~/lib/assistant/voice.messages";
import { verifyVoiceToken } from "~/lib/assistant/voice-token.server";
import type { Lang } from "~/content/languages";

/** 10 minutes of 24 kHz PCM16 audio each way, base64-encoded (2 × 38.4 MB), plus room for the JSON. */
const DEFAULT_VOICE_SESSION_BYTES = 80_000_000;
/** Bytes waiting to be written to one side before the relay stops reading from the other. */
const BACKLOG_BYTES = 1024 * 1024;

export interface VoiceRelayOptions {
  secret: string;
  /** The site's origin (SITE_URL); browsers from anywhere else are refused. */
  allowedOrigin: string;
  apiKey?: string;
  realtimeUrl: string;
  model: string;
  /** The session's instructions in the ticket's language, read once per session (the facts the office published). */
  instructions: (lang: Lang) => string | Promise<string>;
  voice?: string;
  /** Open sessions in all (VOICE_MAX_SESSIONS). */
  maxSessions?: number;
  maxSessionsPerIp?: number;
  maxSessionMs?: number;
  /** Bytes received from both sides in one session (VOICE_MAX_SESSION_BYTES). */
  maxSessionBytes?: number;
  /** How long the upstream may take to open (VOICE_UPSTREAM_TIMEOUT_SECONDS). */
  upstreamTimeoutMs?: number;
  /** Proxies in front (TRUST_PROXY): the visitor is the right-most untrusted X-Forwarded-For entry. */
  trustProxy?: TrustProxy;
  path?: string;
  log?: (level: "info" | "warn", message: string, fields?: Json) => void;
}

export interface VoiceRelayStats {
  /** Sessions open now. */
  sessions: number;
  /** Open sessions per visitor address (addresses with none are absent). */
  perIp: Record<string, number>;
  /** Bytes the relay holds in memory, waiting to be written to either side. */
  buffered: number;
}

export interface VoiceRelay {
  /** Handles an HTTP upgrade on the relay path; false when the path is not ours (the caller destroys the socket). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  stats(): VoiceRelayStats;
  close(): Promise<void>;
}

/** Answers an upgrade with a plain HTTP refusal, then destroys the socket so no peer can hold it open. */
function refuse(socket: Duplex, status: number, text: string): true {
  socket.once("finish", () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`);
  return true;
}

const pathOf = (url: string | undefined) => {
  try {
    return new URL(url ?? "/", "http://relay.invalid");
  } catch {
    return null;
  }
};

export function createVoiceRelay(options: VoiceRelayOptions): VoiceRelay {
  const path = options.path ?? VOICE_RELAY_PATH;
  const maxSessions = options.maxSessions ?? 20;
  const maxPerIp = options.maxSessionsPerIp ?? 2;
  const maxSessionMs = options.maxSessionMs ?? 10 * 60_000;
  const maxSessionBytes = options.maxSessionBytes ?? DEFAULT_VOICE_SESSION_BYTES;
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? 10_000;
  const log = options.log ?? (() => {});
  const wss = new WebSocketServer({ noServer: true, maxPayload: VOICE_MAX_FRAME_BYTES });
  const perIp = new Map<string, number>();
  const usedNonces = new Map<string, number>();
  const sessions = new Set<{ finish(): void; buffered(): number }>();

  /** Why one more session from `ip` may not open now, or null when it may. */
  const capReached = (ip: string) => (sessions.size >= maxSessions ? "all" : (perIp.get(ip) ?? 0) >= maxPerIp ? "ip" : null);
  const trust = compileTrust(options.trustProxy ?? 0);

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    // Node takes its own 'error' listener off upgrade sockets: without this one a reset peer kills the process.
    socket.on("error", () => socket.destroy());
    const url = pathOf(req.url);
    if (url?.pathname !== path) return false;
    if (req.headers.origin !== options.allowedOrigin) {
      log("warn", "voice relay refused origin", { origin: req.headers.origin ?? null });
      return refuse(socket, 403, "Forbidden");
    }
    const ip = clientIpOf(req, trust);
    const now = Date.now();
    const check = verifyVoiceToken(url.searchParams.get("token") ?? "", options.secret, ip, now);
    if (!check.ok || usedNonces.has(check.nonce)) return refuse(socket, 401, "Unauthorized");
    const cap = capReached(ip);
    if (cap === "all") return refuse(socket, 503, "Service Unavailable");
    if (cap === "ip") return refuse(socket, 429, "Too Many Requests");
    for (const [nonce, exp] of usedNonces) if (exp <= now) usedNonces.delete(nonce);
    usedNonces.set(check.nonce, check.expiresAt);
    // Counters are taken only once the websocket is open, so a handshake `ws` refuses takes none. `ws` opens
    // it synchronously (no verifyClient), so no other upgrade can pass the cap check in between.
    wss.handleUpgrade(req, socket, head, (client) => startSession(client, ip, check.lang));
    return true;
  }

  function startSession(client: WebSocket, ip: string, lang: Lang) {
    const text = voiceText[lang];
    let finished = false;
    let upstream: WebSocket | null = null;
    let bytes = 0;
    const queue: string[] = [];
    let queuedBytes = 0;
    const backlogToUpstream = () => (upstream?.readyState === WebSocket.OPEN ? upstream.bufferedAmount : queuedBytes);

    /** Stops reading a side while the other has too much waiting to be written. */
    const flow = () => {
      if (finished) return;
      const toBrowser = client.bufferedAmount;
      setPaused(client, toBrowser > BACKLOG_BYTES || backlogToUpstream() > BACKLOG_BYTES);
      if (upstream) setPaused(upstream, toBrowser > BACKLOG_BYTES);
    };
    const toClient = (event: Json) => {
      if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify(event), flow);
      flow();
    };
    const toUpstream = (message: string) => {
      upstream!.send(message, flow);
      flow();
    };
    /** Counts bytes received from either side; false (and the session ends) once over the budget. */
    const spend = (data: RawData) => {
      bytes += (data as Buffer).byteLength;
      if (bytes <= maxSessionBytes) return true;
      log("warn", "voice session reached its byte budget", { bytes });
      toClient({ type: "error", error: { message: text.byteLimit } });
      finish(1008);
      return false;
    };
    const finish = (code = 1000) => {
      if (finished) return;
      finished = true;
      sessions.delete(session);
      clearTimeout(timer);
      clearTimeout(upstreamTimer);
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left > 0) perIp.set(ip, left);
      else perIp.delete(ip);
      // Resumed so the closing handshakes are read.
      setPaused(client, false);
      if (client.readyState === WebSocket.OPEN) client.close(code);
      if (upstream && upstream.readyState !== WebSocket.CLOSED) {
        setPaused(upstream, false);
        if (upstream.readyState === WebSocket.OPEN) upstream.close(1000);
        else upstream.terminate();
      }
    };
    const session = { finish: () => finish(), buffered: () => client.bufferedAmount + backlogToUpstream() };
    sessions.add(session);
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    const timer = setTimeout(() => {
      toClient({ type: "error", error: { message: text.timeLimit } });
      finish();
    }, maxSessionMs);
    const upstreamTimer = setTimeout(() => {
      log("warn", "voice upstream did not open in time", { ms: upstreamTimeoutMs });
      toClient({ type: "error", error: { message: text.upstreamTimeout } });
      finish(1011);
    }, upstreamTimeoutMs);

    client.on("close", () => finish());
    client.on("error", () => finish());

    if (!options.apiKey) {
      toClient({ type: "error", error: { message: text.notConfigured } });
      finish();
      return;
    }

    // The instructions are read before the upstream opens, so the session.update still goes first; the browser's
    // events wait in the queue meanwhile (and the upstream timer runs).
    Promise.resolve()
      .then(() => options.instructions(lang))
      .then(
        (instructions) => {
          if (!finished) openUpstream(instructions);
        },
        (error: unknown) => {
          if (finished) return;
          log("warn", "voice instructions unavailable", { error: error instanceof Error ? error.message : String(error) });
          toClient({ type: "error", error: { message: text.unavailable } });
          finish(1011);
        },
      );

    client.on("message", (data: RawData, isBinary: boolean) => {
      if (finished || !spend(data)) return;
      const check = isBinary ? ({ ok: false, error: text.invalidMessage } as const) : filterClientEvent(data.toString(), text);
      if (!check.ok) return toClient({ type: "error", error: { message: check.error } });
      const message = JSON.stringify(check.event);
      if (upstream?.readyState === WebSocket.OPEN) return toUpstream(message);
      // Until the upstream opens; past the backlog bound the browser is no longer read (see flow).
      queue.push(message);
      queuedBytes += message.length;
      flow();
    });

    function openUpstream(instructions: string) {
      const target = new URL(options.realtimeUrl);
      target.searchParams.set("model", options.model);
      upstream = new WebSocket(target.href, { headers: { Authorization: `Bearer ${options.apiKey}` } });
      upstream.on("open", () => {
        clearTimeout(upstreamTimer);
        toUpstream(JSON.stringify(sessionUpdateEvent(instructions, options.voice)));
        for (const message of queue.splice(0)) toUpstream(message);
        queuedBytes = 0;
        flow();
      });
      upstream.on("message", (data: RawData) => {
        if (finished || !spend(data)) return;
        const mapped = mapServerEvent(data.toString(), text);
        if (mapped) toClient(mapped);
      });
      upstream.on("unexpected-response", (_req, res) => {
        log("warn", "voice upstream refused", { status: res.statusCode });
        toClient({ type: "error", error: { message: text.upstreamRefused(res.statusCode ?? 0) } });
        finish(1011);
      });
      upstream.on("error", (error) => {
        if (finished) return;
        log("warn", "voice upstream error", { error: error.message });
        toClient({ type: "error", error: { message: text.unavailable } });
        finish(1011);
      });
      upstream.on("close", () => finish());
    }
  }

  return {
    handleUpgrade,
    stats: () => ({
      sessions: sessions.size,
      perIp: Object.fromEntries(perIp),
      buffered: [...sessions].reduce((sum, s) => sum + s.buffered(), 0),
    }),
    async close() {
      for (const session of [...sessions]) session.finish();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function setPaused(socket: WebSocket, paused: boolean) {
  if (paused === socket.isPaused) return;
  if (paused) socket.pause();
  else socket.resume();
}


export function voiceRelayFromConfig(config: Config = getConfig()): VoiceRelay {
  return createVoiceRelay({
    secret: config.SESSION_SECRET,
    allowedOrigin: new URL(config.SITE_URL).origin,
    apiKey: config.OPENAI_API_KEY,
    realtimeUrl: config.OPENAI_REALTIME_URL,
    model: config.OPENAI_REALTIME_MODEL,
    // The facts the office published (the business's, the services' prices and FAQs, the arrival promise), from
    // the content store's kept words (no query per session until a publish).
    instructions: async (lang) => {
      const [business, serviceWords] = await Promise.all([currentBusiness(lang), publishedServiceWords()]);
      return voiceInstructions(business, lang, knowledge(lang, serviceWords));
    },
    maxSessions: config.VOICE_MAX_SESSIONS,
    maxSessionsPerIp: config.VOICE_MAX_SESSIONS_PER_IP,
    maxSessionMs: config.VOICE_MAX_SESSION_SECONDS * 1000,
    maxSessionBytes: config.VOICE_MAX_SESSION_BYTES,
    upstreamTimeoutMs: config.VOICE_UPSTREAM_TIMEOUT_SECONDS * 1000,
    trustProxy: config.TRUST_PROXY,
    log: (level, message, fields) => log[level](message, fields),
  });
}

/** Serves the relay's upgrades on `server`; other upgrade requests are refused (every socket gets an error listener in handleUpgrade). */
export function attachVoiceRelay(server: Server, relay: VoiceRelay = voiceRelayFromConfig()): VoiceRelay {
  server.on("upgrade", (req, socket, head) => {
    if (!relay.handleUpgrade(req, socket, head)) socket.destroy();
  });
  return relay;
}
