import { contactFormLive, expectMessage, jsOn, partLive, submit, useOwnIp } from "./forms-support";
import { expect, test } from "./test";
import { type BuiltServer, loginOverHttp, startBuiltServer } from "../support/built-server";
import { startSmtp } from "../support/smtp";

/**
 * A Spanish-speaking visitor, end to end (decision 0172): from the Spanish Manassas page, by the page's
 * own buttons and links, an estimate (a bad email first: the Spanish message, what was typed kept) and an
 * emergency request, each answered in Spanish; the emergency's status page in Spanish, the confirmation mail
 * in Spanish at a loopback SMTP server; then the office sees both leads marked Spanish and filters by
 * language (decision 0172). Only the forms' and buttons' words are relied on, not the city page's prose.
 */
const ADMIN = { email: "spanish-admin@example.com", password: "a long spanish inbox password 7" };
const OFFICE = "office-spanish@example.com";

let server: BuiltServer | null = null;
let smtp: Awaited<ReturnType<typeof startSmtp>> | null = null;

test.afterEach(async () => {
  await server?.stop();
  await smtp?.stop();
  server = null;
  smtp = null;
});

test("a visitor on the Spanish site sends an estimate and an emergency in Spanish; the office sees both marked Spanish", async ({ page }, info) => {
  test.setTimeout(180_000);
  smtp = await startSmtp();
  server = await startBuiltServer({ admin: ADMIN, env: { SMTP_URL: smtp.url, OFFICE_EMAIL: OFFICE, TRUST_PROXY: "1" } });
  await useOwnIp(page, info);
  const js = jsOn(info);
  const who = js ? "Conjota" : "Sinjota";
  const email = `lucia.${who.toLowerCase()}@example.com`;

  // The estimate, from the city page's own button.
  await page.goto(`${server.url}/es/electrician-manassas`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // The page's code loads when it is first reached for: a person's pointer is on the button before the click.
  await partLive(page, info, page.getByTestId("contact-actions").first());
  await page.getByTestId("contact-actions").first().getByRole("link", { name: "Pida su presupuesto gratis" }).click();
  const form = js ? page.getByRole("dialog", { name: "Solicite un presupuesto gratis" }) : page.getByRole("main");
  if (!js) await expect(page).toHaveURL(/\/es\/estimate$/);
  await form.getByLabel("Nombre completo").fill(`Lucía ${who}`);
  await form.getByLabel("Correo electrónico").fill("lucia@");
  await form.getByLabel("Teléfono").fill("571-555-0166");
  await form.getByLabel("Servicio que necesita").selectOption({ label: "Cambio de panel eléctrico" });
  await form.getByLabel("Descripción del proyecto").fill("Panel de 200 amperios");
  expect(await submit(page, info, "Pida su presupuesto gratis", "/es/estimate")).toBe(js ? null : 400);
  await expectMessage(page, "Información no válida", "Por favor, corrija los errores indicados e inténtelo de nuevo.");
  await expect(form.getByTestId("field-error")).toHaveText(["Por favor, escriba un correo electrónico válido"]);
  await expect(form.getByLabel("Nombre completo")).toHaveValue(`Lucía ${who}`);
  await expect(form.getByLabel("Descripción del proyecto")).toHaveValue("Panel de 200 amperios");
  await form.getByLabel("Correo electrónico").fill(email);
  await submit(page, info, "Pida su presupuesto gratis", "/es/estimate");
  await expectMessage(page, "¡Recibimos su solicitud de presupuesto!");

  // The emergency, through the header's Contact link and the form's own toggle.
  await page.goto(`${server.url}/es/electrician-manassas`);
  await page.getByRole("banner").getByRole("link", { name: "Contacto" }).first().click();
  await expect(page).toHaveURL(/\/es\/contact/);
  await contactFormLive(page, info);
  const card = page.getByTestId("contact-form");
  await card.getByRole("link", { name: "Ayuda de emergencia" }).click();
  await expect(card.getByRole("heading", { name: "Asistencia de emergencia" })).toBeVisible();
  await card.getByLabel("Nombre").fill(`José ${who}`);
  await card.getByLabel("Teléfono").fill("571-555-0188");
  await card.getByLabel("¿Qué está pasando?").fill("El panel hace ruido");
  await submit(page, info, "Pedir ayuda de emergencia", "/es/contact");

  // Its status page: one path, in the lead's language.
  await expect(page).toHaveURL(/\/status\/[A-Za-z0-9_-]{32}$/);
  await expectMessage(page, "¡Solicitud enviada!", "Le llamaremos en unos minutos para atender su emergencia.");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const status = page.getByTestId("emergency-status");
  await expect(status.getByRole("heading", { name: "Su solicitud de emergencia" })).toBeVisible();
  await expect(status).toContainText(`Hola, José:`);
  await expect(status).toContainText("llame primero al 911");

  // The confirmation mail, in Spanish.
  await expect.poll(() => smtp!.received.filter((m) => m.to.includes(email)).length, { timeout: 20_000 }).toBe(1);
  const mail = smtp.received.find((m) => m.to.includes(email))!;
  expect(mail.subject).toMatch(/^Recibimos su solicitud — /);
  expect(mail.text).toContain(`Hola, Lucía ${who}:`);
  expect(mail.text).toContain("Servicio: Cambio de panel eléctrico");

  // The office: both leads marked Spanish, and the language filter (a GET form: works without JavaScript).
  const session = (await loginOverHttp(server, ADMIN)).split("; ").map((pair) => {
    const [cookie, ...value] = pair.split("=");
    return { name: cookie!, value: value.join("="), url: server!.url };
  });
  await page.context().addCookies(session);
  await page.goto(`${server.url}/admin/leads`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  for (const name of [`Lucía ${who}`, `José ${who}`]) {
    const marker = page.getByTestId("lead-row").filter({ hasText: name }).getByTestId("lead-language");
    await expect(marker).toHaveAttribute("title", "Spanish");
    await expect(marker.locator('[aria-hidden="true"]')).toHaveText("ES");
    await expect(marker.locator(".sr-only")).toHaveText("Spanish");
  }
  // The language is one of the filters behind "Filters" (a <details>: a tap opens it, with or without JavaScript).
  await page.getByTestId("lead-filters").locator("summary").click();
  await page.getByLabel("Language").selectOption("es");
  if (!js) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]lang=es/);
  await expect(page.getByTestId("lead-row")).toHaveCount(2);
  await page.getByLabel("Language").selectOption("en");
  if (!js) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]lang=en/);
  await expect(page.getByTestId("lead-row")).toHaveCount(0);

  // The other Spanish form pages answer in Spanish too.
  for (const [path, heading] of [
    ["/es/emergency", "Electricista de emergencia 24/7"],
    ["/es/book", "Reserve una consulta gratis"],
    ["/es/newsletter", "Reciba $25 de descuento en su primer trabajo"],
  ] as const) {
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    if (path === "/es/emergency") await expect(page.getByTestId("safety-tips")).toContainText("llame primero al 911");
    // The built-in appointment types (no Calendly here) are offered in Spanish (decision 0172).
    if (path === "/es/book") await expect(page.getByRole("radio", { name: /^Consulta gratis de 30 minutos/ })).toBeVisible();
  }

  // The lead's own page.
  await page.goto(`${server.url}/admin/leads?lang=es`);
  await page.getByTestId("lead-row").getByRole("link", { name: `Lucía ${who}` }).click();
  await expect(page.getByTestId("lead-summary").getByTestId("lead-language")).toHaveAttribute("title", "Spanish");
});
