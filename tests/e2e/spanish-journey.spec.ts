import type { Page } from "@playwright/test";
import { ACK_MESSAGES } from "~/lib/emergencies/lead-acknowledgement.messages";
import { STATUS_REFRESH_MS } from "~/lib/emergencies/emergency-status";
import { englishSentences } from "../support/catalogue-text";
import { loadCatalogues } from "../support/catalogues-node";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { type FakeTwilio, startFakeTwilio } from "../support/twilio";
import { contactFormLive, expectMessage, footerLive, jsOn, submit, useOwnIp } from "./forms-support";
import { expect, test } from "./test";

/**
 * A Spanish customer's journey stays Spanish to the last page they are sent (docs/languages.md): an emergency
 * from /es/contact on a phone lands on its status page, whose frame (emergency bar, back link, menu, footer,
 * call bar) speaks the lead's language with times as a Spanish reader writes them, the toast clear of the call
 * bar; the on-call electrician acknowledges by the link of their text, and the page shows it, still Spanish.
 */
const ONCALL = "+15715550998";

let server: BuiltServer | null = null;
let twilio: FakeTwilio | null = null;

test.afterEach(async () => {
  await server?.stop();
  await twilio?.stop();
  server = null;
  twilio = null;
});

/**
 * The text a visitor reads or hears on the page, one line per text node or label (a sentence is never matched
 * across two elements), frame included, hidden parts too; text marked lang="en" (customers' reviews) aside.
 */
const pageText = (page: Page) =>
  page.evaluate(() => {
    const lines: string[] = [];
    const english = (node: Element | null) => Boolean(node?.closest('[lang]:not([lang^="es"]):not(html)'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript") || english(parent)) continue;
      lines.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      if (english(element)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) lines.push(element.getAttribute(name) ?? "");
    }
    return lines.map((line) => line.replace(/\s+/g, " ").trim()).filter(Boolean);
  });

/** "1:21 a.m. EST" / "1:21 a. m.": hour, minutes and the Spanish day period; never "AM"/"PM". */
const SPANISH_TIME = /^\d{1,2}:\d{2}\s[ap]\.\s?m\.(\s\S+)?$/;

test("an emergency sent from /es/contact: the status page, frame and times in Spanish, before and after the acknowledgement", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const english = englishSentences(await loadCatalogues());
  expect(english).toContain("Skip to content");
  expect(english).toContain("Power out? Call now — 24/7 emergency help");
  const englishOn = async (label: string) => {
    const lines = await pageText(page);
    return english.filter((sentence) => lines.some((line) => line.includes(sentence))).map((sentence) => `${label}: "${sentence}"`);
  };

  twilio = await startFakeTwilio();
  server = await startBuiltServer({
    env: { TRUST_PROXY: "1", TWILIO_ACCOUNT_SID: twilio.sid, TWILIO_AUTH_TOKEN: twilio.token, TWILIO_FROM: twilio.from, TWILIO_API_URL: twilio.url, ONCALL_PHONES: ONCALL },
  });
  await useOwnIp(page, info);
  const js = jsOn(info);
  // A phone, where the call bar is fixed at the bottom; the page's own timers run on a clock the test moves.
  await page.setViewportSize({ width: 390, height: 844 });
  if (js) await page.clock.install();

  await page.goto(`${server.url}/es/contact`);
  await contactFormLive(page, info);
  const card = page.getByTestId("contact-form");
  await card.getByRole("link", { name: "Ayuda de emergencia" }).click();
  await card.getByLabel("Nombre").fill("Rosa Jornada");
  await card.getByLabel("Teléfono").fill("571-555-0191");
  await card.getByLabel("¿Qué está pasando?").fill("Sale humo del tomacorriente");
  await submit(page, info, "Pedir ayuda de emergencia", "/es/contact");

  await expect(page).toHaveURL(/\/status\/[A-Za-z0-9_-]{32}$/);
  const statusUrl = page.url();
  await expectMessage(page, "¡Solicitud enviada!");
  // The toast covers neither call bar (the emergency bar above the header, the bottom bar) nor the header.
  const toast = (await page.getByTestId("toaster").getByRole("status").first().boundingBox())!;
  for (const part of ["emergency-bar", "site-header", "mobile-bottom-bar"]) {
    const box = (await page.getByTestId(part).boundingBox())!;
    const apart = toast.y + toast.height <= box.y || box.y + box.height <= toast.y;
    expect(apart, `the toast covers ${part}`).toBe(true);
  }

  const status = page.getByTestId("emergency-status");
  await expect(status).toHaveAttribute("data-state", "received");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByTestId("emergency-bar")).toContainText("¿Sin luz? Llame ya");
  await expect(page.getByTestId("back-button")).toHaveAttribute("href", "/es");
  await expect(page.getByTestId("mobile-bottom-bar").getByRole("link")).toHaveText(["Llamar", "Enviar texto"]);
  // One path for both languages: no switch to a page that does not exist.
  await expect(page.getByTestId("language-switch")).toHaveCount(0);
  const received = await status.locator("time").first().innerText();
  expect(received).toMatch(SPANISH_TIME);
  const found = await englishOn("received");
  if (js) {
    // The footer once live (its code brings its words) stays Spanish.
    await footerLive(page, info);
    await expect(page.getByTestId("site-footer")).toContainText("Enlaces rápidos");
    found.push(...(await englishOn("footer live")));
  }

  // The on-call electrician's text carries the acknowledgement link (the office's page, in English).
  const [alert] = await twilio.waitFor(1);
  const ackUrl = alert!.body.match(/Acknowledge: (\S+\/ack\/[\w-]+)/)![1]!;
  const oncall = await browser.newContext();
  const ackPage = await oncall.newPage();
  await ackPage.goto(ackUrl);
  await ackPage.getByRole("button", { name: new RegExp(`^${ACK_MESSAGES.confirmButton}`) }).click();
  await expect(ackPage.getByTestId("ack-result")).toContainText("Acknowledged by");
  await oncall.close();

  // The customer's page shows it: by itself with JavaScript, on a reload without.
  if (js) await page.clock.runFor(STATUS_REFRESH_MS);
  else await page.reload();
  await expect(status).toHaveAttribute("data-state", "acknowledged");
  await expect(page).toHaveURL(statusUrl);
  await expect(status).toContainText("tiene su solicitud y le llamará en breve");
  const times = await status.locator("time").allInnerTexts();
  expect(times).toHaveLength(2);
  for (const time of times) expect(time).toMatch(SPANISH_TIME);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  found.push(...(await englishOn("acknowledged")));
  expect(found).toEqual([]);
});
