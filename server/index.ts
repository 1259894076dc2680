/**
 * Production entry: validates the environment, boots the data layers, then serves the Remix build,
 * its assets and public files from one Node process (docs/decisions/0003-one-process.md).
 */
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { clientIpOf, compileTrust } from "~/lib/client-ip.server";
import { ConfigError, getConfig } from "~/lib/config.server";

let config;
try {
  config = getConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const { boot } = await import("~/lib/boot.server");
const { log } = await import("~/lib/log.server");
const { baseSecurityHeaders } = await import("~/lib/security.server");
const { continueUnlessRefused, remixHandler, requestGuards } = await import("./request-guards");
const services = await boot();
// Sends queued mail (confirmations) with retries; safe beside other instances (docs/decisions/0031).
const { startAppOutboxWorker } = await import("~/lib/outbox.server");
const outbox = startAppOutboxWorker();

// server.js is emitted beside the Remix server build (BUILD_DIR, "build" by default).
const build = (await import(new URL("./index.js", import.meta.url).href)) as ServerBuild;
const clientDir = fileURLToPath(new URL("./client", import.meta.url));

const app = express();
app.disable("x-powered-by");
// Behind proxies (TRUST_PROXY hops or subnets) the visitor is the right-most untrusted X-Forwarded-For entry.
const trust = compileTrust(config.TRUST_PROXY);
app.set("trust proxy", trust);
app.use(compression());
const securityHeaders = baseSecurityHeaders();
app.use((_req, res, next) => {
  res.set(securityHeaders);
  next();
});
// Cross-site changes and oversized bodies are refused before anything reads them (docs/decisions/0061).
app.use(requestGuards(config.SITE_URL));
// Fingerprinted build assets never change.
app.use("/build", express.static(`${clientDir}/build`, { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1d" }));
app.all("*", remixHandler({ build, mode: config.NODE_ENV, getLoadContext: (req) => ({ clientIp: clientIpOf(req, trust) }) }));

const server = createServer(app);
server.on("checkContinue", continueUnlessRefused(config.SITE_URL, app));
// The voice relay answers websocket upgrades on /voice (docs/decisions/0042).
const { attachVoiceRelay } = await import("./voice-relay");
const voiceRelay = attachVoiceRelay(server);
server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  log.info("listening", { url: `http://localhost:${port}` });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info("shutting down", { signal });
  server.close();
  server.closeAllConnections();
  // Let a send in progress finish before the database closes.
  await outbox.stop();
  const { closeStorage } = await import("~/lib/storage.server");
  const { closeRateLimits } = await import("~/lib/rate-limit.server");
  await Promise.allSettled([services.db.close(), closeStorage(), closeRateLimits(), voiceRelay.close()]);
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
