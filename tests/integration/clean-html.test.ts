/**
 * Every page the built server sends, in both languages, is clean UTF-8 text: no NUL byte and no U+FFFD
 * (docs/decisions/0187-render-with-web-streams.md). Read as raw bytes, both when rendered and when answered
 * again (from the page cache for the pages it keeps), as a browser asks for them: personal pages are then
 * rendered as a string or streamed, shared ones rendered whole.
 */
import { get } from "node:http";
import { describe, expect, it } from "vitest";
import { sitemapPaths } from "~/content/sitemap";
import remixConfig from "../../remix.config.js";
import { sharedBuiltServerUrl } from "../support/shared-built-server-url";
import { browserPost } from "../support/submissions";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const NOT_FOUND = "no-such-page";

/** The pages remix.config.js gives a Spanish twin (the splat as a missing page), each with its English path. */
function twinPaths(): string[] {
  const spanish: string[] = [];
  // The config defines its routes through the function it is given: this one only notes their paths.
  void remixConfig.routes?.((define) => {
    define((path) => void (path && spanish.push(path)));
    return {};
  });
  // A dynamic segment's pages (the services) are in the sitemap by name.
  return spanish
    .filter((path) => !path.includes(":"))
    .map((path) => `/${path.replace("*", NOT_FOUND)}`)
    .flatMap((path) => [path, path.replace(/^\/es(\/|$)/, "/")]);
}

/** The bytes as sent, uncompressed. */
function rawGet(base: string, path: string) {
  return new Promise<{ status: number; cache: string | undefined; body: Buffer }>((resolve, reject) => {
    const request = get(new URL(path, base), { headers: { "Accept-Encoding": "identity", "User-Agent": BROWSER }, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, cache: res.headers["x-page-cache"] as string | undefined, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`${path} took over 30 s`)));
    request.on("error", reject);
  });
}

const REPLACEMENT = Buffer.from("\uFFFD", "utf8");

/** Where the body holds a NUL or a U+FFFD, with the text around it; none for a clean page. */
function strayBytes(body: Buffer): string[] {
  const found: string[] = [];
  const around = (at: number) => JSON.stringify(body.subarray(Math.max(0, at - 12), at + 12).toString("utf8"));
  for (let at = body.indexOf(0); at !== -1 && found.length < 5; at = body.indexOf(0, at + 1)) found.push(`NUL at ${at} ${around(at)}`);
  for (let at = body.indexOf(REPLACEMENT); at !== -1 && found.length < 10; at = body.indexOf(REPLACEMENT, at + 1)) found.push(`U+FFFD at ${at} ${around(at)}`);
  return found;
}

describe("the HTML of every page", () => {
  const server = { url: sharedBuiltServerUrl() };

  it("has no NUL byte and no U+FFFD in either language, rendered or answered from the page cache", async () => {
    // The status page of an emergency request, in the language it was sent in.
    const statusPages: string[] = [];
    for (const [contact, phone] of [["/contact", "(703) 555-0111"], ["/es/contact", "(703) 555-0112"]] as const) {
      const posted = await browserPost(server.url, contact, new URLSearchParams({ type: "emergency", name: "Dee Park", phone, address: "12 Oak Street", company_website: "" }));
      expect(posted.status).toBe(302);
      statusPages.push(posted.headers.get("location")!);
    }
    expect((await rawGet(server.url, statusPages[1]!)).body.toString("utf8")).toContain('<html lang="es"');
    const pages = [...new Set([...sitemapPaths(), ...twinPaths(), "/login", ...statusPages])];
    expect(pages).toEqual(expect.arrayContaining(["/es/services", "/es/electrician-manassas", "/electrician-alexandria", "/es/book", `/es/${NOT_FOUND}`]));

    const problems: string[] = [];
    for (const page of pages) {
      const rendered = await rawGet(server.url, page);
      expect(rendered.status, page).toBe(page.endsWith(NOT_FOUND) ? 404 : 200);
      const again = await rawGet(server.url, page);
      // A page the cache keeps is answered from it the second time.
      if (rendered.cache === "miss") expect(again.cache, page).toBe("hit");
      for (const [answer, { body }] of [["rendered", rendered], ["again", again]] as const) {
        for (const stray of strayBytes(body)) problems.push(`${page} (${answer}): ${stray}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
