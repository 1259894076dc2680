import { describe, expect, it } from "vitest";
import { sanitizeText } from "~/forms/sanitize";
import { requestMeta } from "~/lib/requests/form-response.server";

describe("control characters in free text and paths", () => {
  it("removes NUL, other controls and bidirectional overrides, keeping tabs, line breaks and every script", () => {
    expect(sanitizeText("Bob\u0000Smith")).toBe("BobSmith");
    expect(sanitizeText("a\u0001\u0007\u001b[31mred\u007f\u0085")).toBe("a[31mred");
    expect(sanitizeText("invoice \u202Egnp.exe \u2066x\u2069")).toBe("invoice gnp.exe x");
    expect(sanitizeText("line one\r\nline two\tend")).toBe("line one\r\nline two\tend");
    // A control character cannot hide a script scheme from the other rules.
    expect(sanitizeText("jav\u0000ascript:alert(1)")).toBe("alert(1)");
    expect(sanitizeText("Zoë, Łukasz, 山田, \u{1F468}\u200D\u{1F527}")).toBe("Zoë, Łukasz, 山田, \u{1F468}\u200D\u{1F527}");
  });

  it("ignores a claimed page path holding a control character", async () => {
    const meta = async (page: string) => {
      const form = new FormData();
      form.set("page", page);
      return (await requestMeta(new Request("http://localhost/estimate", { method: "POST" }), form, { clientIp: "198.51.100.1" })).page;
    };
    expect(await meta("/services/panel-upgrade")).toBe("/services/panel-upgrade");
    expect(await meta("/contact\u0000x")).toBe("/estimate");
    expect(await meta("/contact\u001bx")).toBe("/estimate");
  });
});
