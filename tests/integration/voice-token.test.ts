import { beforeAll, describe, expect, it } from "vitest";
import { formText } from "~/forms/messages";
import { getConfig } from "~/lib/platform/config.server";
import { verifyVoiceToken } from "~/lib/assistant/voice-token.server";
import { loader } from "~/routes/voice-token";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "v".repeat(40);
});

const get = async (ip: string, query = "") => {
  const response = await loader({ request: new Request(`http://localhost/voice-token${query}`), params: {}, context: { clientIp: ip } });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
};

describe("GET /voice-token", () => {
  it("mints a one-minute ticket the relay accepts from the same address only, never cached", async () => {
    const { status, headers, json } = await get("198.51.100.1");
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(json.url).toBe("/voice");
    const check = verifyVoiceToken(String(json.token), getConfig().SESSION_SECRET, "198.51.100.1");
    expect(check).toMatchObject({ ok: true, expiresAt: json.expiresAt });
    expect(verifyVoiceToken(String(json.token), getConfig().SESSION_SECRET, "198.51.100.9")).toEqual({ ok: false, reason: "signature" });
    expect(Number(json.expiresAt) - Date.now()).toBeGreaterThan(50_000);
    expect(Number(json.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    expect(check).toMatchObject({ lang: "en" });
  });

  it("signs the page's language into the ticket: Spanish for ?lang=es, English for anything else", async () => {
    const langOf = async (query: string) => {
      const { json } = await get("198.51.100.4", query);
      return verifyVoiceToken(String(json.token), getConfig().SESSION_SECRET, "198.51.100.4");
    };
    expect(await langOf("?lang=es")).toMatchObject({ ok: true, lang: "es" });
    for (const query of ["", "?lang=en", "?lang=fr", "?lang=ES", "?lang=es-US", "?lang="]) expect(await langOf(query)).toMatchObject({ ok: true, lang: "en" });
  });

  it("rate-limits tickets per IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await get("198.51.100.2")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect((await get("198.51.100.2", "?lang=es")).json).toEqual({ error: formText.es.messages.rateLimited.description });
    expect((await get("198.51.100.3")).status).toBe(200);
  });
});
