import { expect, onlyWhere, type Page, test, type TestInfo } from "./test";
import { defaultBusiness } from "~/content/business";
import { expectMessage, footerLive, jsOn, submit, useOwnIp } from "./forms-support";

const SUBMIT = "Get booking link";

async function openBookingFromFooter(page: Page, info: TestInfo, service: string) {
  await page.goto("/privacy");
  await footerLive(page, info);
  await page.getByTestId("footer-services").getByRole("link", { name: service }).click();
  if (jsOn(info)) {
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/privacy$/);
    return dialog;
  }
  await expect(page).toHaveURL(/\/book\?service=/);
  return page.getByRole("main");
}

/** The booking link: the scheduling page with the name and email filled in, and the lead's reference (docs/visits.md). */
const prefilled = (name: string, email: string) => {
  const url = new URL(defaultBusiness.schedulingUrl);
  url.searchParams.set("name", name);
  url.searchParams.set("email", email);
  return new RegExp(`^${url.href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}&utm_content=[0-9a-f]{32}$`);
};

test.describe("booking", () => {
  test.beforeEach(async ({ page }, info) => {
    await useOwnIp(page, info);
  });

  test("from a footer service: details, appointment type, the booking link, Close resets", async ({ page }, info) => {
    const form = await openBookingFromFooter(page, info, "Panel upgrade");
    await expect(form.getByLabel("Service")).toHaveValue("panel-upgrade");
    const types = form.getByRole("radio");
    await expect(types).toHaveCount(2);
    await expect(form.getByText("Free 30-Minute Consultation")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-required", "true");

    await form.getByLabel("Name").fill("Cara Diaz");
    await form.getByLabel("Phone").fill("703-555-0123");
    await form.getByLabel("Email").fill("Cara@Example.com");
    await form.getByLabel("Additional Details").fill("Old fuse box");
    if (jsOn(info)) {
      // Submit stays disabled until an appointment type is chosen.
      await expect(form.getByRole("button", { name: SUBMIT })).toBeDisabled();
    } else {
      expect(await submit(page, info, SUBMIT, "/book")).toBe(400);
      await expectMessage(page, "Please select an appointment type", "Choose the type of consultation you need.");
      await expect(form.getByLabel("Name")).toHaveValue("Cara Diaz");
    }
    await form.getByLabel(/Free 30-Minute Consultation/).check();
    await form.getByLabel("Name").fill("Cara Diaz 3rd");
    expect(await submit(page, info, SUBMIT, "/book")).toBe(jsOn(info) ? null : 400);
    await expectMessage(page, "Validation Error", "Name can only contain letters, spaces, hyphens and apostrophes");
    await form.getByLabel("Name").fill("Cara Diaz");
    if (!jsOn(info)) await form.getByLabel(/Free 30-Minute Consultation/).check();
    expect(await submit(page, info, SUBMIT, "/book")).toBe(jsOn(info) ? null : 200);

    const ready = form.getByTestId("booking-ready");
    await expect(ready).toContainText("Your booking link is ready!");
    const open = ready.getByRole("link", { name: "Open booking" });
    await expect(open).toHaveAttribute("href", prefilled("Cara Diaz", "cara@example.com"));
    await expect(open).toHaveAttribute("target", "_blank");
    await expect(ready.getByTestId("booking-note")).toHaveCount(0);

    if (jsOn(info)) {
      await ready.getByRole("button", { name: "Close" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.getByTestId("footer-services").getByRole("link", { name: "Panel upgrade" }).click();
      const again = page.getByRole("dialog", { name: "Book a free consultation" });
      await expect(again.getByLabel("Name")).toHaveValue("");
      await expect(again.getByRole("radio", { checked: true })).toHaveCount(0);
    } else {
      await ready.getByRole("link", { name: "Close" }).click();
      await expect(page).toHaveURL(/\/book\?service=panel-upgrade$/);
      await expect(form.getByLabel("Name")).toHaveValue("");
    }
  });

  test("quick-booking mode (the /chat page's hand-off) prefills and selects the first appointment type", async ({ page }, info) => {
    await useOwnIp(page, info, "quick");
    await page.goto("/chat");
    await page.getByRole("textbox", { name: "Your message" }).fill("Book me please, my name is Ann Lee, 703-555-0100");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByRole("button", { name: "Book consultation call" }).click();
    await expect(page).toHaveURL(/\/book$/);
    const form = page.getByRole("main");
    await expect(form.getByLabel("Name")).toHaveValue("Ann Lee");
    await expect(form.getByLabel("Phone")).toHaveValue("703-555-0100");
    await expect(form.getByLabel("Email")).toHaveValue("jane@example.com");
    await expect(form.getByLabel("Service")).toHaveValue("panel-upgrade");
    await expect(form.getByLabel("Additional Details")).toHaveValue("Wants a 200A panel");
    await expect(form.getByRole("radio").first()).toBeChecked();
    await submit(page, info, SUBMIT, "/book");
    await expect(form.getByTestId("booking-ready").getByRole("link", { name: "Open booking" })).toHaveAttribute(
      "href",
      prefilled("Ann Lee", "jane@example.com"),
    );
  });

  onlyWhere((jsOn) => !jsOn, "server answers are the same for both projects", () => {
    test("posts answer 4xx with the documented message, never 500", async ({ request }) => {
      const headers = { "X-Forwarded-For": "10.250.2.1" };
      const base = { name: "Ann Lee", phone: "7035550100", email: "ann@example.com", service: "other", eventTypeUri: defaultBusiness.schedulingUrl };
      const cases: [Record<string, string>, string][] = [
        [{ ...base, service: "roofing" }, "Please select a service"],
        [{ ...base, message: "m".repeat(1001) }, "Message must be 1000 characters or less"],
        [{ ...base, name: "<script>alert(1)</script>" }, "Name can only contain letters, spaces, hyphens and apostrophes"],
        [{ ...base, eventTypeUri: "https://evil.example/x" }, "Choose the type of consultation you need."],
        [{ ...base, phone: "" }, "Phone number is required"],
      ];
      for (const [form, message] of cases) {
        const response = await request.post("/book", { form, headers });
        expect(response.status(), message).toBe(400);
        expect(await response.text()).toContain(message);
      }
    });
  });
});
