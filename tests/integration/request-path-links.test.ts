/**
 * Links the site builds from the request's path (the language switch, the 404's links) stay on the site, over
 * HTTP against the production build: a path with runs of slashes ("/es//evil.example") once gave the Spanish
 * 404 an "English" link to `//evil.example`, another host. No href may start with "//" or "/\".
 */
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { sharedBuiltServerUrl } from "../support/shared-built-server-url";

/** GET a path exactly as written: fetch and URL would resolve "//host" and turn "\" into "/" first. */
function getRaw(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const hrefs = (html: string) => [...html.matchAll(/\shref="([^"]*)"/gi)].map(([, href]) => href!);

describe("links built from the request path", () => {
  const server = { url: sharedBuiltServerUrl() };

  const hostile = ["/es//evil.example", "/es///x", "/es//evil.example/path?q=1", "/es/\\evil.example", "//evil.example", "/%2F%2Fevil.example", "/es/%2F%2Fevil.example"];

  it.each(hostile)("%s answers 404 and links only within the site", async (path) => {
    const { status, body } = await getRaw(server.url, path);
    expect(status, path).toBe(404);
    const links = hrefs(body);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => /^[/\\]{2}|^\/\\/.test(href))).toEqual([]);
    // The language switch leads to the same (missing) page in the other language, on this site.
    const toOther = /<a href="([^"]*)" hrefLang=/.exec(body)?.[1];
    expect(toOther).toMatch(/^\/(?![/\\])/);
  });

  it("a repeated slash becomes one in the switch's link", async () => {
    const { body } = await getRaw(server.url, "/es//evil.example");
    expect(/<a href="([^"]*)" hrefLang="en"/.exec(body)?.[1]).toBe("/evil.example");
  });
});
