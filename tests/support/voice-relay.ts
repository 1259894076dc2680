/**
 * The voice relay on a loopback HTTP server for tests, between `ws` clients (the browser) and the fake
 * Realtime upstream, plus raw-socket helpers for hostile upgrade requests.
 */
import { createServer, type Server } from "node:http";
import { type AddressInfo, type Socket, connect as tcpConnect } from "node:net";
import { afterAll, afterEach, beforeAll } from "vitest";
import { WebSocket } from "ws";
import { createVoiceRelay, type VoiceRelay, type VoiceRelayOptions } from "../../server/voice-relay";
import { mintVoiceToken } from "~/lib/assistant/voice-token.server";
import type { Lang } from "~/content/languages";
import { type FakeOpenAI, startFakeOpenAI } from "./fake-openai";

export const SECRET = "r".repeat(40);
const ORIGIN = "http://site.test:3000";
/** The address the relay sees for every test client (no proxy). */
export const LOOPBACK = "127.0.0.1";

const running: { server: Server; relay: VoiceRelay; upgrades: Socket[] }[] = [];
const clients: WebSocket[] = [];

interface RunningRelay {
  url: string;
  port: number;
  relay: VoiceRelay;
  /** The relay side of every upgrade connection, oldest first (their `bytesRead` shows what the relay read). */
  upgrades: Socket[];
}

export async function startRelay(fake: FakeOpenAI, overrides: Partial<VoiceRelayOptions> = {}): Promise<RunningRelay> {
  const relay = createVoiceRelay({
    secret: SECRET,
    allowedOrigin: ORIGIN,
    apiKey: fake.apiKey,
    realtimeUrl: fake.realtimeUrl,
    model: "gpt-realtime-test",
    instructions: () => "You are the test office manager.",
    maxSessionsPerIp: 2,
    ...overrides,
  });
  return serveRelay(relay);
}

/** Serves `relay` on a loopback HTTP server, with the same wiring as server/voice-relay.ts's attachVoiceRelay. */
export async function serveRelay(relay: VoiceRelay): Promise<RunningRelay> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  const upgrades: Socket[] = [];
  server.on("upgrade", (req, socket, head) => {
    upgrades.push(socket as Socket);
    if (!relay.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  running.push({ server, relay, upgrades });
  const { port } = server.address() as AddressInfo;
  return { url: `ws://${LOOPBACK}:${port}/voice`, port, relay, upgrades };
}

/** Stops every relay and client the test started. */
async function stopRelays() {
  for (const ws of clients.splice(0)) ws.terminate();
  for (const { server, relay, upgrades } of running.splice(0)) {
    await relay.close();
    for (const socket of upgrades) socket.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

/**
 * The set-up of a file of relay tests: the fake Realtime upstream started once (handed to `use`), and after each
 * test every relay and client stopped and what the fake saw forgotten.
 */
export function withFakeUpstream(options: Parameters<typeof startFakeOpenAI>[0], use: (fake: FakeOpenAI) => void) {
  let fake: FakeOpenAI | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAI(options);
    use(fake);
  });
  afterEach(async () => {
    await stopRelays();
    if (!fake) return;
    fake.realtime.length = 0;
    fake.sockets.length = 0;
  });
  afterAll(async () => {
    await fake?.close();
  });
}

export const ticket = (ip = LOOPBACK, now = Date.now(), lang: Lang = "en") => mintVoiceToken(SECRET, ip, lang, now).token;

export type RelayEvent = { type: string; [key: string]: unknown };

export interface Client {
  ws: WebSocket;
  events: RelayEvent[];
  next(type: string, timeoutMs?: number): Promise<RelayEvent>;
  /** Resolves with the close code. */
  closed: Promise<number>;
}

interface ConnectOptions {
  token?: string;
  origin?: string;
  headers?: Record<string, string>;
}

/** Connects like the browser; resolves once open, or rejects with the HTTP status of a refusal. */
export function connect(url: string, { token = ticket(), origin = ORIGIN, headers = {} }: ConnectOptions = {}): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url}?token=${encodeURIComponent(token)}`, { origin, headers });
    clients.push(ws);
    const events: RelayEvent[] = [];
    const waiters: { type: string; resolve: (e: RelayEvent) => void }[] = [];
    ws.on("message", (data) => {
      const event = JSON.parse(data.toString()) as RelayEvent;
      events.push(event);
      for (const w of waiters.filter((w) => w.type === event.type)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(event);
      }
    });
    const closed = new Promise<number>((r) => ws.on("close", (code) => r(code)));
    ws.on("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on("error", (error) => reject(error));
    ws.on("open", () =>
      resolve({
        ws,
        events,
        closed,
        next: (type, timeoutMs = 3000) => {
          const seen = events.find((e) => e.type === type);
          if (seen) return Promise.resolve(seen);
          return new Promise((res, rej) => {
            waiters.push({ type, resolve: res });
            setTimeout(() => rej(new Error(`no ${type} within ${timeoutMs} ms; got ${events.map((e) => e.type).join(", ")}`)), timeoutMs);
          });
        },
      }),
    );
  });
}

/** Resolves once `progress()` has not changed for `quietMs` (polled every 100 ms), within `timeoutMs`. */
export async function settled(progress: () => number, { quietMs = 1000, timeoutMs = 20_000 } = {}) {
  const end = Date.now() + timeoutMs;
  let last = progress();
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > end) throw new Error("timed out waiting for the data flow to settle");
    await new Promise((r) => setTimeout(r, 100));
    const now = progress();
    if (now !== last) quietSince = Date.now();
    last = now;
  }
}

/** `promise`, or a rejection naming `what` after `timeoutMs`. */
export function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs))]);
}

export const until = async (check: () => boolean, timeoutMs = 3000, what = "condition") => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

/**
 * Sends a raw HTTP upgrade request and resolves with the status line the server answers (or "" when it
 * closes without one). `resetAfterMs` resets the connection that long after writing, like a hostile client.
 */
export function rawUpgrade(port: number, request: string, { resetAfterMs }: { resetAfterMs?: number } = {}): Promise<string> {
  return new Promise((resolve) => {
    let answer = "";
    const socket = tcpConnect(port, LOOPBACK, () => {
      socket.write(request);
      // 0: in the same tick, so the reset may reach the server with the request.
      if (resetAfterMs === 0) socket.resetAndDestroy();
      else if (resetAfterMs !== undefined) setTimeout(() => socket.resetAndDestroy(), resetAfterMs);
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      // A refusal is answered in full; an accepted upgrade stays open, so stop at the status line.
      if (answer.includes("\r\n")) socket.destroy();
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(answer.split("\r\n")[0]));
  });
}

/** An upgrade request for the relay path; `headers` override the defaults (null removes one). */
export function upgradeRequest(target: string, headers: Record<string, string | null> = {}, method = "GET"): string {
  const all: Record<string, string | null> = {
    Host: "relay.test",
    Origin: ORIGIN,
    Connection: "Upgrade",
    Upgrade: "websocket",
    "Sec-WebSocket-Version": "13",
    "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
    ...headers,
  };
  const lines = Object.entries(all)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([k, v]) => `${k}: ${v}`);
  return `${method} ${target} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`;
}
