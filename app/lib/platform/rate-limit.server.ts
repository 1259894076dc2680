import { createHash } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimits } from "~db/schema";
import { messages } from "~/forms/messages";
import { getConfig } from "./config.server";
import { log } from "./log.server";

/**
 * Per-subject limits (docs/decisions/0065-rate-limits-caches-and-leaks.md): counted by rate-limiter-flexible in
 * this process's memory with the embedded defaults, and in Postgres (table `rate_limits`) when DATABASE_URL is
 * set, so every instance behind a load balancer counts the same hits.
 */
export interface RateLimitRule {
  /** What is limited, e.g. "contact" or "login:account". */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  ok: boolean;
  retryAfterSeconds: number;
}

/** Where counts live. Keys are already shortened (subjectKey). */
export interface RateLimitStore {
  readonly kind: "memory" | "postgres";
  /** Counts one hit; resolves with the key's count and time left, rejects only when the store fails. */
  consume(rule: RateLimitRule, key: string): Promise<RateLimiterRes>;
  /** The key's count and time left, or null when it has none in the current window. */
  get(rule: RateLimitRule, key: string): Promise<RateLimiterRes | null>;
  delete(rule: RateLimitRule, key: string): Promise<void>;
  close(): Promise<void>;
}

interface MemoryRateLimitStore extends RateLimitStore {
  /** How many keys the limiters hold (walks them all: for tests and diagnostics). */
  size(): number;
}

/**
 * Keys held per rule, about 200 bytes each: 50,000 keys (~10 MB) a rule whatever a flood of addresses does.
 * Each rule has its own bound, so a flood of one rule's keys (per-address ones) never drops another's (an
 * account's failed sign-ins).
 */
export const MEMORY_MAX_KEYS = 50_000;

const limiterOptions = (rule: RateLimitRule) => ({ keyPrefix: rule.name, points: rule.limit, duration: rule.windowMs / 1000 });
// Counts do not depend on the limit (ok is worked out from consumedPoints below), so one limiter serves a
// rule's name and window whatever limit a caller checks against.
const ruleId = (rule: RateLimitRule) => `${rule.name}|${rule.windowMs}`;

/** The library rejects with the result when a hit is over the limit; here that is an answer, not an error. */
async function counted(hit: Promise<RateLimiterRes>): Promise<RateLimiterRes> {
  try {
    return await hit;
  } catch (result) {
    if (result instanceof RateLimiterRes) return result;
    throw result;
  }
}

/**
 * RateLimiterMemory expires each key at the end of its window but holds any number of keys until then.
 * This store also keeps at most `maxKeys` per rule: past that the rule's least recently hit key is dropped,
 * in O(1) (a Map iterates in insertion order, and every hit re-inserts its key at the end).
 */
export function memoryRateLimitStore({ maxKeys = MEMORY_MAX_KEYS }: { maxKeys?: number } = {}): MemoryRateLimitStore {
  const rules = new Map<string, { limiter: RateLimiterMemory; held: Map<string, true> }>();
  const ruleFor = (rule: RateLimitRule) => {
    let entry = rules.get(ruleId(rule));
    if (!entry) {
      entry = { limiter: new RateLimiterMemory(limiterOptions(rule)), held: new Map() };
      rules.set(ruleId(rule), entry);
    }
    return entry;
  };
  return {
    kind: "memory",
    async consume(rule, key) {
      const { limiter, held } = ruleFor(rule);
      held.delete(key);
      held.set(key, true);
      if (held.size > maxKeys) {
        const oldest = held.keys().next().value!;
        held.delete(oldest);
        await limiter.delete(oldest);
      }
      return counted(limiter.consume(key));
    },
    get: (rule, key) => ruleFor(rule).limiter.get(key),
    async delete(rule, key) {
      const { limiter, held } = ruleFor(rule);
      held.delete(key);
      await limiter.delete(key);
    },
    size: () => [...rules.values()].reduce((sum, { limiter }) => sum + limiter.dump().storage.length, 0),
    async close() {
      rules.clear();
    },
  };
}

/**
 * Counts in Postgres, in the `rate_limits` table the migrations make (decision 0065): one row per rule and key,
 * counted by one atomic upsert (a new window starts once the old one has expired), with rate-limiter-flexible's
 * semantics. A small pool of its own, with short timeouts: a slow database must not hold requests up.
 */
export function postgresRateLimitStore(connectionString: string): RateLimitStore {
  const client = postgres(connectionString, {
    max: 3,
    idle_timeout: 10,
    connect_timeout: 3,
    connection: { statement_timeout: 3_000 },
    onnotice: () => {},
  });
  const db = drizzle(client);
  const rowKey = (rule: RateLimitRule, key: string) => `${rule.name}:${key}`;
  const resultOf = (rule: RateLimitRule, row: { points: number; expire: number | null }) =>
    new RateLimiterRes(Math.max(rule.limit - row.points, 0), row.expire === null ? -1 : Math.max(row.expire - Date.now(), 0), row.points);
  // Rows whose window ended an hour ago are deleted every 5 minutes.
  const sweep = setInterval(() => {
    db.delete(rateLimits)
      .where(lt(rateLimits.expire, Date.now() - 3_600_000))
      .catch((error: unknown) => log.warn("rate-limit cleanup failed", { error: String(error) }));
  }, 300_000).unref();
  return {
    kind: "postgres",
    async consume(rule, key) {
      const now = Date.now();
      const ended = sql`${rateLimits.expire} <= ${now}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key: rowKey(rule, key), points: 1, expire: now + rule.windowMs })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            points: sql`case when ${ended} then 1 else ${rateLimits.points} + 1 end`,
            expire: sql`case when ${ended} then excluded.expire else ${rateLimits.expire} end`,
          },
        })
        .returning({ points: rateLimits.points, expire: rateLimits.expire });
      return resultOf(rule, row!);
    },
    async get(rule, key) {
      const [row] = await db
        .select({ points: rateLimits.points, expire: rateLimits.expire })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, rowKey(rule, key)), or(gt(rateLimits.expire, Date.now()), isNull(rateLimits.expire))));
      return row ? resultOf(rule, row) : null;
    },
    async delete(rule, key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, rowKey(rule, key)));
    },
    async close() {
      clearInterval(sweep);
      await client.end({ timeout: 5 });
    },
  };
}

/** Subjects can be long (an email); hashed ones fit the table's key column and cost the same memory. */
const subjectKey = (subject: string) => (subject.length <= 128 ? subject : createHash("sha256").update(subject).digest("hex"));

const state = globalThis as unknown as { __rateLimitStores?: Map<string, RateLimitStore> };

function storeFor(url: string | undefined): RateLimitStore {
  state.__rateLimitStores ??= new Map();
  const id = url ?? "memory";
  let store = state.__rateLimitStores.get(id);
  if (!store) {
    store = url ? postgresRateLimitStore(url) : memoryRateLimitStore();
    state.__rateLimitStores.set(id, store);
  }
  return store;
}

/** Postgres when DATABASE_URL is set, this process's memory otherwise. */
const defaultStore = () => storeFor(getConfig().DATABASE_URL);

/** Closes the Postgres pool (at shutdown); the next call opens a new one. */
export async function closeRateLimits() {
  const stores = [...(state.__rateLimitStores?.values() ?? [])];
  state.__rateLimitStores?.clear();
  await Promise.allSettled(stores.map((store) => store.close()));
}

/** Sign-in limits ("login:…") refuse when the shared store fails: guessing must never get easier. */
const failsClosed = (rule: RateLimitRule) => rule.name === "login" || rule.name.startsWith("login:");

/**
 * When the shared store cannot be reached: sign-in rules refuse; every other rule counts in this process
 * instead (with a warning), so a customer's request is never refused because the limiter's database hiccuped.
 */
async function withStore<T>(rule: RateLimitRule, store: RateLimitStore, run: (store: RateLimitStore) => Promise<T>, refused: T): Promise<T> {
  try {
    return await run(store);
  } catch (error) {
    if (store.kind === "memory") throw error;
    const closed = failsClosed(rule);
    log.warn(closed ? "rate-limit store unavailable, refusing" : "rate-limit store unavailable, counting in this process", {
      rule: rule.name,
      error: String(error),
    });
    return closed ? refused : run(storeFor(undefined));
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
/** What a refused sign-in answers while the store is down. */
const STORE_DOWN: RateLimitResult = { ok: false, retryAfterSeconds: 60 };

/** Counts one hit for the subject: ok while it has made at most `limit` hits in the window. */
export function rateLimit(rule: RateLimitRule, subject: string, store = defaultStore()): Promise<RateLimitResult> {
  const key = subjectKey(subject);
  return withStore(
    rule,
    store,
    async (s) => {
      const res = await s.consume(rule, key);
      return { ok: res.consumedPoints <= rule.limit, retryAfterSeconds: seconds(res.msBeforeNext) };
    },
    STORE_DOWN,
  );
}

/** Counts nothing: ok is what the next rateLimit for the subject would answer (false once it has `limit` hits). */
export function peekRateLimit(rule: RateLimitRule, subject: string, store = defaultStore()): Promise<RateLimitResult> {
  const key = subjectKey(subject);
  return withStore(
    rule,
    store,
    async (s) => {
      const res = await s.get(rule, key);
      if (!res) return { ok: true, retryAfterSeconds: 0 };
      return { ok: res.consumedPoints < rule.limit, retryAfterSeconds: seconds(res.msBeforeNext) };
    },
    STORE_DOWN,
  );
}

/** Forgets the subject's hits (e.g. after a successful sign-in). */
export async function resetRateLimit(rule: RateLimitRule, subject: string, store = defaultStore()): Promise<void> {
  const key = subjectKey(subject);
  await withStore(rule, store, (s) => s.delete(rule, key), undefined);
}

/** The sentence a refused request shows, as the forms word it (the chat and voice tickets answer it as JSON). */
export const RATE_LIMITED_MESSAGE = messages.rateLimited.description!;
