/**
 * Production entry: validates the environment, boots the data layers, then serves the Remix build,
 * its assets and public files from one Node process (docs/decisions/0003-one-process.md). Started by
 * server/start.ts; start-up refusals and shutdown are in server/lifecycle.ts.
 */
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import { clientIpOf, compileTrust } from "~/lib/platform/client-ip.server";
import { getConfig } from "~/lib/platform/config.server";
import { startLifecycle } from "./lifecycle";

// Port bound and data folder locked before anything reads or writes data.
const lifecycle = await startLifecycle();
const config = getConfig();

const { boot } = await import("~/lib/platform/boot.server");
const { baseSecurityHeaders, securityHeadersFor } = await import("~/lib/platform/security.server");
const { invitesBody, requestGuards } = await import("./request-guards");
const { createPageCache, pageCacheHits } = await import("./page-cache");
const { remixHandler } = await import("./remix-handler");
const services = await boot();
// Sends queued mail (confirmations) with retries; safe beside other instances (docs/decisions/0031).
const { startAppOutboxWorker } = await import("~/lib/platform/outbox.server");
const outbox = startAppOutboxWorker();
// Sends on-call alerts of emergencies and escalates the unacknowledged ones (docs/decisions/0090).
const { startAppAlertWorker } = await import("~/lib/emergencies/alert-worker.server");
const alerts = startAppAlertWorker();
// Texts back to callers the office missed, with Twilio's numbers set (docs/phone.md).
const { startAppTextWorker } = await import("~/lib/phone/text-outbox.server");
const texts = startAppTextWorker();
// Queues the review requests of finished jobs in the text and mail outboxes, within the sending hours (docs/reviews.md).
// Their messages are signed with the business facts the office published (docs/content.md).
const { startAppReviewWorker } = await import("~/lib/reviews/review-requests.server");
const { reviewDeps } = await import("~/lib/reviews/review-settings.server");
const { currentBusiness } = await import("~/lib/content/business-facts.server");
const reviews = startAppReviewWorker({ ...reviewDeps(), business: currentBusiness });
// The embedded database vacuumed and analyzed each night (PGlite has no autovacuum; docs/data.md).
const { startNightlyVacuum } = await import("~/lib/platform/embedded-upkeep.server");
const stopNightlyVacuum = startNightlyVacuum(services.db);

// app.js is emitted beside the Remix server build (BUILD_DIR, "build" by default).
const build = (await import(new URL("./index.js", import.meta.url).href)) as ServerBuild;
const clientDir = fileURLToPath(new URL("./client", import.meta.url));

const app = express();
app.disable("x-powered-by");
// Only the server's own checks read req.query (Remix reads the URL): Node's querystring, not qs's nested syntax.
app.set("query parser", "simple");
// Behind proxies (TRUST_PROXY hops or subnets) the visitor is the right-most untrusted X-Forwarded-For entry.
const trust = compileTrust(config.TRUST_PROXY);
app.set("trust proxy", trust);
const securityHeaders = baseSecurityHeaders();
// Pages whose link is a key get theirs too: never indexed, no Referer to other sites (app/lib/platform/token-paths.ts).
app.use((req, res, next) => {
  res.set(securityHeadersFor(securityHeaders, req.path));
  next();
});
// Cross-site changes and oversized bodies are refused before anything reads them (docs/decisions/0061); a request
// page's photos in its lead's language.
const { requestPageLanguage } = await import("~/lib/requests/request-status.server");
app.use(requestGuards(config.SITE_URL, trust, (token) => requestPageLanguage(token)));
// In development every request renders, so a change shows at once.
// Pages are kept for one office day at most: offers end at midnight office time (docs/content.md).
const { localDay } = await import("~/lib/platform/office-clock.server");
const pageCache = config.NODE_ENV === "production" ? createPageCache({ dayOf: (now) => localDay(new Date(now), config.ONCALL_TIME_ZONE) }) : undefined;
// A publish of the site's words, or another saved change public pages show (the gallery, a published review), on
// any instance empties this one's kept pages (docs/content.md, docs/performance.md).
const { watchPublishedContent } = await import("~/lib/content/content-store.server");
// The office's edits of the words, laid over the catalogues for each request (docs/content.md, "Every word").
const { withRequestWords } = await import("~/lib/content/words-overrides.server");
await watchPublishedContent(() => pageCache?.clear());
const { watchPagesChanged } = await import("~/lib/platform/page-changes.server");
await watchPagesChanged(() => pageCache?.clear());
// A kept page is answered here, already compressed, before static files and compression (decision 0083).
if (pageCache) app.use(pageCacheHits(pageCache));
// Fingerprinted build assets never change; their scripts and styles are sent as compressed at build time
// (scripts/compress-assets.mjs), so the compression below leaves them be.
app.use("/build", expressStaticGzip(`${clientDir}/build`, {
  enableBrotli: true, orderPreference: ["br", "gzip"], serveStatic: { immutable: true, maxAge: "1y" },
}));
// Files, pages and answers are compressed as they leave (the page cache's hits already are).
app.use(compression());
app.use(express.static("public", { maxAge: "1d" }));
app.all(
  "*",
  remixHandler({
    build,
    mode: config.NODE_ENV,
    getLoadContext: (req) => ({ clientIp: clientIpOf(req, trust) }),
    cache: pageCache,
    withWords: withRequestWords,
  }),
);

// The voice relay answers websocket upgrades on /voice (docs/decisions/0042).
const { attachVoiceRelay } = await import("./voice-relay");
const voiceRelay = attachVoiceRelay(lifecycle.server);
lifecycle.serve(app, { invitesBody: invitesBody(config.SITE_URL) });

lifecycle.onShutdown({
  beforeDrain: () => voiceRelay.close(),
  async afterDrain() {
    // Hands claimed mail, alerts and texts back to the queue before the database closes.
    stopNightlyVacuum();
    await Promise.all([reviews.stop(), outbox.stop(), alerts.stop(), texts?.stop()]);
    const { closeStorage } = await import("~/lib/platform/storage.server");
    const { closeRateLimits } = await import("~/lib/platform/rate-limit.server");
    await Promise.allSettled([services.db.close(), closeStorage(), closeRateLimits()]);
  },
});
