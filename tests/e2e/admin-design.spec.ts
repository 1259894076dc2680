import { axe } from "./axe";
import { expect, test } from "./admin-fixtures";
import { ICON_NAMES } from "~/components/ui/icons";
import { languages, localeTags } from "~/content/languages";
import { commonText } from "~/content/page-parts";

test("the office's design page shows every component, those with words in each language, and axe finds nothing", async ({ adminPage: page, javaScriptEnabled }) => {
  await page.goto("/admin/design");
  await expect(page.getByRole("heading", { level: 1, name: "Design" })).toBeVisible();
  const icons = page.getByTestId("design-icons").getByRole("listitem");
  await expect(icons).toHaveText([...ICON_NAMES]);
  // Each drawn at its size: a name without a rule would be an empty 0 px box.
  for (const box of await icons.locator(".icon").evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().width))) expect(box).toBeGreaterThan(20);

  for (const lang of languages) {
    const part = page.getByTestId(`design-${lang}`);
    await expect(part).toHaveAttribute("lang", localeTags[lang].bcp47);
    const { estimate, book, bookEstimate } = commonText[lang];
    await expect(part.getByText(bookEstimate, { exact: true }).first()).toBeVisible();
    // The bands of actions, as the pages draw them: Call, Get Free Estimate to the form, the discovery call to booking.
    const actions = part.getByTestId("contact-actions");
    await expect(actions).toHaveCount(2);
    await expect(actions.first().getByRole("link", { name: estimate })).toHaveAttribute("href", "/estimate");
    await expect(actions.first().getByRole("link", { name: book })).toHaveAttribute("href", "/book");
    await expect(actions.first().getByRole("link", { name: /\(703\)/ }).first()).toHaveAttribute("href", /^tel:/);
    // The priced card with the office's starting price filled in (the panel upgrade's, $3,000 unless edited).
    await expect(part.getByTestId("price")).toContainText("$3,000");
  }

  if (javaScriptEnabled) {
    await page.waitForLoadState("networkidle");
    const results = await axe(page).include("#main").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});
