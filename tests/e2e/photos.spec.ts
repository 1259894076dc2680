import { axe } from "./axe";
import type { Locator, Page, TestInfo } from "./test";
import sharp from "sharp";
import { expect, onlyWhere, test } from "./admin-fixtures";
import { estimateOpener, expectMessage, jsOn, submit, useOwnIp } from "./forms-support";

const SUBMIT = "Get Free Estimate";
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
/** A visitor name unique to this run and project (names take letters only). */
const visitor = (info: TestInfo) => `Photo ${jsOn(info) ? "Onner" : "Offner"} ${letters(8)}`;

async function jpegWithGps(name: string) {
  const buffer = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#2a6" } })
    .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 45/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "77/1 28/1 0/1" } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}
const png = async (name: string) => ({ name, mimeType: "image/png", buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: "#33c" } }).png().toBuffer() });

/** axe-core's WCAG 2.2 AA findings inside `selector` (it runs as a script: JavaScript on only). */
async function violations(page: Page, selector: string) {
  const results = await axe(page)
    .include(selector)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The estimate form: the dialog over /contact with JavaScript, the /estimate page without. */
async function openEstimate(page: Page, info: TestInfo): Promise<Locator> {
  if (jsOn(info)) {
    await page.goto("/contact");
    await estimateOpener(page).click();
    const dialog = page.getByRole("dialog", { name: "Request free estimate" });
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    return dialog;
  }
  await page.goto("/estimate");
  return page.getByRole("main");
}

async function fillEstimate(form: Locator, name: string) {
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill("photos@example.com");
  await form.getByLabel("Phone").fill("(703) 555-0177");
  await form.getByLabel("Service Needed").selectOption("panel-upgrade");
  await form.getByLabel("Project Description").fill("Old panel, photos attached");
}

test.describe("photos with an estimate request", () => {
  test.beforeEach(async ({ page }, info) => {
    await useOwnIp(page, info);
  });

  test("a visitor sends an estimate with two photos; the admin sees them on the lead's page", async ({ page, adminPage }, info) => {
    const name = visitor(info);
    const form = await openEstimate(page, info);
    await fillEstimate(form, name);
    const input = form.getByLabel("Photos (optional)");
    if (jsOn(info)) {
      // Previews of what was chosen; one removed again before sending.
      await input.setInputFiles([await jpegWithGps("panel.jpg"), await png("meter.png"), await png("wrong-one.png")]);
      const previews = form.getByTestId("photo-previews");
      await expect(previews.getByRole("img")).toHaveCount(3);
      await expect(previews.getByRole("img", { name: "Preview of panel.jpg" })).toHaveAttribute("src", /^blob:/);
      expect(await violations(page, "dialog[open]")).toEqual([]);
      await previews.getByRole("button", { name: "Remove wrong-one.png" }).click();
      await expect(previews.getByRole("img")).toHaveCount(2);
    } else {
      await input.setInputFiles([await jpegWithGps("panel.jpg"), await png("meter.png")]);
    }
    expect(await submit(page, info, SUBMIT, "/estimate")).toBe(jsOn(info) ? null : 302);
    await expectMessage(page, "Estimate Request Received!");
    await expect(page.getByTestId("photo-notice")).toHaveCount(0);

    await adminPage.goto("/admin/leads");
    await adminPage.getByRole("link", { name }).click();
    await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText(name);
    const photos = adminPage.getByTestId("lead-photos");
    await expect(photos.getByRole("heading")).toHaveText("Photos (2)");
    const images = photos.getByRole("img");
    await expect(images).toHaveCount(2);
    await expect(photos.getByRole("img", { name: "Sent with the request: panel.jpg" })).toBeVisible();
    if (jsOn(info)) expect(await violations(adminPage, "#main")).toEqual([]);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
      const src = (await image.getAttribute("src"))!;
      // Served by the admin-only route, private and never cached by others; a visitor without a session gets nothing.
      const response = await adminPage.request.get(src);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/webp");
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect((await page.request.get(src, { maxRedirects: 0 })).status()).toBe(302);
    }
  });

  test("a photo refused by its content keeps the request and names the photo and why", async ({ page }, info) => {
    const form = await openEstimate(page, info);
    await fillEstimate(form, visitor(info));
    const fakeJpeg = { name: "panel-scan.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") };
    await form.getByLabel("Photos (optional)").setInputFiles([fakeJpeg, await png("meter.png")]);
    expect(await submit(page, info, SUBMIT, "/estimate")).toBe(jsOn(info) ? null : 200);
    await expectMessage(page, "Estimate Request Received!");
    const notice = page.getByTestId("photo-notice");
    await expect(notice).toContainText("Your request was received, but some photos were not attached");
    await expect(notice).toContainText("panel-scan.jpg was not attached: it is not a JPEG, PNG or WebP photo.");
    await expect(notice).not.toContainText("meter.png");
    if (jsOn(info)) expect(await violations(page, "dialog[open]")).toEqual([]);
  });

  onlyWhere((jsOn) => jsOn, "the browser's check needs JavaScript; without it the server judges each photo", () => {
    test("with JavaScript, a GIF or a fourth photo is refused before anything is sent", async ({ page }, info) => {
      const form = await openEstimate(page, info);
      await fillEstimate(form, visitor(info));
      const gif = { name: "anim.gif", mimeType: "image/gif", buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).gif().toBuffer() };
      await form.getByLabel("Photos (optional)").setInputFiles([gif]);
      await form.getByRole("button", { name: SUBMIT }).click();
      await expect(form.getByText("anim.gif cannot be sent: it is not a JPEG, PNG or WebP photo.")).toBeVisible();
      await form.getByLabel("Photos (optional)").setInputFiles([await png("a.png"), await png("b.png"), await png("c.png"), await png("d.png")]);
      await form.getByRole("button", { name: SUBMIT }).click();
      await expect(form.getByText("Please choose at most three photos.")).toBeVisible();
    });
  });
});
