import { describe, expect, it } from "vitest";
import { createChallengeCookie } from "~/lib/auth/login-cookies.server";
import { createSessionCookie, SESSION_TTL_MS } from "~/lib/auth/session.server";

const secret = "unit-test-secret-0123456789abcdefghij";
const http = { SITE_URL: "http://localhost:3000", SESSION_SECRET: secret };
const https = { SITE_URL: "https://www.example.com", SESSION_SECRET: secret };

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/, signed, with plain names over http (browsers refuse __Host- there)", async () => {
    const dev = await createSessionCookie(http).serialize("abc");
    expect(dev).toMatch(/^session=/);
    expect(dev).toMatch(/HttpOnly/);
    expect(dev).toMatch(/SameSite=Lax/);
    expect(dev).toMatch(/Path=\//);
    expect(dev).toMatch(new RegExp(`Max-Age=${SESSION_TTL_MS / 1000}`));
    expect(dev).not.toMatch(/Secure/);
    expect(dev).not.toContain("=abc;"); // signed, not the bare id
    expect(dev).not.toMatch(/Domain=/);
  });

  it("takes the __Host- prefix and Secure when SITE_URL is https, the pending-login cookie too", async () => {
    for (const [cookie, name] of [
      [createSessionCookie(https), "session"],
      [createChallengeCookie(https), "login"],
    ] as const) {
      const value = await cookie.serialize("abc");
      expect(value).toMatch(new RegExp(`^__Host-${name}=`));
      expect(value).toMatch(/; Secure/);
      expect(value).toMatch(/Path=\/;/);
      expect(value).toMatch(/HttpOnly/);
      expect(value).toMatch(/SameSite=Lax/);
      expect(value).not.toMatch(/Domain=/);
    }
    expect(await createChallengeCookie(http).serialize("abc")).toMatch(/^login=(?!.*Secure)/);
  });

  it("refuses a value signed with another secret", async () => {
    const ours = createSessionCookie(http);
    const theirs = createSessionCookie({ ...http, SESSION_SECRET: "another-secret-0123456789abcdefghijk" });
    const forged = (await theirs.serialize("stolen-id")).split(";")[0];
    expect(await ours.parse(forged)).toBeNull();
    expect(await ours.parse((await ours.serialize("real-id")).split(";")[0])).toBe("real-id");
  });
});

describe("toast and chat cookies", () => {
  const withSite = async (siteUrl: string) => {
    const saved = { ...process.env };
    Object.assign(process.env, { SITE_URL: siteUrl, SESSION_SECRET: secret });
    (globalThis as { __singletons?: Map<string, unknown> }).__singletons = new Map();
    try {
      const { toastCookie } = await import("~/lib/platform/toast.server");
      const { saveConversation } = await import("~/lib/assistant/chat-session.server");
      return {
        toast: await toastCookie({ title: "Saved", type: "success" }),
        chat: await saveConversation(new Request("http://localhost/chat"), [{ role: "user", content: "hello", timestamp: 0 }]),
      };
    } finally {
      process.env = saved;
      (globalThis as { __singletons?: Map<string, unknown> }).__singletons = new Map();
    }
  };

  it("are Secure exactly when SITE_URL is https, and always HttpOnly and SameSite=Lax", async () => {
    const secure = await withSite("https://www.example.com");
    const plain = await withSite("http://localhost:3000");
    for (const cookie of [secure.toast, secure.chat]) expect(cookie).toMatch(/; Secure/);
    for (const cookie of [plain.toast, plain.chat]) expect(cookie).not.toMatch(/Secure/);
    for (const cookie of [secure.toast, secure.chat, plain.toast, plain.chat]) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
    }
  });

  it("the toast takes the __Host- prefix (Secure, Path=/, no Domain) over https, like the session cookie", async () => {
    const secure = await withSite("https://www.example.com");
    expect(secure.toast).toMatch(/^__Host-toast=/);
    expect(secure.toast).toMatch(/; Path=\/;/);
    expect(secure.toast).not.toMatch(/Domain=/);
    expect((await withSite("http://localhost:3000")).toast).toMatch(/^toast=/);
  });
});
