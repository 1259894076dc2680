import { test, expect } from "./admin-fixtures";
import { emailOf, HOSTILE } from "../support/hostile-corpus";

/**
 * Hostile values posted straight to the contact action (past the browser's sanitising), then shown to a
 * real browser: the refused form page that echoes them and the admin's leads inbox. Nothing runs (no
 * dialog, no element a payload would add) and what was typed reads as text.
 */
const MARKUP = HOSTILE.filter((p) => p.kind === "xss").map((p) => p.value);
/** Elements or attributes a payload would add if it were taken as markup. */
const ADDED = "img[src='x'], svg[onload], iframe[srcdoc], [onerror], [onload]";

test("hostile values stay text in the refused form page and in the leads inbox", async ({ page, adminPage, baseURL }, info) => {
  const dialogs: string[] = [];
  for (const p of [page, adminPage]) p.on("dialog", (d) => void (dialogs.push(d.message()), d.dismiss()));
  const ref = Date.now() % 1_000_000;
  const origin = { Origin: baseURL!, "Sec-Fetch-Site": "same-origin" };

  // Saved: the markup goes into free-text fields of an emergency request.
  const saved = await page.request.post("/contact", {
    form: {
      type: "emergency",
      name: "Render Tester",
      phone: `571${String(ref).padStart(7, "0")}`,
      email: emailOf(ref),
      description: MARKUP.join(" | "),
      address: MARKUP[1],
      preferredTime: MARKUP[0],
    },
    headers: { ...origin, "X-Forwarded-For": `10.77.${info.project.name === "js-on" ? 1 : 2}.${(ref % 250) + 1}` },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);

  // Every script a page ends with: with JavaScript, its code woken and in place (the module script is the intent
  // script's last), so that a focus or a scroll reaching one page and not the other changes neither count.
  const scriptsOnceWoken = async () => {
    await page.mouse.move(10, 10);
    if (info.project.name === "js-on") await expect(page.locator('script[type="module"]')).not.toHaveCount(0);
    return page.locator("script").count();
  };

  // Refused: the name holds markup, so the page comes back with everything typed in it.
  await page.goto("/contact?type=emergency");
  const scripts = await scriptsOnceWoken();
  await page.evaluate(
    ({ markup }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/contact";
      for (const [name, value] of Object.entries({ type: "emergency", name: markup[1], phone: "7035550100", description: markup[0] })) {
        const input = document.createElement("textarea");
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { markup: MARKUP },
  );
  await page.waitForLoadState("load");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid Information" }).first()).toBeVisible();
  await expect(page.locator("input[name=name]")).toHaveValue(MARKUP[1]);
  expect(await page.locator(ADDED).count()).toBe(0);
  expect(await scriptsOnceWoken()).toBe(scripts);

  await adminPage.goto("/admin/leads?kind=contact");
  const row = adminPage.getByTestId("lead-row").filter({ hasText: emailOf(ref) });
  await expect(row).toHaveCount(1);
  // The sanitised text is shown as text: brackets and handlers gone, the words kept.
  await expect(row).toContainText("alert(1)");
  expect(await adminPage.locator(ADDED).count()).toBe(0);
  expect(dialogs).toEqual([]);
});
