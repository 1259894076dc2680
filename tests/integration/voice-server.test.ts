import { describe, expect, it } from "vitest";
import { useSite } from "../support/site";
import { rawUpgrade, upgradeRequest } from "../support/voice-relay";

// The built production server (`npm run build` first) on embedded defaults (no database, storage or OpenAI
// settings), attacked with raw TCP sockets that reset right after an upgrade request: the process must survive
// every refusal and every acceptance.
describe("the built server under upgrade requests that reset at once", () => {
  const site = useSite({ env: { LOG_LEVEL: "warn" } });
  const alive = () => !site.server.exited();
  const output = () => site.server.output();
  const healthz = () =>
    site.get("/healthz").then(
      (r) => r.status,
      () => 0,
    );

  it("survives resets on refused upgrades (foreign Origin, no ticket, bad ticket, wrong path) and accepted ones", async () => {
    const base = site.url;
    const port = Number(new URL(base).port);
    const attacks: [string, Record<string, string | null>][] = [
      ["/voice", { Origin: "http://evil.example" }],
      ["/voice", { Origin: base }],
      ["/voice?token=forged.ticket", { Origin: base }],
      ["/other", { Origin: base }],
      ["/voice", { Origin: null }],
      // A request target the URL parser rejects.
      ["http://[", { Origin: base }],
    ];
    // Reset 1 ms after the request, and in the same tick (the reset can reach the server with the request).
    for (let round = 0; round < 20; round++) {
      for (const [target, headers] of attacks) {
        await rawUpgrade(port, upgradeRequest(target, headers), { resetAfterMs: 1 });
        await rawUpgrade(port, upgradeRequest(target, headers), { resetAfterMs: 0 });
      }
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(alive(), `the server died:\n${output()}`).toBe(true);
    // Accepted upgrades too: real tickets for this address (the ticket route allows a few per IP).
    for (let i = 0; i < 5; i++) {
      const { token } = (await (await site.get("/voice-token")).json()) as { token: string };
      await rawUpgrade(port, upgradeRequest(`/voice?token=${encodeURIComponent(token)}`, { Origin: base }), { resetAfterMs: i % 2 });
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(alive(), `the server died:\n${output()}`).toBe(true);
    expect(await healthz()).toBe(200);
  });
});
