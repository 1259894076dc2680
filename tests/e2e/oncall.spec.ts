import { axe } from "./axe";
import { expect, onlyWhere, test } from "./admin-fixtures";
import { uniqueLetters } from "./unique-words";

/** Names unique to this run and project: js-on and js-off share one server. */
const unique = (project: string) => `${project === "js-on" ? "Jo" : "Jf"} ${uniqueLetters()}`;

test.describe("the on-call list", () => {
  test("a person is added with the form; a bad phone is refused with the message and the typed name kept", async ({ adminPage: page }, info) => {
    const name = unique(info.project.name);
    await page.goto("/admin/on-call");
    const add = page.getByRole("form", { name: "Add a person" });
    await add.getByLabel("Name").fill(name);
    await add.getByLabel("Mobile for texts").fill("not a phone");
    await add.getByLabel("Order (1 is texted first)").fill("3");
    await add.getByRole("button", { name: "Add person" }).click();
    await expect(add.getByText("Enter a mobile number that receives texts")).toBeVisible();
    await expect(add.getByLabel("Name")).toHaveValue(name);

    await add.getByLabel("Mobile for texts").fill("(703) 555-0177");
    await add.getByRole("button", { name: "Add person" }).click();
    await expect(page.getByTestId("toaster")).toContainText(`${name} was added to the on-call list`);
    const person = page.getByRole("form", { name: `On-call person ${name}` });
    await expect(person.getByLabel("Mobile for texts")).toHaveValue("+17035550177");

    await page.getByRole("button", { name: `Remove ${name}` }).click();
    await expect(page.getByTestId("toaster")).toContainText(`${name} was removed from the on-call list`);
    await expect(page.getByRole("form", { name: `On-call person ${name}` })).toHaveCount(0);
  });

  onlyWhere((jsOn) => jsOn, "axe runs as a script in the page", () => {
    test("axe finds no WCAG 2.2 AA violation on /admin/on-call", async ({ adminPage: page }) => {
      await page.goto("/admin/on-call");
      await page.waitForLoadState("networkidle");
      const results = await axe(page).include("#main").analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  });
});
