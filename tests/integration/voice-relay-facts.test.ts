/**
 * The voice assistant states the business facts the office published (docs/content.md): the relay as the server
 * wires it (voiceRelayFromConfig) on a migrated embedded database, between a `ws` client and the fake Realtime
 * upstream; a publish after the relay started reaches the next session's instructions, in the ticket's language.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeOpenAI } from "../support/fake-openai";
import { useAppEnvironment } from "../support/db";
import { connect, LOOPBACK, SECRET, serveRelay, ticket, until, withFakeUpstream } from "../support/voice-relay";

const NEW_HOURS_ES = "Abierto día y noche, todos los días";
let fake: FakeOpenAI;
withFakeUpstream({ apiKey: "sk-realtime-test", appendsBeforeAnswer: 1000, speakMs: 50 }, (started) => (fake = started));

describe("the voice relay and the published business facts", () => {
  let app: Awaited<ReturnType<typeof useAppEnvironment>>;
  beforeAll(async () => {
    app = await useAppEnvironment("pglite", { SESSION_SECRET: SECRET, LOG_LEVEL: "silent" });
  });
  afterAll(async () => {
    await app?.restore();
  });

  it("gives each session the phone and hours published since the relay started, in the ticket's language", async () => {
    const { getConfig } = await import("~/lib/platform/config.server");
    const { voiceRelayFromConfig } = await import("../../server/voice-relay");
    const { getDb } = await import("~/lib/platform/db.server");
    const { BUSINESS_BLOCK, findContentBlock } = await import("~/lib/content/blocks.server");
    const { saveBlockWords } = await import("~/lib/content/content-editing.server");
    const { url } = await serveRelay(
      voiceRelayFromConfig({ ...getConfig(), SITE_URL: "http://site.test:3000", OPENAI_API_KEY: fake.apiKey, OPENAI_REALTIME_URL: fake.realtimeUrl }),
    );
    const instructionsFor = async (lang: "en" | "es") => {
      const client = await connect(url, { token: ticket(LOOPBACK, Date.now(), lang) });
      await client.next("session.updated");
      const upstream = fake.realtime.at(-1)!;
      const [sessionUpdate] = upstream.events as { type: string; session?: { instructions?: string } }[];
      expect(sessionUpdate?.type).toBe("session.update");
      client.ws.close();
      await until(() => upstream.closed);
      return sessionUpdate?.session?.instructions ?? "";
    };
    expect(await instructionsFor("en")).toContain("Phone: (703) 555-0142");

    const [user] = (await getDb().execute(sql`insert into users (email, password_hash) values ('office@example.com', 'x') returning id`)) as unknown as { id: string }[];
    const block = findContentBlock(BUSINESS_BLOCK)!.defaults() as { hours: Record<string, string> };
    const words = { ...block, phone: "+17035550199", hours: { ...block.hours, es: NEW_HOURS_ES } };
    expect(await saveBlockWords(BUSINESS_BLOCK, words, { expectedVersion: 1, publish: true }, { id: user!.id, email: "office@example.com" })).toMatchObject({ ok: true });

    const spanish = await instructionsFor("es");
    expect(spanish).toContain("Phone: (703) 555-0199");
    expect(spanish).toContain(NEW_HOURS_ES);
    const english = await instructionsFor("en");
    expect(english).toContain("Phone: (703) 555-0199");
    expect(english).not.toContain(NEW_HOURS_ES);
    expect(english).not.toContain("(703) 555-0142");
  });
});
