import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/forms/messages";
import { calendlyBookingUrl, calendlyEventTypes, startCalendly } from "../support/calendly";
import { dbTargets, useAppEnvironment } from "../support/db";
import { startSmtp } from "../support/smtp";

/**
 * The route actions themselves, wired by the app's own configuration (environment → config → db, SMTP
 * transport, Calendly client, outbox worker): nothing is injected but the environment.
 */
const TOKEN = "route-test-token";
const OFFICE = "office-copies@test.example";
const post = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } });
const args = (request: Request, ip = "198.51.100.20") => ({ request, context: { clientIp: ip }, params: {} });

describe.each(dbTargets)("form routes with the app's configuration on %s", (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let calendly: Awaited<ReturnType<typeof startCalendly>>;
  let app: Awaited<ReturnType<typeof useAppEnvironment>> | undefined;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtp();
    calendly = await startCalendly(TOKEN);
    app = await useAppEnvironment(kind, {
      SMTP_URL: smtp.url,
      CALENDLY_TOKEN: TOKEN,
      CALENDLY_API_URL: calendly.url,
      OFFICE_EMAIL: OFFICE,
      SESSION_SECRET: "x".repeat(40),
      SITE_URL: "http://localhost:3000",
    });
    // Storage as at start-up (the embedded S3 in the data folder): the forms keep photos there.
    const { closeStorage, initStorage } = await import("~/lib/platform/storage.server");
    await initStorage();
    const { startAppOutboxWorker } = await import("~/lib/platform/outbox.server");
    const worker = startAppOutboxWorker();
    stop = async () => {
      await worker.stop();
      await closeStorage();
    };
  });

  afterAll(async () => {
    await stop();
    await app?.restore();
    await smtp.stop();
    await calendly.stop();
  });

  const mailsTo = async (address: string, count = 1) => {
    for (let i = 0; i < 100 && smtp.received.filter((m) => m.to.includes(address)).length < count; i++) await new Promise((r) => setTimeout(r, 50));
    return smtp.received.filter((m) => m.to.includes(address));
  };

  it("contact: a plain post redirects with the flash toast; the worker mails visitor and office", async () => {
    const { action } = await import("~/routes/contact");
    const { getToast } = await import("~/lib/platform/toast.server");
    const response = await action(
      args(post("http://localhost/contact?type=estimate", { type: "estimate", name: "Ann Lee", phone: "7035550100", email: "ann.route@example.com", serviceType: "outlets", page: "/contact" })),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact?type=estimate");
    const { toast } = await getToast(new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! } }));
    expect(toast).toEqual(messages.contactSuccessEstimate);
    expect((await mailsTo("ann.route@example.com"))[0]!.text).toContain("Service: Outlets/GFCI");
    const [office] = await mailsTo(OFFICE);
    expect(office!.subject).toBe("New contact request: Ann Lee — Outlets/GFCI");
    expect(office!.text).toContain("Request Type: estimate");
  });

  it("estimate: the dialog's fetcher gets JSON; bad input is a 400 with the form's values", async () => {
    const { action } = await import("~/routes/estimate");
    const ok = await action(args(post("http://localhost/estimate", { _reply: "json", name: "Bo Li", email: "bo.route@example.com", phone: "5715550111", service: "commercial" })));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true, toast: messages.estimateSuccess });
    const bad = await action(args(post("http://localhost/estimate", { _reply: "json", name: "Bo Li", email: "bo@", phone: "1", service: "commercial" })));
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { toast: unknown; reply: { initialValue: Record<string, string>; error: Record<string, string[]> } };
    expect(body.toast).toEqual(messages.invalidInformation);
    expect(body.reply.initialValue).toMatchObject({ name: "Bo Li", email: "bo@" });
    expect(Object.keys(body.reply.error).sort()).toEqual(["email", "phone"]);
    expect((await mailsTo("bo.route@example.com"))[0]!.text).toContain("Service: Commercial services");
    // The visitor's mail leaves out what they wrote (docs/security.md); the office's has it all.
    const officeMail = async () => (await mailsTo(OFFICE)).find((m) => m.text.includes("Bo Li"));
    for (let i = 0; i < 100 && !(await officeMail()); i++) await new Promise((r) => setTimeout(r, 50));
    expect((await officeMail())?.text).toContain("Service Address: Not specified");
  });

  it("book: types and link from Calendly with the configured token; the link is mailed", async () => {
    const { action, loader } = await import("~/routes/book");
    const page = await loader(args(new Request("http://localhost/book?service=Surge%20Protection")));
    const options = (await page.json()) as { types: { uri: string }[]; prefill: { service: string } };
    expect(options.prefill.service).toBe("surge-protection");
    expect(options.types.map((t) => t.uri)).toEqual(calendlyEventTypes.filter((t) => t.active).map((t) => t.uri));
    const response = await action(
      args(post("http://localhost/book", { name: "Cy Ng", phone: "7035550122", email: "cy.route@example.com", service: "surge-protection", eventTypeUri: options.types[1]!.uri })),
    );
    expect(response.status).toBe(200);
    const result = (await response.json()) as unknown as { bookingUrl: string; note: string | null };
    const link = new URL(result.bookingUrl);
    expect(`${link.origin}${link.pathname}`).toBe(calendlyBookingUrl);
    // Name and email prefilled; the lead's reference in utm_content for Calendly's webhook (docs/visits.md).
    expect(Object.fromEntries(link.searchParams)).toEqual({ name: "Cy Ng", email: "cy.route@example.com", utm_content: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(result.note).toBeNull();
    expect(calendly.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(calendly.requests.find((r) => r.method === "POST")!.body).toMatchObject({ owner: options.types[1]!.uri });
    expect((await mailsTo("cy.route@example.com"))[0]!.text).toContain(`Booking link: ${result.bookingUrl}`);
  });

  it("newsletter: back to the page it came from; the rate limit answers 429 with Retry-After", async () => {
    const { action } = await import("~/routes/newsletter");
    const ok = await action(args(post("http://localhost/newsletter", { email: "news.route@example.com", page: "/services" }), "198.51.100.99"));
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/services");
    const forged = await action(args(post("http://localhost/newsletter", { email: "n2.route@example.com", page: "//evil.example" }), "198.51.100.99"));
    expect(forged.headers.get("Location")).toBe("/");
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) last = await action(args(post("http://localhost/newsletter", { email: `n${i}.x@example.com` }), "198.51.100.99"));
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
