import { singleton } from "./singleton.server";

/**
 * Counts hits per key in a fixed window. One instance keeps counts in memory; behind a load balancer
 * swap in a Postgres- or Redis-backed store with the same interface (DESIGN.md section 7).
 */
export interface RateLimitStore {
  /** Records one hit and returns how many hits the key has in the current window, and when it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** The key's current window without recording a hit (null when it has none). */
  peek(key: string): Promise<{ count: number; resetAt: number } | null>;
  reset(key: string): Promise<void>;
}

export function memoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
        if (windows.size > 10_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      }
      entry.count += 1;
      return { ...entry };
    },
    async peek(key) {
      const entry = windows.get(key);
      return entry && entry.resetAt > Date.now() ? { ...entry } : null;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

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

const defaultStore = () => singleton("rate-limit-store", memoryStore);

export async function rateLimit(rule: RateLimitRule, subject: string, store = defaultStore()): Promise<RateLimitResult> {
  const { count, resetAt } = await store.hit(`${rule.name}:${subject}`, rule.windowMs);
  return { ok: count <= rule.limit, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) };
}

/** Whether the next hit would still be allowed, without recording one. */
export async function peekRateLimit(rule: RateLimitRule, subject: string, store = defaultStore()): Promise<RateLimitResult> {
  const entry = await store.peek(`${rule.name}:${subject}`);
  if (!entry) return { ok: true, retryAfterSeconds: 0 };
  return { ok: entry.count < rule.limit, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000)) };
}

export async function resetRateLimit(rule: RateLimitRule, subject: string, store = defaultStore()): Promise<void> {
  await store.reset(`${rule.name}:${subject}`);
}

export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a few minutes and try again, or call us directly.";
