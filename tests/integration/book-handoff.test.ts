import { beforeAll, describe, expect, it } from "vitest";
import { BOOKING_PREFILL_INTENT } from "~/forms/booking-prefill";

/** The chat's booking hand-off reaches /book in a POST body; /book's URL carries only the service. */
const args = (request: Request) => ({ request, params: {}, context: { clientIp: "198.51.100.40" } });

beforeAll(() => {
  process.env.SESSION_SECRET ??= "book-handoff-test-secret-0123456789";
  delete process.env.CALENDLY_TOKEN;
});

describe("/book hand-off", () => {
  it("a POST with the prefill intent answers the details for this visitor only, in quick-booking mode", async () => {
    const { action } = await import("~/routes/book");
    const body = new URLSearchParams({
      intent: BOOKING_PREFILL_INTENT,
      service: "panel-upgrade",
      name: "Sam Rivers",
      phone: "571-555-0123",
      email: "sam@example.com",
      message: "m".repeat(1500),
    });
    const response = await action(args(new Request("http://localhost/book", { method: "POST", body })));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { prefill } = (await response.json()) as { prefill: Record<string, string> };
    expect(prefill).toMatchObject({ service: "panel-upgrade", name: "Sam Rivers", phone: "571-555-0123", email: "sam@example.com" });
    expect(prefill.message).toHaveLength(1000);
  });

  it("the page's URL prefills the service only: details in a query string are ignored", async () => {
    const { loader } = await import("~/routes/book");
    const response = await loader(args(new Request("http://localhost/book?quick=1&service=ev-charger&name=Sam%20Rivers&email=sam%40example.com&phone=5715550123")));
    expect(response.headers.get("Cache-Control")).toContain("s-maxage");
    const data = await response.json();
    expect(data.prefill).toEqual({ service: "ev-charger" });
    expect(data.quick).toBe(false);
  });
});
