import { createElement as h, lazy, Suspense } from "react";
import { renderToReadableStream } from "react-dom/server.browser";
import { describe, expect, it } from "vitest";
import { renderedAtOnce } from "~/lib/platform/render-at-once.server";

/** What the stream renderer (entry.server's other way) makes of the same page. */
async function streamed(page: ReturnType<typeof h>): Promise<string> {
  const body = await renderToReadableStream(page);
  await body.allReady;
  return new Response(body).text();
}

const document = (...children: ReturnType<typeof h>[]) =>
  h("html", { lang: "en" }, h("head", null, h("title", null, "Leads")), h("body", null, h("main", null, ...children)));

describe("a personal page rendered as one string (renderedAtOnce)", () => {
  it("is the stream's page byte for byte, doctype and text separators included, multi-byte text too", async () => {
    const page = document(
      h("p", { className: "lead" }, "Señora ", "Núñez", " · ", 3, " días"),
      h("a", { href: "/admin/leads/1" }, "Ver ", "→"),
      h("script", { dangerouslySetInnerHTML: { __html: 'window.x = "ü";' } }),
    );
    const whole = renderedAtOnce(page);
    expect(whole).toBe(await streamed(page));
    expect(whole?.startsWith("<!DOCTYPE html><html")).toBe(true);
  });

  it("gives way to the stream when a part suspends", () => {
    // A part whose code is still loading, as a page's lazy parts are on their first render.
    const Later = lazy(() => new Promise<{ default: () => null }>(() => {}));
    expect(renderedAtOnce(document(h(Suspense, { fallback: h("p", null, "…") }, h(Later))))).toBeNull();
  });

  it("gives way to the stream when a part fails", () => {
    const Broken = () => {
      throw new Error("a part failed");
    };
    expect(renderedAtOnce(document(h(Suspense, { fallback: null }, h(Broken))))).toBeNull();
    expect(renderedAtOnce(document(h(Broken)))).toBeNull();
  });
});
