import { describe, expect, it } from "vitest";
import { createPageCache } from "../../server/page-cache";

const shareable = () => new Headers({ "Content-Type": "text/html", "Cache-Control": "public, max-age=0, s-maxage=300" });
const page = (n: number) => Buffer.alloc(n, "a");

describe("the page cache", () => {
  it("keeps only anonymous GETs", () => {
    const cache = createPageCache();
    expect(cache.keyOf({ method: "GET", url: "/", headers: {} })).toBe("/");
    expect(cache.keyOf({ method: "GET", url: "/?a=1", headers: {} })).toBe("/?a=1");
    expect(cache.keyOf({ method: "GET", url: "/", headers: { cookie: "toast=1" } })).toBeNull();
    expect(cache.keyOf({ method: "GET", url: "/", headers: { cookie: "visit=abc.sig" } })).toBe("/");
    expect(cache.keyOf({ method: "GET", url: "/", headers: { cookie: "__Host-visit=abc.sig; session=x" } })).toBeNull();
    expect(cache.keyOf({ method: "GET", url: "/", headers: { authorization: "Basic x" } })).toBeNull();
    expect(cache.keyOf({ method: "POST", url: "/", headers: {} })).toBeNull();
    expect(cache.keyOf({ method: "HEAD", url: "/", headers: {} })).toBeNull();
  });

  it("accepts only what a shared cache could keep", () => {
    const cache = createPageCache();
    expect(cache.accepts(200, shareable())).toBe(true);
    expect(cache.accepts(404, shareable())).toBe(false);
    expect(cache.accepts(200, new Headers({ "Cache-Control": "private, no-store" }))).toBe(false);
    expect(cache.accepts(200, new Headers())).toBe(false);
    const withCookie = shareable();
    withCookie.set("Set-Cookie", "toast=1");
    expect(cache.accepts(200, withCookie)).toBe(false);
  });

  it("answers from memory until the page is older than its time to live", () => {
    const cache = createPageCache({ ttlMs: 1000 });
    cache.store("/", 200, shareable(), page(10), 0);
    expect(cache.get("/", 999)?.body.length).toBe(10);
    expect(cache.get("/", 1001)).toBeNull();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("stays within its bytes, dropping the least recently used page first", () => {
    const cache = createPageCache({ maxBytes: 100 });
    cache.store("/a", 200, shareable(), page(40));
    cache.store("/b", 200, shareable(), page(40));
    cache.get("/a");
    cache.store("/c", 200, shareable(), page(40));
    expect(cache.get("/b")).toBeNull();
    expect(cache.get("/a")).not.toBeNull();
    expect(cache.get("/c")).not.toBeNull();
    expect(cache.bytes).toBe(80);
    for (let i = 0; i < 10_000; i++) cache.store(`/?random=${i}`, 200, shareable(), page(40));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.size).toBe(2);
  });
});
