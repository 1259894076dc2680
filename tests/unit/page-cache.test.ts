import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { localDay } from "~/lib/platform/office-clock.server";
import { createPageCache } from "../../server/page-cache";

const shareable = () => new Headers({ "Content-Type": "text/html", "Cache-Control": "public, max-age=0, s-maxage=300" });
const page = (n: number) => Buffer.alloc(n, "a");

describe("the page cache", () => {
  it("does not answer on the office's next day with a page kept the day before, even within its minute", () => {
    const cache = createPageCache({ dayOf: (now) => localDay(new Date(now), "America/New_York") });
    // 23:59:30 and 23:59:59 on Dec 31 in New York (UTC-5), then midnight there.
    const kept = Date.parse("2027-01-01T04:59:30Z");
    cache.store("/", 200, shareable(), page(10), kept);
    expect(cache.get("/", Date.parse("2027-01-01T04:59:59Z"))).not.toBeNull();
    expect(cache.get("/", Date.parse("2027-01-01T05:00:00Z"))).toBeNull();
    expect(cache.size).toBe(0);
  });

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
    // One page with its compressed copies; room for two, not three.
    const probe = createPageCache();
    probe.store("/", 200, shareable(), page(40));
    const one = probe.bytes;
    const cache = createPageCache({ maxBytes: 2.5 * one });
    cache.store("/a", 200, shareable(), page(40));
    cache.store("/b", 200, shareable(), page(40));
    cache.get("/a");
    cache.store("/c", 200, shareable(), page(40));
    expect(cache.get("/b")).toBeNull();
    expect(cache.get("/a")).not.toBeNull();
    expect(cache.get("/c")).not.toBeNull();
    expect(cache.bytes).toBe(2 * one);
    for (let i = 0; i < 10_000; i++) cache.store(`/?random=${i}`, 200, shareable(), page(40));
    expect(cache.bytes).toBeLessThanOrEqual(2.5 * one);
    expect(cache.size).toBe(2);
  });

  it("compresses a page once when storing it, counting every copy in its bytes", () => {
    const cache = createPageCache();
    const html = Buffer.from("<!DOCTYPE html><html><body>" + "<p>Panel upgrades in Manassas</p>".repeat(200) + "</body></html>");
    cache.store("/", 200, shareable(), html);
    const kept = cache.get("/")!;
    expect(gunzipSync(kept.gzip).equals(html)).toBe(true);
    expect(brotliDecompressSync(kept.br).equals(html)).toBe(true);
    expect(kept.br.length).toBeLessThan(kept.gzip.length);
    expect(cache.bytes).toBe(html.length + kept.gzip.length + kept.br.length);
  });
});
