/**
 * What the shared frame looks like at the widths people use, in both languages: no sideways scroll, a phone
 * menu whose current item shows, the language switch beside the menu button, an estimate button that stays in
 * the page's language, a call button that stands out on the red emergency hero, a newsletter field wide enough
 * for an address, and a bottom bar whose labels fit on one line.
 */
import sharp from "sharp";
import { test as raw } from "@playwright/test";
import { expect, test, type Locator } from "./test";
import { defaultBusiness } from "~/content/business";
import { navigation } from "~/content/navigation";

/** WCAG relative luminance of an sRGB colour given as 0–255 channels. */
function luminance([r, g, b]: number[]): number {
  const [R, G, B] = [r!, g!, b!].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
}

function contrast(a: number[], b: number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A computed `rgb(…)`/`rgba(…)` colour as its channels. */
const channels = (css: string) => css.match(/[\d.]+/g)!.slice(0, 3).map(Number);

/** The colour most of a screenshot's pixels have: what is painted behind a line of text. */
async function dominantColour(png: Buffer): Promise<number[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top![0].split(",").map(Number);
}

/** The box of a link's text (not of the link), as painted. */
const textBox = (link: Locator) =>
  link.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) };
  });

test("the header's row fits inside the content at 1024 and 1280 px in Spanish", async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/es/about");
    const { row, last } = await page.getByTestId("site-header").evaluate((header) => {
      const inner = header.firstElementChild!;
      const style = getComputedStyle(inner);
      return {
        row: inner.getBoundingClientRect().right - parseFloat(style.paddingRight),
        last: inner.lastElementChild!.getBoundingClientRect().right,
      };
    });
    expect(last, `at ${width} px`).toBeLessThanOrEqual(row + 0.5);
    await expect(page.getByTestId("site-header").getByTestId("header-estimate").first()).toBeInViewport({ ratio: 1 });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const [path, menu, mobile, current] of [
    ["/about", "Menu", "Mobile", "About"],
    ["/es/about", "Menú", "Móvil", "Nosotros"],
  ] as const) {
    test(`the open menu on ${path} shows the current page, with 44 px items`, async ({ page }) => {
      await page.goto(path);
      await page.getByTestId("mobile-menu").getByLabel(menu, { exact: true }).click();
      const nav = page.getByRole("navigation", { name: mobile });
      const item = nav.locator("[aria-current=page]");
      await expect(item).toHaveText(current);

      // What is painted behind the item's text (a screenshot, not a style: the bug was a background that the
      // style claimed and the page did not paint) against the text's colour.
      const box = await textBox(item);
      const behind = await dominantColour(await page.screenshot({ clip: box }));
      const text = channels(await item.evaluate((el) => getComputedStyle(el).color));
      expect(contrast(text, behind)).toBeGreaterThanOrEqual(4.5);

      // The pages and the language switch, one under the other.
      const boxes = (await nav.getByRole("link").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))).slice(
        0,
        navigation.en.mainNav.length + 1,
      );
      for (const [i, b] of boxes.entries()) {
        expect(b.height, `item ${i}`).toBeGreaterThanOrEqual(44);
        expect(b.height, `item ${i}`).toBeLessThanOrEqual(52);
        if (i > 0) expect(b.top - boxes[i - 1]!.top, `item ${i}`).toBeLessThanOrEqual(52);
      }
    });
  }

  test("the language switch sits beside the menu button", async ({ page }) => {
    for (const [path, name, href] of [
      ["/es/contact", "English", "/contact"],
      ["/services", "Español", "/es/services"],
    ] as const) {
      await page.goto(path);
      const toggle = page.getByTestId("mobile-menu").locator("summary");
      const lang = page.getByTestId("site-header").getByRole("link", { name, exact: true }).first();
      await expect(lang).toBeVisible();
      await expect(lang).toHaveAttribute("href", href);
      const [a, b] = [(await lang.boundingBox())!, (await toggle.boundingBox())!];
      expect(a.width).toBeGreaterThanOrEqual(44);
      expect(a.height).toBeGreaterThanOrEqual(44);
      // Just left of it, on the same line.
      expect(b.x - (a.x + a.width)).toBeGreaterThanOrEqual(0);
      expect(b.x - (a.x + a.width)).toBeLessThanOrEqual(16);
      expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2))).toBeLessThanOrEqual(2);
    }
  });

  test("the bottom bar's labels fit on one line", async ({ page }) => {
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/es", "/es/about", "/"]) {
        await page.goto(path);
        for (const link of await page.getByTestId("mobile-bottom-bar").getByRole("link").all()) {
          const { height, lineHeight } = await textBox(link);
          expect(height, `${await link.textContent()} on ${path} at ${width} px`).toBeLessThanOrEqual(lineHeight + 1);
        }
      }
    }
  });

  test("on a Spanish page every free-estimate button leads to the Spanish estimate page, in the same tab", async ({ page }) => {
    for (const path of ["/es", "/es/about", "/es/services/panel-upgrades", "/es/electrician-manassas", "/es/contact"]) {
      await page.goto(path);
      const buttons = page.getByRole("link", { name: /presupuesto gratis/i });
      expect(await buttons.count(), path).toBeGreaterThan(0);
      for (const button of await buttons.all()) {
        // The estimate page, or the contact page's own form in its estimate mode.
        await expect(button, path).toHaveAttribute("href", /^\/es\/(estimate|contact\?type=estimate)$/);
        await expect(button, path).not.toHaveAttribute("target", /./);
      }
    }
  });

  test("the estimate button in the menu stays in the page's language", async ({ page }) => {
    await page.goto("/es/services");
    await page.getByTestId("mobile-menu").getByLabel("Menú", { exact: true }).click();
    const book = page.getByRole("navigation", { name: "Móvil" }).getByTestId("header-estimate");
    await expect(book).toHaveAttribute("href", "/es/estimate");
    await expect(book).not.toHaveAttribute("target", /./);
  });
});

raw.describe("the language switch keeps the #anchor once the page is live", () => {
  raw.use({ viewport: { width: 390, height: 844 } });

  raw("on a phone, after the first pointer move", async ({ page, javaScriptEnabled }) => {
    await page.goto("/about#values-title");
    const lang = page.getByTestId("site-header").getByRole("link", { name: "Español", exact: true }).first();
    // The server never sees the #anchor: without JavaScript the switch leads to the top of the page.
    if (!javaScriptEnabled) return expect(lang).toHaveAttribute("href", "/es/about");
    await page.mouse.move(200, 400);
    await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
    await expect(lang).toHaveAttribute("href", "/es/about#values-title");
    await page.evaluate(() => {
      window.location.hash = "team-title";
    });
    await expect(lang).toHaveAttribute("href", "/es/about#team-title");
    await lang.click();
    await expect(page).toHaveURL(/\/es\/about#team-title$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test("the header's estimate button leads to the estimate page of the page's language", async ({ page }) => {
  await page.goto("/es/about");
  const spanish = page.getByTestId("site-header").getByRole("link", { name: "Pida su presupuesto gratis" }).first();
  await expect(spanish).toHaveAttribute("href", "/es/estimate");
  await expect(spanish).not.toHaveAttribute("target", /./);
  await spanish.click();
  await expect(page).toHaveURL(/\/es\/estimate$/);

  // In English the free estimate is booked on the external scheduling page, in a new tab (the spec's header).
  await page.goto("/about");
  const english = page.getByTestId("site-header").getByRole("link", { name: /Book Free Estimate/ }).first();
  await expect(english).toHaveAttribute("href", defaultBusiness.schedulingUrl);
  await expect(english).toHaveAttribute("target", "_blank");
});

test("the emergency hero's call button stands out from the red (3:1, WCAG 1.4.11)", async ({ page }) => {
  for (const path of ["/emergency", "/es/emergency"]) {
    await page.goto(path);
    const hero = page.locator("section[aria-labelledby=emergency-title]");
    const call = hero.getByTestId("contact-actions").getByRole("link").first();
    await expect(call).toHaveAttribute("href", /^tel:/);
    const [button, around] = await Promise.all([
      call.evaluate((el) => getComputedStyle(el).backgroundColor),
      hero.evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(contrast(channels(button), channels(around)), `${path}: ${button} on ${around}`).toBeGreaterThanOrEqual(3);
  }
});

test("the footer's newsletter field has room for an address in Spanish", async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/es", "/es/about"]) {
      await page.goto(path);
      const field = page.getByTestId("site-footer").getByRole("textbox");
      const needed = await field.evaluate((el) => {
        const probe = document.createElement("span");
        const style = getComputedStyle(el);
        probe.textContent = (el as HTMLInputElement).placeholder;
        probe.style.cssText = `position:absolute;white-space:nowrap;font:${style.font}`;
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        probe.remove();
        return width;
      });
      const { width: has } = (await field.boundingBox())!;
      // The placeholder, its padding and the field's two 1 px borders.
      expect(has, `${path} at ${width} px`).toBeGreaterThanOrEqual(needed + 2);
    }
  }
});
