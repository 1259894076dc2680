import { describe, expect, it } from "vitest";
import { replyParts } from "~/components/chat/reply-links";

const site = "https://valor.example";

describe("links in the assistant's replies", () => {
  it("turns the site's paths into links, leaving the sentence's punctuation as text", () => {
    expect(replyParts("Vea (/es/electrician-woodbridge).", site)).toEqual(["Vea (", { path: "/es/electrician-woodbridge", text: "/es/electrician-woodbridge" }, ")."]);
    expect(replyParts("(see /contact#form), or /gallery?category=lighting!", site)).toEqual([
      "(see ",
      { path: "/contact#form", text: "/contact#form" },
      "), or ",
      { path: "/gallery?category=lighting", text: "/gallery?category=lighting" },
      "!",
    ]);
  });

  it("links the site's own URLs to their path", () => {
    expect(replyParts("Go to https://valor.example/es/estimate now", site)).toEqual([
      "Go to ",
      { path: "/es/estimate", text: "https://valor.example/es/estimate" },
      " now",
    ]);
  });

  it("leaves other hosts, protocol-relative and backslash paths, fractions and markup as text", () => {
    for (const text of [
      "https://evil.example/es/estimate",
      "//evil.example/x",
      "/\\evil.example",
      "https://valor.example//evil.example",
      "open 24/7 and 1/2 price",
      "<a href=/x>hi</a>",
      "javascript:alert(1)",
      "a / b",
    ]) {
      expect(replyParts(text, site).every((part) => typeof part === "string"), text).toBe(true);
      expect(replyParts(text, site).join(""), text).toBe(text);
    }
  });
});
