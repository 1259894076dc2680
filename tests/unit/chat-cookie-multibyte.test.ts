import { beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "~/lib/assistant/chat-protocol";
import { readConversation, saveConversation } from "~/lib/assistant/chat-session.server";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "c".repeat(40);
});

const withCookie = (setCookie: string) => new Request("http://x/chat", { headers: { Cookie: setCookie.split(";")[0] } });

describe("the /chat conversation cookie with multibyte text", () => {
  it("fits a 1000-character message of 3-byte characters under the 4 kB limit instead of failing", async () => {
    const messages: ChatMessage[] = [
      { role: "user", content: "\u5C71".repeat(1000), timestamp: 1 },
      { role: "assistant", content: "\u6C34".repeat(1000), timestamp: 2 },
    ];
    const cookie = await saveConversation(new Request("http://x/chat"), messages);
    expect(cookie.split(";")[0].length).toBeLessThan(4096);
    const kept = await readConversation(withCookie(cookie));
    // The newest message is kept, shortened as little as the limit allows.
    expect(kept).toHaveLength(1);
    expect(kept[0].role).toBe("assistant");
    expect(kept[0].content.length).toBeGreaterThan(500);
    expect("\u6C34".repeat(1000).startsWith(kept[0].content)).toBe(true);
  });
});
