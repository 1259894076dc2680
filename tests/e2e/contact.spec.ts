import { expect, onlyWhere, test } from "./test";
import { contactFormLive, expectMessage, fieldError, holdPosts, jsOn, submit, useOwnIp } from "./forms-support";

const SUBMIT = /^(Get Free Estimate|Request emergency help)$/;

test.describe("contact request", () => {
  test.beforeEach(async ({ page }, info) => {
    await useOwnIp(page, info);
  });

  test("estimate mode: each missing field gets the documented toast, then success resets the form", async ({ page }, info) => {
    await page.goto("/contact");
    await contactFormLive(page, info);
    const card = page.getByTestId("contact-form");
    await expect(card.getByRole("heading", { name: "Request free estimate" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute("aria-current", "true");

    expect(await submit(page, info, SUBMIT, "/contact")).toBe(jsOn(info) ? null : 400);
    await expectMessage(page, "Missing Information", "Please provide your name and phone number.");

    await card.getByLabel("Name").fill("Ann O'Neil");
    await card.getByLabel("Phone").fill("(703) 555-0100");
    await card.getByLabel("Project Details").fill("Breaker keeps tripping");
    expect(await submit(page, info, SUBMIT, "/contact")).toBe(jsOn(info) ? null : 400);
    await expectMessage(page, "Email Required", "Please provide your email so we can send confirmation.");
    await expect(card.getByLabel("Name")).toHaveValue("Ann O'Neil");
    await expect(card.getByLabel("Project Details")).toHaveValue("Breaker keeps tripping");

    await card.getByLabel("Email").fill("ann@example.com");
    expect(await submit(page, info, SUBMIT, "/contact")).toBe(jsOn(info) ? null : 400);
    await expectMessage(page, "Select a Service", "Please select the service you need.");

    await card.getByLabel("Service Needed").selectOption("panel-upgrade");
    await expect(card.getByRole("option")).toHaveText([
      "Select a service",
      "Panel upgrade",
      "EV charger install",
      "Lighting/ceiling fans",
      "Outlets/GFCI",
      "Surge protection",
      "Remodel electrical",
      "Other",
    ]);
    await expect(card.getByLabel("Project Details")).toHaveAttribute("rows", "3");
    await submit(page, info, SUBMIT, "/contact");
    await expectMessage(page, "Request Submitted!", "We'll contact you soon with your free estimate.");
    await expect(card.getByLabel("Name")).toHaveValue("");
    await expect(card.getByLabel("Project Details")).toHaveValue("");
  });

  test("emergency mode asks only for name and phone", async ({ page }, info) => {
    await page.goto("/contact");
    await contactFormLive(page, info);
    const card = page.getByTestId("contact-form");
    await card.getByRole("link", { name: "Emergency help" }).click();
    await expect(card.getByRole("heading", { name: "Emergency assistance" })).toBeVisible();
    if (!jsOn(info)) await expect(page).toHaveURL(/\?type=emergency$/);
    await expect(card.getByLabel("Email")).toHaveCount(0);
    await expect(card.getByLabel("Address")).toHaveCount(0);
    await expect(card.getByLabel("Service Needed")).toHaveCount(0);

    await card.getByLabel("Phone").fill("7035550111");
    expect(await submit(page, info, SUBMIT, "/contact")).toBe(jsOn(info) ? null : 400);
    await expectMessage(page, "Missing Information", "Please provide your name and phone number.");
    await expect(card.getByLabel("Phone")).toHaveValue("7035550111");

    await card.getByLabel("Name").fill("Dee Park");
    await submit(page, info, SUBMIT, "/contact");
    await expectMessage(page, "Request Submitted!", "We'll call you within minutes for emergency assistance.");
    // An emergency goes on to its status page (tests/e2e/emergency-status.spec.ts follows it).
    await expect(page).toHaveURL(/\/status\/[A-Za-z0-9_-]{32}$/);
    await expect(page.getByTestId("emergency-status")).toHaveAttribute("data-state", "received");
  });

  onlyWhere((jsOn) => jsOn, "the pending state needs JavaScript", () => {
    test("while submitting the button reads 'Submitting...' and is disabled, then comes back", async ({ page }, info) => {
      // Estimate mode: an emergency would go on to its status page, and this button stays on the form.
      await page.goto("/contact?type=estimate");
      await contactFormLive(page, info);
      const card = page.getByTestId("contact-form");
      await expect(card.getByRole("heading", { name: "Request free estimate" })).toBeVisible();
      const release = await holdPosts(page, "/contact");
      await card.getByLabel("Name").fill("Pat Quinn");
      await card.getByLabel("Phone").fill("7035550188");
      await card.getByLabel("Email").fill("pat@example.com");
      await card.getByLabel("Service Needed").selectOption("outlets");
      await card.getByRole("button", { name: "Get Free Estimate" }).press("Enter");
      await expect(card.getByRole("button", { name: "Submitting..." })).toBeDisabled();
      release();
      await expectMessage(page, "Request Submitted!", "We'll contact you soon with your free estimate.");
      await expect(card.getByRole("button", { name: "Get Free Estimate" })).toBeEnabled();
    });
  });

  test("bad input: the documented message under the field, and the form comes back filled in", async ({ page }, info) => {
    await page.goto("/contact");
    await contactFormLive(page, info);
    const card = page.getByTestId("contact-form");
    await card.getByLabel("Name").fill("<script>alert(1)</script>");
    await card.getByLabel("Phone").fill("555-0100");
    await card.getByLabel("Email").fill("not-an-email");
    await card.getByLabel("Service Needed").selectOption("lighting");
    await card.getByLabel("Project Details").fill("x".repeat(1001));
    expect(await submit(page, info, SUBMIT, "/contact")).toBe(jsOn(info) ? null : 400);
    await expectMessage(page, "Invalid Information", "Please correct the errors below and try again.");
    await expect(fieldError(card, "Name can only contain letters, spaces, hyphens and apostrophes")).toBeVisible();
    await expect(fieldError(card, "Please enter a valid US phone number (10 digits, optional +1)")).toBeVisible();
    await expect(fieldError(card, "Please enter a valid email address")).toBeVisible();
    await expect(fieldError(card, "Description must be 1000 characters or less")).toBeVisible();
    // Sanitised on change with JavaScript; sent back as typed without it.
    await expect(card.getByLabel("Name")).toHaveValue(jsOn(info) ? "scriptalert(1)/script" : "<script>alert(1)</script>");
    await expect(card.getByLabel("Service Needed")).toHaveValue("lighting");
    await expect(card.getByLabel("Email")).toHaveValue("not-an-email");

    // Editing a field clears its error.
    await card.getByLabel("Email").fill("ann@example.com");
    if (jsOn(info)) await expect(fieldError(card, "Please enter a valid email address")).toHaveCount(0);
  });

  onlyWhere((jsOn) => !jsOn, "server answers are the same for both projects", () => {
    test("posts answer 4xx with the documented message, never 500", async ({ request }) => {
      const headers = { "X-Forwarded-For": "10.250.0.1" };
      const base = { type: "estimate", name: "Ann Lee", phone: "7035550100", email: "ann@example.com", serviceType: "outlets" };
      const cases: [Record<string, string>, string][] = [
        [{ ...base, serviceType: "roofing" }, "Please select the service you need."],
        [{ ...base, name: "x".repeat(101) }, "Name must be 100 characters or less"],
        [{ ...base, name: "R2-D2" }, "Name can only contain letters, spaces, hyphens and apostrophes"],
        [{ ...base, phone: "+44 20 7946 0958" }, "Please enter a valid US phone number (10 digits, optional +1)"],
        [{ ...base, address: "a".repeat(501) }, "Address must be 500 characters or less"],
        [{ type: "estimate", phone: "7035550100" }, "Please provide your name and phone number."],
      ];
      for (const [form, message] of cases) {
        const response = await request.post("/contact", { form, headers, maxRedirects: 0 });
        expect(response.status(), message).toBe(400);
        expect(await response.text()).toContain(message.replace(/'/g, "&#x27;"));
      }
    });
  });

  onlyWhere((jsOn) => !jsOn, "server answers are the same for both projects", () => {
    test("per-IP rate limit: 429 with a clear message and the form kept", async ({ request }) => {
      const headers = { "X-Forwarded-For": "10.250.0.2" };
      const form = (i: number) => ({ type: "emergency", name: "Rae Lim", phone: "7035550123", description: `call ${i}` });
      for (let i = 0; i < 5; i++) expect((await request.post("/contact", { form: form(i), headers, maxRedirects: 0 })).status()).toBe(302);
      const limited = await request.post("/contact", { form: form(99), headers, maxRedirects: 0 });
      expect(limited.status()).toBe(429);
      expect(limited.headers()["retry-after"]).toMatch(/^\d+$/);
      const html = await limited.text();
      expect(html).toContain("Too many requests. Please wait a few minutes and try again, or call us directly.");
      expect(html).toContain("call 99");
    });
  });
});
