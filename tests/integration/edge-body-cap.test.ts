import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { photoMessages } from "~/forms/messages";
import { MAX_BODY_BYTES, MAX_PHOTO_REQUEST_BYTES, MAX_UPLOAD_REQUEST_BYTES } from "~/lib/platform/request-guards.server";
import type { BuiltServer } from "../support/built-server";
import { httpSend } from "../support/http-request";
import { useSite } from "../support/site";

/**
 * One body-size cap for every request, enforced while reading (docs/decisions/0061-request-guards.md):
 * real sockets, real 200 MB bodies generated as they are sent, the real server's memory watched.
 */
const MB = 1024 * 1024;
const HUGE = 200 * MB;

interface Sent {
  status: number;
  text: string;
  /** Body bytes the client managed to hand to its socket before the answer came. */
  sent: number;
  /** The server's highest resident memory seen while the request ran. */
  peakRss: number;
}

/** Streams `total` bytes of form data (64 kB at a time, never held whole) until the server answers. */
async function streamPost(server: BuiltServer, path: string, total: number, options: { chunked: boolean; contentType?: string }): Promise<Sent> {
  let peakRss = server.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rss())), 25);
  try {
    const answer = await httpSend(`${server.url}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": options.contentType ?? "application/x-www-form-urlencoded",
        Origin: server.url,
        ...(options.chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(total) }),
      },
      stream: { block: Buffer.alloc(64 * 1024, "a"), size: total },
    });
    return { status: answer.status, text: answer.body, sent: answer.sent, peakRss: Math.max(peakRss, server.rss()) };
  } finally {
    clearInterval(sampler);
  }
}

describe("body-size cap on the built server", () => {
  const site = useSite();

  it.each([
    ["with Content-Length", false],
    ["chunked", true],
  ])("refuses a 200 MB form post %s with 413 while memory stays small", async (_name, chunked) => {
    const before = site.server.rss();
    const result = await streamPost(site.server, "/newsletter", HUGE, { chunked });
    expect(result.status).toBe(413);
    expect(result.text).toBe("Request body too large: at most 64 kB is accepted here.");
    // Answered long before the body was through, and nothing like the body was ever held.
    expect(result.sent).toBeLessThan(HUGE / 4);
    expect(result.peakRss - before).toBeLessThan(64 * MB);
    expect(site.server.output()).not.toContain("request failed");
  });

  it("refuses a body just over 64 kB to a public form, and any body past the cap elsewhere", async () => {
    const declared = await streamPost(site.server, "/contact", MAX_BODY_BYTES + 1, { chunked: false });
    expect(declared.status).toBe(413);
    const streamed = await streamPost(site.server, "/chat/reply", MAX_BODY_BYTES + 1, { chunked: true, contentType: "application/json" });
    expect(streamed.status).toBe(413);
  });

  it("gives the upload cap only to the admin upload: 2 MB of multipart is too much for /newsletter, not for /admin", async () => {
    const multipart = "multipart/form-data; boundary=----edge";
    expect((await streamPost(site.server, "/newsletter", 2 * MB, { chunked: false, contentType: multipart })).status).toBe(413);
    expect((await streamPost(site.server, "/chat/reply", 2 * MB, { chunked: true, contentType: multipart })).status).toBe(413);
    // Not signed in: the admin action sends the visitor to the login page (and reads nothing).
    const admin = await streamPost(site.server, "/admin/gallery", 2 * MB, { chunked: true, contentType: multipart });
    expect(admin.status).toBe(302);
    const overUpload = await streamPost(site.server, "/admin/gallery", MAX_UPLOAD_REQUEST_BYTES + 1, { chunked: false, contentType: multipart });
    expect(overUpload.status).toBe(413);
    expect(overUpload.text).toBe("Failed to upload image: the file is larger than 10 MB");
  });

  it("gives the photos cap only to multipart posts of the estimate and contact forms, refused past it while streaming", async () => {
    const multipart = "multipart/form-data; boundary=----edge";
    for (const path of ["/estimate", "/contact"]) {
      const declared = await streamPost(site.server, path, MAX_PHOTO_REQUEST_BYTES + 1, { chunked: false, contentType: multipart });
      expect(declared).toMatchObject({ status: 413, text: photoMessages.requestTooLarge });
      const streamed = await streamPost(site.server, path, MAX_PHOTO_REQUEST_BYTES + 1, { chunked: true, contentType: multipart });
      expect(streamed).toMatchObject({ status: 413, text: photoMessages.requestTooLarge });
    }
    // A body within the cap that is no form at all: a 400 with the form's message, never a 500.
    const garbage = await streamPost(site.server, "/estimate", 2 * MB, { chunked: true, contentType: multipart });
    expect(garbage.status).toBe(400);
    expect(garbage.text).toContain("The form could not be read");
    // The same forms posted urlencoded keep the 64 kB cap.
    expect((await streamPost(site.server, "/estimate", MAX_BODY_BYTES + 1, { chunked: false })).status).toBe(413);
    expect(site.server.output()).not.toContain("request failed");
  });

  it("still takes a normal form post, and the connection keeps working after a refusal", async () => {
    const response = await fetch(`${site.url}/newsletter`, {
      method: "POST",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "capped.ok@example.com", page: "/services" }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/services");
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  });
});

describe("Expect: 100-continue", () => {
  const site = useSite();

  /** Sends only the headers and waits for the server's first word: an invitation or an answer. */
  const ask = (path: string, length: number) =>
    new Promise<string>((resolve, reject) => {
      const req = request(`${site.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(length), Expect: "100-continue", Origin: site.url },
      });
      req.on("continue", () => {
        req.destroy();
        resolve("continue");
      });
      req.on("response", (res) => {
        res.resume();
        req.destroy();
        resolve(String(res.statusCode));
      });
      req.on("error", reject);
      req.flushHeaders();
    });

  it("answers 413 without inviting a body past the cap, and invites one within it", async () => {
    expect(await ask("/newsletter", HUGE)).toBe("413");
    expect(await ask("/newsletter", 100)).toBe("continue");
  });
});
