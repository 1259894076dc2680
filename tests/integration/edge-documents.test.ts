import { createHash } from "node:crypto";
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useSite } from "../support/site";

/**
 * Document headers on the built server (docs/decisions/0062-hashed-csp-for-shared-pages.md): a page a
 * shared cache may keep carries no per-request nonce; personal responses are never stored.
 */
const scriptSrc = (csp: string) => csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src ")) ?? "";

/** Inline scripts as a browser would run them: no src, and not a JSON data block. */
function inlineScripts(html: string) {
  const found: { attributes: string; text: string }[] = [];
  const pattern = /<script([^>]*)>([\s\S]*?)<\/script>/g;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const attributes = match[1] ?? "";
    if (/ src=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    found.push({ attributes, text: match[2] ?? "" });
  }
  return found;
}

/** A form post as a browser without JavaScript sends it, with the bytes of the answer as sent (fetch would decode them). */
function rawPost(base: string, path: string, headers: Record<string, string>, form: Record<string, string>) {
  const body = new URLSearchParams(form).toString();
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(new URL(path, base), { method: "POST", headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("document headers on the built server", () => {
  const site = useSite();

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers, redirect: "manual" });

  it("sends a shareable page the same CSP every time: its inline scripts by hash, no nonce anywhere", async () => {
    const [first, second] = [await get("/"), await get("/")];
    const csp = first.headers.get("Content-Security-Policy")!;
    expect(second.headers.get("Content-Security-Policy")).toBe(csp);
    expect(first.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=\d+/);
    expect(csp).not.toContain("nonce-");
    expect(scriptSrc(csp)).not.toContain("unsafe-inline");
    const html = await first.text();
    expect(html).not.toMatch(/\snonce=/);
    const scripts = inlineScripts(html);
    // Remix's context, its module script and ScrollRestoration at least.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) {
      const hash = createHash("sha256").update(script.text, "utf8").digest("base64");
      expect(scriptSrc(csp), script.text.slice(0, 60)).toContain(`'sha256-${hash}'`);
    }
    // Structured data still renders.
    expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org"/);
  });

  it("hashes each shareable page's own scripts", async () => {
    const service = await get("/services/panel-upgrades");
    expect(service.status).toBe(200);
    const csp = service.headers.get("Content-Security-Policy")!;
    expect(csp).not.toContain("nonce-");
    const home = (await get("/")).headers.get("Content-Security-Policy");
    // The route context differs, so the hashes do.
    expect(csp).not.toBe(home);
    for (const script of inlineScripts(await service.text())) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(script.text).digest("base64")}'`);
    }
  });

  it("gives a page requested with a cookie a nonce of its own and keeps it out of every cache", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await get("/", { Cookie: "toast=x" });
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy")!)?.[1];
      expect(nonce).toBeTruthy();
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const script of scripts) expect(script.attributes).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("marks every response of the admin area, signing in and out, and the session cookie private, no-store", async () => {
    const cases: [string, Record<string, string>, string?][] = [
      ["/login", {}],
      ["/admin", {}],
      ["/admin/leads", {}],
      ["/admin/leads.csv", {}],
      ["/gallery-import", {}],
      ["/logout", {}],
      ["/login?_data=routes%2Flogin", {}],
      ["/", { Cookie: "session=abc.def" }],
      ["/services/panel-upgrades?_data=routes%2Fservices.%24slug", { Cookie: "session=abc.def" }],
      ["/robots.txt", { Cookie: "session=abc.def" }],
    ];
    for (const [path, headers] of cases) {
      const response = await get(path, headers);
      expect(response.headers.get("Cache-Control"), `${path} ${response.status}`).toBe("private, no-store");
    }
    const logout = await fetch(`${site.url}/logout`, { method: "POST", headers: { Origin: site.url }, redirect: "manual" });
    expect(logout.headers.get("Cache-Control")).toBe("private, no-store");
    // Anonymous public resources stay cacheable.
    expect((await get("/robots.txt")).headers.get("Cache-Control")).toMatch(/public/);
  });

  it("isolates personal pages from other sites' windows; shared public pages arrive without a new browser process", async () => {
    for (const path of ["/", "/services/panel-upgrades", "/estimate"]) {
      const response = await get(path);
      expect(response.headers.get("Cache-Control"), path).toMatch(/^public/);
      expect(response.headers.get("Cross-Origin-Opener-Policy"), path).toBeNull();
    }
    for (const [path, headers] of [["/login", {}], ["/", { Cookie: "session=abc.def" }], ["/", { Cookie: "toast=x" }]] as const) {
      const response = await get(path, headers);
      expect(response.headers.get("Cross-Origin-Opener-Policy"), `${path} ${JSON.stringify(headers)}`).toBe("same-origin");
    }
  });

  it("compresses the answer to a form post once it has a body worth it, and leaves a redirect alone (decision 0132)", async () => {
    const headers = { ...site.server.sameOrigin, "Accept-Encoding": "gzip" };
    // Without JavaScript, a refused contact request comes back as the whole page with its errors.
    const refused = await rawPost(site.url, "/contact", headers, { type: "estimate", name: "", phone: "", company_website: "" });
    expect(refused.status).toBe(400);
    expect(refused.headers["content-encoding"]).toBe("gzip");
    expect(refused.headers.vary).toContain("Accept-Encoding");
    const html = gunzipSync(refused.body).toString("utf8");
    expect(html).toContain("<html");
    expect(refused.body.length).toBeLessThan(html.length / 2);
    const accepted = await rawPost(site.url, "/contact", headers, {
      type: "estimate",
      name: "Compression Check",
      phone: "(703) 555-0164",
      email: "compression-check@example.com",
      serviceType: "panel-upgrade",
      company_website: "",
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers["content-encoding"]).toBeUndefined();
    expect(accepted.body.length).toBe(0);
  });

  it("sends a form post's small answer whole, with its length, rather than gzipped in chunks (decision 0187)", async () => {
    const headers = { ...site.server.sameOrigin, "Accept-Encoding": "gzip" };
    // The footer's signup with JavaScript: a fetcher's JSON answer of a few hundred bytes.
    const signup = await rawPost(site.url, "/newsletter?_data=routes%2Fnewsletter", headers, { _reply: "json", email: "whole-answer@example.com", company_website: "" });
    expect(signup.status).toBe(200);
    expect(signup.headers["content-encoding"]).toBeUndefined();
    expect(signup.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(signup.headers["content-length"])).toBe(signup.body.length);
    expect(JSON.parse(signup.body.toString("utf8"))).toMatchObject({ ok: true });
  });

  it("sends no HSTS while SITE_URL is http, even in production", async () => {
    const response = await get("/");
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    expect(response.headers.get("Content-Security-Policy")).not.toContain("upgrade-insecure-requests");
  });
});
