import { expect, onlyWhere, type Page, test } from "./test";
import { contactFormLive, submit, useOwnIp } from "./forms-support";

/**
 * A refused post without JavaScript (docs/decisions/0030): the page that answers starts at the form's error
 * summary, which names every field's problem once, each a link to its field; no message repeats under two
 * fields. With JavaScript the form never leaves the page and the first invalid field takes focus instead.
 */
const FORMS = [
  { lang: "en", name: "contact", page: "/contact", post: "/contact", button: "Get Free Estimate", required: 4 },
  { lang: "es", name: "contact", page: "/es/contact", post: "/es/contact", button: "Pida su presupuesto gratis", required: 4 },
  { lang: "en", name: "estimate", page: "/estimate", post: "/estimate", button: "Get Free Estimate", required: 4 },
  { lang: "es", name: "estimate", page: "/es/estimate", post: "/es/estimate", button: "Pida su presupuesto gratis", required: 4 },
  // The footer's signup, answered by the /newsletter page.
  { lang: "en", name: "newsletter", page: "/privacy", post: "/newsletter", button: "Subscribe", required: 1 },
  { lang: "es", name: "newsletter", page: "/es/privacy", post: "/es/newsletter", button: "Suscribirme", required: 1 },
] as const;

const texts = (page: Page, selector: string) => page.locator(selector).evaluateAll((nodes) => nodes.map((n) => n.textContent!.trim()));

test.describe("form errors without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the error summary is the answer to a plain post");
  test.beforeEach(async ({ page }, info) => {
    await useOwnIp(page, info);
  });

  for (const form of FORMS) {
    test(`${form.lang} ${form.name}: an empty submit answers with a focused summary of every problem, each said once`, async ({ page }, info) => {
      await page.goto(form.page);
      expect(await submit(page, info, form.button, form.post)).toBe(400);

      const summary = page.getByTestId("form-alert");
      await expect(summary).toHaveCount(1);
      await expect(summary).toHaveAttribute("role", "alert");
      // Focus is on the summary once the answer has loaded (autofocus on a tabindex="-1" region).
      await expect(summary).toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("form-alert");

      // One link per field in trouble, to that field, and every field in trouble is listed.
      const links = summary.getByTestId("form-problems").getByRole("link");
      await expect(links).toHaveCount(form.required);
      const targets = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      const invalid = await page.locator('[aria-invalid="true"]').evaluateAll((fields) => fields.map((f) => `#${f.id}`));
      expect(targets.sort()).toEqual(invalid.sort());

      // No sentence twice: not in the summary, not under two fields.
      const said = await texts(page, '[data-testid="form-alert"] p, [data-testid="form-problems"] a');
      expect(said.length).toBeGreaterThan(form.required);
      expect(new Set(said).size, said.join(" | ")).toBe(said.length);
      const underFields = await page.locator('[aria-invalid="true"]').evaluateAll((fields) =>
        fields.map((f) => document.getElementById(f.getAttribute("aria-describedby") ?? "")?.textContent?.trim()),
      );
      expect(underFields).toHaveLength(form.required);
      expect(new Set(underFields).size, underFields.join(" | ")).toBe(underFields.length);
      // Each field's message is the one the summary links to it.
      const listed = await links.allTextContents();
      expect(underFields.sort()).toEqual(listed.map((t) => t.trim()).sort());
    });
  }
});

onlyWhere((jsOn) => jsOn, "conform moves focus once the form is live", () => {
  test("with JavaScript an empty submit focuses the first invalid field", async ({ page }, info) => {
    await useOwnIp(page, info);
    await page.goto("/es/contact");
    await contactFormLive(page, info);
    await page.getByRole("button", { name: "Pida su presupuesto gratis" }).press("Enter");
    await expect(page.getByTestId("contact-form").getByLabel("Nombre")).toBeFocused();
    await expect(page.getByTestId("form-alert")).toHaveCount(0);
  });
});
