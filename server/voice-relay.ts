/**
 * The voice relay as a server (docs/decisions/0042). `attachVoiceRelay` adds it to an HTTP server on the
 * /voice upgrade path (server/index.ts does, so `npm start` is one process); run this file's bundle
 * (build/voice.js: `node build/voice.js`) to serve only the relay, e.g. as its own container behind the same
 * proxy path.
 */
import { createServer, type Server } from "node:http";
import { voiceInstructions } from "~/lib/assistant-prompt.server";
import { getBusiness } from "~/lib/business.server";
import { type Config, getConfig } from "~/lib/config.server";
import { log } from "~/lib/log.server";
import { createVoiceRelay, type VoiceRelay } from "~/lib/voice-relay.server";

export function voiceRelayFromConfig(config: Config = getConfig()): VoiceRelay {
  return createVoiceRelay({
    secret: config.SESSION_SECRET,
    allowedOrigin: new URL(config.SITE_URL).origin,
    apiKey: config.OPENAI_API_KEY,
    realtimeUrl: config.OPENAI_REALTIME_URL,
    model: config.OPENAI_REALTIME_MODEL,
    instructions: voiceInstructions(getBusiness()),
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

/** Standalone: only the relay, with a /healthz for the orchestrator. */
export function startStandaloneRelay(config: Config = getConfig()) {
  const server = createServer((req, res) => {
    const ok = req.url === "/healthz";
    res.writeHead(ok ? 200 : 404, { "Content-Type": "application/json" }).end(JSON.stringify(ok ? { status: "ok" } : { error: "not found" }));
  });
  const relay = attachVoiceRelay(server, voiceRelayFromConfig(config));
  server.listen(config.VOICE_PORT, config.HOST, () => log.info("voice relay listening", { port: config.VOICE_PORT }));
  const stop = async () => {
    server.close();
    await relay.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  return { server, relay };
}
