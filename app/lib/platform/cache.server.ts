import { log } from "./log.server";

export interface CacheOptions {
  /** For the log line when a stale value is served. */
  name: string;
  /** How long a loaded value is served without asking the upstream again. */
  ttlMs: number;
  /** How long a failure is remembered: the upstream is not asked again before then. */
  errorTtlMs: number;
}

/**
 * A value from a metered or slow upstream (Calendly, S3), kept in this process so that requests, however
 * many and whatever their query strings, do not each cost an upstream call:
 * - fresh for `ttlMs`;
 * - concurrent misses share one load (single flight);
 * - when a reload fails, the last good value is served (stale if error) and the failure is remembered for
 *   `errorTtlMs` only, so a down upstream is asked again soon but not by every request.
 */
export function cachedLoader<T>(load: () => Promise<T>, { name, ttlMs, errorTtlMs }: CacheOptions): () => Promise<T> {
  let good: { value: T; at: number } | null = null;
  let failed: { error: unknown; at: number } | null = null;
  let loading: Promise<T> | null = null;
  const stale = (error: unknown) => {
    log.warn("upstream failed, serving the last good value", { cache: name, error: String(error) });
    return good!.value;
  };
  return () => {
    const now = Date.now();
    if (good && now - good.at < ttlMs) return Promise.resolve(good.value);
    if (failed && now - failed.at < errorTtlMs) return good ? Promise.resolve(good.value) : Promise.reject(failed.error);
    loading ??= load()
      .then(
        (value) => {
          good = { value, at: Date.now() };
          failed = null;
          return value;
        },
        (error: unknown) => {
          failed = { error, at: Date.now() };
          if (good) return stale(error);
          throw error;
        },
      )
      .finally(() => {
        loading = null;
      });
    return loading;
  };
}

/** cachedLoader for each key (a bucket name): for a small, fixed set of keys. */
export function cachedByKey<T>(load: (key: string) => Promise<T>, options: CacheOptions): (key: string) => Promise<T> {
  const loaders = new Map<string, () => Promise<T>>();
  return (key) => {
    let loader = loaders.get(key);
    if (!loader) {
      loader = cachedLoader(() => load(key), { ...options, name: `${options.name} ${key}` });
      loaders.set(key, loader);
    }
    return loader();
  };
}
