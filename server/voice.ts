/** Entry of the standalone voice relay (build/voice.js): `node build/voice.js`, or the `voice` compose service. */
import { createServer } from "node:http";
import { type Config, ConfigError, getConfig } from "~/lib/platform/config.server";
import { log } from "~/lib/platform/log.server";
import { attachVoiceRelay, voiceRelayFromConfig } from "./voice-relay";

/** Standalone: only the relay, with a /healthz for the orchestrator. */
function startStandaloneRelay(config: Config = getConfig()) {
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

try {
  startStandaloneRelay(getConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
