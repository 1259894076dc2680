import { beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "~/lib/assistant/chat-protocol";
import { clearConversation, readConversation, saveConversation } from "~/lib/assistant/chat-session.server";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "c".repeat(40);
});

/** The request a browser sends back with the cookie from a Set-Cookie header. */
const withCookie = (setCookie: string) => new Request("http://x/chat", { headers: { Cookie: setCookie.split(";")[0] } });

describe("the /chat conversation cookie", () => {
  it("round-trips messages, with booking data", async () => {
    const messages: ChatMessage[] = [
      { role: "user", content: "Book me", timestamp: 1 },
      {
        role: "assistant",
        content: "Done",
        timestamp: 2,
        hasBookingAction: true,
        bookingData: { service: "Panel Upgrade", name: "Jane Doe", phone: "7035550100", email: "", details: "" },
      },
    ];
    const cookie = await saveConversation(new Request("http://x/chat"), messages);
    expect(cookie).toMatch(/^chat=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/chat/);
    expect(await readConversation(withCookie(cookie))).toEqual(messages);
  });

  it("keeps the newest messages under the 4 kB cookie limit", async () => {
    const messages: ChatMessage[] = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `message ${i} ${"x".repeat(300)}`,
      timestamp: i,
    }));
    const cookie = await saveConversation(new Request("http://x/chat"), messages);
    expect(cookie.split(";")[0].length).toBeLessThan(4096);
    const kept = await readConversation(withCookie(cookie));
    expect(kept.length).toBeGreaterThan(3);
    expect(kept.at(-1)).toEqual(messages.at(-1));
    expect(kept).toEqual(messages.slice(-kept.length));
  });

  it("ignores a forged cookie and clears on request", async () => {
    expect(await readConversation(new Request("http://x/chat", { headers: { Cookie: "chat=eyJtZXNzYWdlcyI6W119.forged" } }))).toEqual([]);
    const cleared = await clearConversation(new Request("http://x/chat"));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});
