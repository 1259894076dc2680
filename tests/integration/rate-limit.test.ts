process.env.SESSION_SECRET ??= "rate-limit-test-secret-0123456789abcdef";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MEMORY_MAX_KEYS,
  memoryRateLimitStore,
  peekRateLimit,
  postgresRateLimitStore,
  rateLimit,
  type RateLimitRule,
  type RateLimitStore,
  resetRateLimit,
} from "~/lib/platform/rate-limit.server";
import { createScratchDatabase, type ScratchDatabase } from "../support/db";

const form: RateLimitRule = { name: "form:contact", limit: 3, windowMs: 60_000 };
const login: RateLimitRule = { name: "login:account", limit: 3, windowMs: 60_000 };

/** peek, hit until refused, reset: the same answers from any store. */
async function semantics(stores: [RateLimitStore, RateLimitStore], subject: string) {
  const [a, b] = stores;
  expect(await peekRateLimit(form, subject, a)).toEqual({ ok: true, retryAfterSeconds: 0 });
  for (let i = 1; i <= form.limit; i++) {
    const hit = await rateLimit(form, subject, i % 2 ? a : b);
    expect(hit.ok).toBe(true);
    expect(hit.retryAfterSeconds).toBeGreaterThan(0);
    expect(hit.retryAfterSeconds).toBeLessThanOrEqual(60);
  }
  // Peeking counts nothing: it answers what the next hit would, however often it is asked.
  for (let i = 0; i < 5; i++) expect((await peekRateLimit(form, subject, b)).ok).toBe(false);
  const refused = await rateLimit(form, subject, b);
  expect(refused.ok).toBe(false);
  expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  expect(await peekRateLimit(form, `${subject}-other`, a)).toEqual({ ok: true, retryAfterSeconds: 0 });
  await resetRateLimit(form, subject, a);
  expect((await peekRateLimit(form, subject, b)).ok).toBe(true);
  expect((await rateLimit(form, subject, b)).ok).toBe(true);
}

describe("memory store", () => {
  it("peek counts nothing, rateLimit counts one, reset forgets", async () => {
    const store = memoryRateLimitStore();
    await semantics([store, store], "198.51.100.1");
    // One store's counts are its own: a fresh store starts from zero.
    expect((await peekRateLimit(form, "198.51.100.1", memoryRateLimitStore())).ok).toBe(true);
  });

  it("long subjects (an email of 300 characters) are counted like short ones", async () => {
    const store = memoryRateLimitStore();
    const subject = `${"a".repeat(300)}@example.com`;
    for (let i = 0; i < login.limit; i++) expect((await rateLimit(login, subject, store)).ok).toBe(true);
    expect((await rateLimit(login, subject, store)).ok).toBe(false);
    expect((await rateLimit(login, `${"a".repeat(299)}b@example.com`, store)).ok).toBe(true);
  });

  it(`holds at most ${MEMORY_MAX_KEYS} keys under 100,000 distinct addresses, dropping the least recently hit`, async () => {
    const store = memoryRateLimitStore();
    const attacker = "203.0.113.66";
    for (let i = 0; i <= form.limit; i++) await rateLimit(form, attacker, store);
    for (let i = 0; i < 100_000; i++) {
      await rateLimit(form, `flood-${i}`, store);
      // The address still hammering the form stays counted: each hit makes it the newest key again.
      if (i % 10_000 === 0) expect((await rateLimit(form, attacker, store)).ok).toBe(false);
    }
    expect(store.size()).toBeLessThanOrEqual(MEMORY_MAX_KEYS);
    expect(store.size()).toBeGreaterThan(MEMORY_MAX_KEYS - 10);
    expect((await peekRateLimit(form, attacker, store)).ok).toBe(false);
    // The oldest flood keys were dropped, the newest are held.
    expect((await peekRateLimit(form, "flood-0", store)).retryAfterSeconds).toBe(0);
    expect((await peekRateLimit(form, "flood-99999", store)).retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe("memory store under a flood of addresses", () => {
  it("never drops an account's count for another rule's keys: each rule has a bound of its own", async () => {
    const store = memoryRateLimitStore({ maxKeys: 1_000 });
    const account: RateLimitRule = { name: "login:code", limit: 3, windowMs: 60_000 };
    const perAddress: RateLimitRule = { name: "login:ip", limit: 20, windowMs: 60_000 };
    for (let i = 0; i < account.limit; i++) await rateLimit(account, "office@example.com", store);
    expect((await peekRateLimit(account, "office@example.com", store)).ok).toBe(false);
    // Five times the bound of distinct per-address keys: the flood drops only its own oldest keys.
    for (let i = 0; i < 5_000; i++) await rateLimit(perAddress, `2001:db8:${i.toString(16)}::/64`, store);
    expect((await peekRateLimit(account, "office@example.com", store)).ok).toBe(false);
    expect((await rateLimit(account, "office@example.com", store)).ok).toBe(false);
    expect(store.size()).toBeLessThanOrEqual(1_000 + 1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("Postgres store", () => {
  let database: ScratchDatabase;
  let url: string;
  let instances: [RateLimitStore, RateLimitStore];

  beforeAll(async () => {
    // The table is the migrations' (decision 0065): the store never makes it.
    database = await createScratchDatabase("rl", { migrated: true });
    url = database.url;
    // Two pools: what two app instances behind a load balancer have.
    instances = [postgresRateLimitStore(url), postgresRateLimitStore(url)];
  });

  afterAll(async () => {
    await Promise.all(instances.map((s) => s.close()));
    await database.drop();
  });

  it("counts the hits of both instances together, in the migrations' rate_limits table", async () => {
    await semantics(instances, "198.51.100.7");
    const check = postgres(url, { max: 1, onnotice: () => {} });
    const rows = await check`select key, points from rate_limits where key = ${`${form.name}:198.51.100.7`}`;
    await check.end();
    expect(rows).toEqual([{ key: `${form.name}:198.51.100.7`, points: 1 }]);
  });

  it("counts concurrent hits from both instances exactly", async () => {
    const rule = { name: "chat", limit: 10, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => rateLimit(rule, "198.51.100.8", instances[i % 2])));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
  });

  it("starts a new window once the old one has ended, counting from one again", async () => {
    const rule = { name: "window", limit: 1, windowMs: 1_000 };
    expect(await rateLimit(rule, "198.51.100.9", instances[0])).toEqual({ ok: true, retryAfterSeconds: 1 });
    expect((await rateLimit(rule, "198.51.100.9", instances[1])).ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await peekRateLimit(rule, "198.51.100.9", instances[1])).ok).toBe(true);
    expect((await rateLimit(rule, "198.51.100.9", instances[1])).ok).toBe(true);
    expect((await rateLimit(rule, "198.51.100.9", instances[0])).ok).toBe(false);
  });

  it("when the database is unreachable, sign-in limits refuse and other limits count in this process", async () => {
    // Nothing listens on port 9 of loopback.
    const down = postgresRateLimitStore("postgres://postgres@127.0.0.1:9/none");
    try {
      expect(await rateLimit(login, "office@example.com", down)).toEqual({ ok: false, retryAfterSeconds: 60 });
      expect((await peekRateLimit(login, "office@example.com", down)).ok).toBe(false);
      const subject = `198.51.100.${Math.floor(Math.random() * 200)}-down`;
      for (let i = 0; i < form.limit; i++) expect((await rateLimit(form, subject, down)).ok).toBe(true);
      // Still limited, by this process's own memory.
      expect((await rateLimit(form, subject, down)).ok).toBe(false);
    } finally {
      await down.close();
    }
  });
});
