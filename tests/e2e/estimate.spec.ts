import { expect, onlyWhere, type Page, test, type TestInfo } from "./test";
import { estimateOpener, expectMessage, fieldError, holdPosts, jsOn, submit, useOwnIp } from "./forms-support";

const SUBMIT = "Get Free Estimate";

/** With JavaScript the estimate opens as a dialog over the page; without it, the link goes to /estimate. */
async function openEstimate(page: Page, info: TestInfo) {
  await page.goto("/contact");
  await estimateOpener(page).click();
  if (jsOn(info)) {
    const dialog = page.getByRole("dialog", { name: "Request free estimate" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    return dialog;
  }
  await expect(page).toHaveURL(/\/estimate$/);
  return page.getByRole("main");
}

test.describe("estimate request", () => {
  test.beforeEach(async ({ page }, info) => {
    await useOwnIp(page, info);
  });

  test("invalid: 'Invalid Information', red messages under fields; editing clears one; success clears the form", async ({ page }, info) => {
    const form = await openEstimate(page, info);
    await expect(form.getByRole("option")).toHaveText([
      "Select a service",
      "Panel upgrade",
      "Residential wiring",
      "EV charger installation",
      "Surge protection",
      "Commercial services",
      "Emergency repair",
      "Lighting installation",
      "Outlet & circuit work",
      "Other",
    ]);
    expect(await submit(page, info, SUBMIT, "/estimate")).toBe(jsOn(info) ? null : 400);
    await expectMessage(page, "Invalid Information", "Please correct the errors below and try again.");
    for (const message of ["Name is required", "Email is required", "Phone number is required", "Please select a service"]) {
      await expect(fieldError(form, message)).toBeVisible();
    }
    await expect(fieldError(form, "Name is required")).toHaveClass(/text-red-700/);
    await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Full Name").fill("Bob Smith-Jones");
    if (jsOn(info)) await expect(fieldError(form, "Name is required")).toHaveCount(0);
    await form.getByLabel("Email").fill("bob@example.com");
    await form.getByLabel("Phone").fill("571-555-0199");
    await form.getByLabel("Service Needed").selectOption("ev-charger");
    await form.getByLabel("Project Description").fill("Wall connector in the garage");
    await submit(page, info, SUBMIT, "/estimate");
    await expectMessage(
      page,
      "Estimate Request Received!",
      "We'll contact you within 24 hours to schedule your free estimate. Confirmation emails sent!",
    );
    if (jsOn(info)) {
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await estimateOpener(page).click();
      await expect(page.getByRole("dialog", { name: "Request free estimate" }).getByLabel("Full Name")).toHaveValue("");
    } else {
      await expect(page).toHaveURL(/\/estimate$/);
      await expect(form.getByLabel("Full Name")).toHaveValue("");
    }
  });

  onlyWhere((jsOn) => jsOn, "the pending state needs JavaScript", () => {
    test("the /estimate page's button reads 'Submitting...' and is disabled while its post is on the way", async ({ page }) => {
      await page.goto("/estimate");
      const form = page.getByRole("main");
      const release = await holdPosts(page, "/estimate");
      await form.getByLabel("Full Name").fill("Pat Pending");
      await form.getByLabel("Email").fill("pat.pending@example.com");
      await form.getByLabel("Phone").fill("7035550166");
      await form.getByLabel("Service Needed").selectOption("lighting");
      await form.getByRole("button", { name: SUBMIT }).press("Enter");
      await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
      release();
      await expectMessage(page, "Estimate Request Received!");
      await expect(form.getByRole("button", { name: SUBMIT })).toBeEnabled();
    });
  });

  test("bad input comes back with the documented messages and everything typed", async ({ page }, info) => {
    const form = await openEstimate(page, info);
    await form.getByLabel("Full Name").fill("x".repeat(101));
    await form.getByLabel("Email").fill("bob@");
    await form.getByLabel("Phone").fill("call me");
    await form.getByLabel("Service Address").fill("a".repeat(501));
    await form.getByLabel("Service Needed").selectOption("other");
    await form.getByLabel("Project Description").fill("<img src=x onerror=alert(1)> sparks");
    expect(await submit(page, info, SUBMIT, "/estimate")).toBe(jsOn(info) ? null : 400);
    await expectMessage(page, "Invalid Information");
    await expect(fieldError(form, "Name must be 100 characters or less")).toBeVisible();
    await expect(fieldError(form, "Please enter a valid email address")).toBeVisible();
    await expect(fieldError(form, "Please enter a valid US phone number (10 digits, optional +1)")).toBeVisible();
    await expect(fieldError(form, "Address must be 500 characters or less")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue("bob@");
    await expect(form.getByLabel("Service Needed")).toHaveValue("other");
    await expect(form.getByLabel("Project Description")).toHaveValue(
      jsOn(info) ? "img src=x alert(1) sparks" : "<img src=x onerror=alert(1)> sparks",
    );
  });

  test("a failure (rate limit) keeps the dialog open with the data", async ({ page, request }, info) => {
    const ip = await useOwnIp(page, info, "limit");
    const valid = { name: "Cy Lee", email: "cy@example.com", phone: "7035550155", service: "other" };
    for (let i = 0; i < 5; i++) {
      const r = await request.post("/estimate", { form: { ...valid, description: `job ${i}` }, headers: { "X-Forwarded-For": ip }, maxRedirects: 0 });
      expect(r.status()).toBe(302);
    }
    const form = await openEstimate(page, info);
    await form.getByLabel("Full Name").fill("Cy Lee");
    await form.getByLabel("Email").fill("cy@example.com");
    await form.getByLabel("Phone").fill("7035550155");
    await form.getByLabel("Service Needed").selectOption("surge-protection");
    expect(await submit(page, info, SUBMIT, "/estimate")).toBe(jsOn(info) ? null : 429);
    await expectMessage(page, "Too Many Requests", "Too many requests. Please wait a few minutes and try again, or call us directly.");
    if (jsOn(info)) await expect(page.getByRole("dialog", { name: "Request free estimate" })).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("Cy Lee");
    await expect(form.getByLabel("Service Needed")).toHaveValue("surge-protection");
  });

  onlyWhere((jsOn) => !jsOn, "server answers are the same for both projects", () => {
    test("posts answer 4xx with the documented message, never 500", async ({ request }) => {
      const headers = { "X-Forwarded-For": "10.250.1.1" };
      const base = { name: "Ann Lee", phone: "7035550100", email: "ann@example.com", service: "commercial" };
      const cases: [Record<string, string>, number, string][] = [
        [{ ...base, service: "roofing" }, 400, "Please select a service"],
        [{ ...base, description: "d".repeat(1001) }, 400, "Description must be 1000 characters or less"],
        [{ ...base, name: "<script>alert(1)</script>" }, 400, "Name can only contain letters, spaces, hyphens and apostrophes"],
        [{ ...base, email: `${"e".repeat(250)}@example.com` }, 400, "Email must be 255 characters or less"],
        [{ name: "Ann Lee", email: "ann@example.com", service: "other" }, 400, "Phone number is required"],
      ];
      for (const [form, status, message] of cases) {
        const html = await request.post("/estimate", { form, headers, maxRedirects: 0 });
        expect(html.status(), message).toBe(status);
        expect(await html.text()).toContain(message);
        const data = await request.post("/estimate?_data=routes%2Festimate", { form: { ...form, _reply: "json" }, headers });
        expect(data.status()).toBe(status);
        expect(await data.json()).toMatchObject({ ok: false, toast: { title: "Invalid Information" } });
      }
    });
  });
});
