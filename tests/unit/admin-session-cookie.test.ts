import { describe, expect, it } from "vitest";
import { createSessionCookie, SESSION_TTL_MS } from "~/lib/session.server";

const secret = "unit-test-secret-0123456789abcdefghij";

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, signed, and Secure only in production", async () => {
    const dev = await createSessionCookie({ NODE_ENV: "development", SESSION_SECRET: secret }).serialize("abc");
    expect(dev).toMatch(/^session=/);
    expect(dev).toMatch(/HttpOnly/);
    expect(dev).toMatch(/SameSite=Lax/);
    expect(dev).toMatch(/Path=\//);
    expect(dev).toMatch(new RegExp(`Max-Age=${SESSION_TTL_MS / 1000}`));
    expect(dev).not.toMatch(/Secure/);
    expect(dev).not.toContain("=abc;"); // signed, not the bare id

    const prod = await createSessionCookie({ NODE_ENV: "production", SESSION_SECRET: secret }).serialize("abc");
    expect(prod).toMatch(/; Secure/);
  });

  it("refuses a value signed with another secret", async () => {
    const ours = createSessionCookie({ NODE_ENV: "test", SESSION_SECRET: secret });
    const theirs = createSessionCookie({ NODE_ENV: "test", SESSION_SECRET: "another-secret-0123456789abcdefghijk" });
    const forged = (await theirs.serialize("stolen-id")).split(";")[0];
    expect(await ours.parse(forged)).toBeNull();
    expect(await ours.parse((await ours.serialize("real-id")).split(";")[0])).toBe("real-id");
  });
});
