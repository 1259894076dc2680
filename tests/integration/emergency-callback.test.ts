import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads } from "~db/schema";
import { defaultBusiness } from "~/content/business";
import { safetyTips } from "~/content/emergency";
import type { ChatTurn } from "~/lib/assistant/chat-protocol";
import { handleChatMessage } from "~/lib/assistant/chat.server";
import { CALLBACK_TOOL_NAME } from "~/lib/assistant/assistant-callback.server";
import { callbackText } from "~/lib/assistant/emergency-callback.messages";
import { localePath, type Lang } from "~/content/languages";

const callbackMessages = callbackText.en;
import { emergencyProgress } from "~/lib/emergencies/emergency-status.server";
import type { FormDeps } from "~/lib/requests/form-deps.server";
import { FORM_RATE_LIMITS } from "~/lib/requests/form-rate-limits.server";
import { memoryRateLimitStore, rateLimit } from "~/lib/platform/rate-limit.server";
import { publicScheduling } from "~/lib/requests/scheduling.server";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";
import { type FakeOpenAI, startFakeOpenAI, toolCallAnswer } from "../support/fake-openai";

// The assistant takes an emergency call-back and saves it as an emergency lead through the forms' own path.
const business = { ...defaultBusiness, siteUrl: "https://callback.test.example" };
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

/** Points the app's configuration at the fake, or at nothing (the built-in assistant). */
function configure(env: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  (globalThis as { __singletons?: Map<string, unknown> }).__singletons?.delete("config");
}

describe.each(dbTargets)("emergency call-backs through the assistant on %s", (kind) => {
  let db: TestDb;
  let fake: FakeOpenAI;
  let store = memoryRateLimitStore();
  const deps = (): FormDeps => ({
    db: db.db,
    business,
    officeEmail: "office@test.example",
    scheduling: publicScheduling(business.schedulingUrl),
    rateLimit: (f, ip) => rateLimit({ name: f, ...FORM_RATE_LIMITS[f] }, ip, store),
    mailQueued: () => {},
  });

  /** One conversation: each message goes with the last five turns, as the widget and /chat send them. */
  function conversation(ip = nextIp(), lang: Lang = "en") {
    const history: ChatTurn[] = [];
    return async (message: string) => {
      const outcome = await handleChatMessage(message, history.slice(-5), ip, { page: localePath(lang, "/chat"), lang }, deps());
      if (!outcome.ok) throw new Error(outcome.error);
      history.push({ role: "user", content: message }, { role: "assistant", content: outcome.reply });
      return outcome;
    };
  }
  async function converse(messages: string[], ip = nextIp()) {
    const say = conversation(ip);
    const answers = [];
    for (const message of messages) answers.push(await say(message));
    return answers;
  }

  beforeAll(async () => {
    db = await createMigratedDb(kind);
    fake = await startFakeOpenAI({ apiKey: "sk-callback" });
    configure({ SESSION_SECRET: "s".repeat(40), LOG_LEVEL: "silent" });
  });
  afterAll(async () => {
    configure({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined });
    await fake.close();
    await db.destroy();
  });
  beforeEach(async () => {
    store = memoryRateLimitStore();
    fake.chatRequests.length = 0;
    await db.db.execute(sql`delete from email_outbox`);
    await db.db.execute(sql`delete from leads`);
  });

  describe("the built-in assistant", () => {
    beforeAll(() => configure({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined }));

    it("gives the safety advice, offers the call-back, asks for what is missing, then saves an emergency lead and links its status page", async () => {
      const say = conversation();
      const advice = await say("My outlet is sparking and smells like burning!");
      const ask = await say("Yes please. Jane Doe, 703-555-0100");
      expect(advice!.reply).toContain(defaultBusiness.phone);
      expect(advice!.reply).toContain(callbackMessages.offer);
      expect(advice!.reply.indexOf(callbackMessages.offer)).toBeGreaterThan(advice!.reply.indexOf(defaultBusiness.phone));
      expect(advice!.statusPath).toBeUndefined();
      expect(ask!.reply).toContain(callbackMessages.missing.address);
      expect(ask!.reply).not.toContain(callbackMessages.missing.phone);
      expect(ask!.statusPath).toBeUndefined();
      expect(await db.db.select().from(leads)).toHaveLength(0);

      const done = await say("It's 12 Oak Street, Manassas");
      expect(done!.statusPath).toMatch(/^\/status\/[A-Za-z0-9_-]{32}$/);
      expect(done!.reply).toContain(`https://callback.test.example${done!.statusPath}`);
      const [lead] = await db.db.select().from(leads);
      expect(lead).toMatchObject({ kind: "contact", name: "Jane Doe", phone: "+17035550100", emergency: true, page: "/chat", statusToken: done!.statusPath!.slice(8) });
      expect(lead!.fields).toMatchObject({ type: "emergency", source: "assistant", address: "12 Oak Street, Manassas", description: expect.stringContaining("sparking") });
      expect(await emergencyProgress(lead!.statusToken!, { db: db.db })).toMatchObject({ firstName: "Jane", acknowledgedAt: null });
    });

    it("fire or smoke: 911 first, then the call-back offer; everything in one answer saves at once", async () => {
      const [fire, done] = await converse(["There's smoke coming out of my breaker box", "My name is Sam Hill, 571-555-0123, 4 Elm Court, Fairfax"]);
      const tip = safetyTips.find((t) => /911/.test(t))!;
      expect(fire!.reply.startsWith(tip)).toBe(true);
      expect(fire!.reply.indexOf(callbackMessages.offer)).toBeGreaterThan(fire!.reply.indexOf("911"));
      expect(done!.statusPath).toBeTruthy();
      const [lead] = await db.db.select().from(leads);
      expect(lead).toMatchObject({ name: "Sam Hill", emergency: true });
      expect(lead!.fields).toMatchObject({ address: "4 Elm Court, Fairfax", source: "assistant" });
    });

    it("a 'no' or a question after the offer is answered as usual and saves nothing", async () => {
      const [, no, question] = await converse(["The power is out in half my house", "No thanks", "How fast can you get here?"]);
      expect(no!.statusPath).toBeUndefined();
      expect(question!.reply).toMatch(/60 minutes/);
      expect(await db.db.select().from(leads)).toHaveLength(0);
    });

    it("in Spanish on /es/chat: the advice, the offer, what is missing and the confirmation in Spanish; the lead is saved", async () => {
      const es = callbackText.es;
      const say = conversation(nextIp(), "es");
      const advice = await say("Hay chispas en el tomacorriente de la cocina");
      expect(advice.reply).toContain(defaultBusiness.phone);
      expect(advice.reply).toContain(es.offer);
      const ask = await say("Sí, por favor. María López, 703-555-0100");
      expect(ask.reply).toContain(es.askMissing(es.missing.address));
      expect(ask.reply).not.toContain(es.missing.phone);
      expect(await db.db.select().from(leads)).toHaveLength(0);

      const done = await say("12 Oak Street, Manassas");
      expect(done.statusPath).toMatch(/^\/status\/[A-Za-z0-9_-]{32}$/);
      expect(done.reply).toBe(es.done("María", "703-555-0100", `https://callback.test.example${done.statusPath}`, business.phone));
      const [lead] = await db.db.select().from(leads);
      expect(lead).toMatchObject({ kind: "contact", name: "María López", phone: "+17035550100", emergency: true, page: "/es/chat" });
      expect(lead!.fields).toMatchObject({ type: "emergency", source: "assistant", address: "12 Oak Street, Manassas", description: expect.stringContaining("chispas") });
    });

    it("a visitor who writes Spanish on the English site gets the call-back in Spanish", async () => {
      const [fire, done] = await converse(["Sale humo del panel eléctrico", "Me llamo Luis Vega, 571-555-0124, 4 Elm Court, Fairfax"]);
      expect(fire!.reply.startsWith("Si hay fuego o humo, saque a todos de la casa y llame primero al 911")).toBe(true);
      expect(fire!.reply).toContain(callbackText.es.offer);
      expect(done!.reply).toContain(callbackText.es.doneMarker);
      const [lead] = await db.db.select().from(leads);
      expect(lead).toMatchObject({ name: "Luis Vega", emergency: true, page: "/chat" });
    });

    it("takes at most the contact form's limit of call-backs per IP; the rest are told to call", async () => {
      const ip = nextIp();
      const { limit } = FORM_RATE_LIMITS.contact;
      const names = ["Amy", "Ben", "Cal", "Dan", "Eva", "Fin", "Gus", "Hal"];
      const outcomes = [];
      for (let i = 0; i <= limit; i++) {
        const [, done] = await converse(["My panel is buzzing", `${names[i]} Stone, 703-555-01${10 + i}, ${i + 1} Oak Street, Manassas`], ip);
        outcomes.push(done!);
      }
      expect(outcomes.slice(0, limit).every((o) => o.statusPath)).toBe(true);
      expect(outcomes[limit]).toMatchObject({ reply: expect.stringContaining(callbackMessages.rateLimited(business.phone)) });
      expect(outcomes[limit]!.statusPath).toBeUndefined();
      expect(await db.db.select().from(leads)).toHaveLength(limit);
    });
  });

  describe("the language model (loopback fake speaking tool calls)", () => {
    beforeAll(() => configure({ OPENAI_API_KEY: "sk-callback", OPENAI_BASE_URL: fake.baseUrl }));

    it("offers the call-back tool, and its call saves an emergency lead; the reply carries the status link", async () => {
      fake.setChatHandler(() =>
        toolCallAnswer(CALLBACK_TOOL_NAME, { name: "Lee Chan", phone: "(571) 555-0142", address: "9 Pine Lane, Woodbridge", problem: "Hot panel, buzzing" }, "Passing this on now."),
      );
      const [answer] = await converse(["Yes, call me back: Lee Chan, 571-555-0142, 9 Pine Lane, Woodbridge"]);
      const request = fake.chatRequests[0]!.body;
      expect(request.tools?.map((t) => t.function.name)).toEqual([CALLBACK_TOOL_NAME]);
      expect(request.messages?.[0]?.content).toContain(CALLBACK_TOOL_NAME);

      expect(answer!.reply.startsWith("Passing this on now.")).toBe(true);
      expect(answer!.reply).toContain(`https://callback.test.example${answer!.statusPath}`);
      const [lead] = await db.db.select().from(leads);
      expect(lead).toMatchObject({ kind: "contact", name: "Lee Chan", phone: "+15715550142", emergency: true });
      expect(lead!.fields).toMatchObject({ type: "emergency", source: "assistant", address: "9 Pine Lane, Woodbridge", description: "Hot panel, buzzing" });
    });

    it("a tool call with bad details (a made-up phone, no address, not JSON) saves nothing and asks again", async () => {
      const badArguments = [
        JSON.stringify({ name: "Lee Chan", phone: "12", address: "9 Pine Lane", problem: "x" }),
        JSON.stringify({ name: "Lee Chan", phone: "5715550142", address: "", problem: "x" }),
        "not json",
      ];
      for (const args of badArguments) {
        fake.setChatHandler(() => {
          const answer = toolCallAnswer(CALLBACK_TOOL_NAME, {});
          answer.json.choices[0]!.message.tool_calls[0]!.function.arguments = args;
          return answer;
        });
        const [answer] = await converse(["call me back"]);
        expect(answer!.reply).toContain(callbackMessages.invalid);
        expect(answer!.statusPath).toBeUndefined();
      }
      expect(await db.db.select().from(leads)).toHaveLength(0);
    });
  });
});
