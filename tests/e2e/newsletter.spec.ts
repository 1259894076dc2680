import { expect, test } from "./test";
import { expectMessage, footerLive, jsOn, submit, useOwnIp } from "./forms-support";

test.describe("newsletter", () => {
  test.beforeEach(async ({ page }, info) => {
    await useOwnIp(page, info);
  });

  test("empty and invalid emails get the documented messages; success clears the field; a repeat is fine", async ({ page }, info) => {
    await page.goto("/privacy");
    await footerLive(page, info);
    const footer = page.getByTestId("site-footer");
    const email = footer.getByRole("textbox", { name: "Email address" });

    expect(await submit(page, info, "Subscribe", "/newsletter")).toBe(jsOn(info) ? null : 400);
    await expectMessage(page, "Email Required", "Please enter your email address.");

    const field = jsOn(info) ? email : page.getByRole("main").getByRole("textbox", { name: "Email address" });
    await field.fill("no-at-sign.example.com");
    const button = jsOn(info) ? "Subscribe" : "Subscribe";
    if (jsOn(info)) {
      await footer.getByRole("button", { name: button }).press("Enter");
    } else {
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("main").getByRole("button", { name: "Subscribe" }).press("Enter"),
      ]);
      expect(response.status()).toBe(400);
    }
    await expectMessage(page, "Invalid Email", "Please enter a valid email address.");
    await expect(field).toHaveValue("no-at-sign.example.com");

    const address = `fan-${info.project.name}@example.com`;
    await page.goto("/privacy");
    await footerLive(page, info);
    await email.fill(address);
    await submit(page, info, "Subscribe", "/newsletter");
    await expectMessage(page, "Subscribed!");
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(email).toHaveValue("");

    // Subscribing again is a success, not an error.
    await email.fill(address.toUpperCase());
    await submit(page, info, "Subscribe", "/newsletter");
    await expectMessage(page, "Subscribed!");
  });

  test("posts answer 4xx with the documented message", async ({ request }, info) => {
    test.skip(jsOn(info), "server answers are the same for both projects");
    const headers = { "X-Forwarded-For": "10.250.3.1" };
    for (const [email, message] of [
      ["", "Please enter your email address."],
      ["nope", "Please enter a valid email address."],
      [`${"a".repeat(260)}@example.com`, "Please enter a valid email address."],
      ["<script>@x.com", "Please enter a valid email address."],
    ]) {
      const response = await request.post("/newsletter", { form: { email: email!, page: "/about" }, headers, maxRedirects: 0 });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(message!);
    }
    const ok = await request.post("/newsletter", { form: { email: "ok@example.com", page: "/about" }, headers, maxRedirects: 0 });
    expect(ok.status()).toBe(302);
    expect(ok.headers().location).toBe("/about");
  });
});
