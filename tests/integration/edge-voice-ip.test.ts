import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createVoiceRelay, type VoiceRelay } from "../../server/voice-relay";
import { mintVoiceToken } from "~/lib/assistant/voice-token.server";
import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai";

/**
 * The voice relay counts sessions per visitor with the same rule as the app (docs/decisions/0061): behind
 * one proxy, the address that proxy appended, whatever the visitor wrote before it.
 */
const SECRET = "v".repeat(40);
const ORIGIN = "http://site.test:3000";

describe("voice relay sessions per visitor behind one proxy", () => {
  let fake: FakeOpenAI;
  let server: Server;
  let relay: VoiceRelay;
  let url: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    relay = createVoiceRelay({
      secret: SECRET,
      allowedOrigin: ORIGIN,
      apiKey: fake.apiKey,
      realtimeUrl: fake.realtimeUrl,
      model: "gpt-realtime-test",
      instructions: () => "Test.",
      maxSessionsPerIp: 2,
      trustProxy: 1,
    });
    server = createServer((_req, res) => res.writeHead(404).end());
    server.on("upgrade", (req, socket, head) => {
      if (!relay.handleUpgrade(req, socket, head)) socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/voice`;
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await relay.close();
    await new Promise((resolve) => server.close(resolve));
    await fake.close();
  });

  /** Opens a session as the proxy would forward it; resolves "open" or the refusal's HTTP status. */
  const open = (forwarded: string) =>
    new Promise<string>((resolve) => {
      const ws = new WebSocket(`${url}?token=${encodeURIComponent(mintVoiceToken(SECRET, forwarded.split(",").pop()!.trim(), "en").token)}`, {
        origin: ORIGIN,
        headers: { "X-Forwarded-For": forwarded },
      });
      sockets.push(ws);
      ws.on("open", () => resolve("open"));
      ws.on("unexpected-response", (_req, res) => resolve(String(res.statusCode)));
      ws.on("error", () => {});
    });

  it("refuses a third session although the visitor rotates the first X-Forwarded-For entry", async () => {
    expect(await open("198.51.100.1, 203.0.113.7")).toBe("open");
    expect(await open("198.51.100.2, 203.0.113.7")).toBe("open");
    expect(await open("198.51.100.3, 203.0.113.7")).toBe("429");
    expect(await open("203.0.113.8")).toBe("open");
  });
});
