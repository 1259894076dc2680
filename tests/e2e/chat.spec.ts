import { axe } from "./axe";
import postgres from "postgres";
import { expect, onlyWhere, type Page, test } from "./test";
import { defaultBusiness } from "~/content/business";
import { chatText } from "~/lib/assistant/chat.messages";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { jsOn, useOwnIp } from "./forms-support";

const name = defaultBusiness.assistantName;
const fakeOpenAI = `http://127.0.0.1:${process.env.E2E_FAKE_OPENAI_PORT}`;

interface FakeState {
  chatRequests: { body: { messages: { role: string; content: string }[] } }[];
}

async function fakeState(page: Page): Promise<FakeState> {
  return (await (await page.request.get(`${fakeOpenAI}/__fake/state`)).json()) as FakeState;
}

async function openChat(page: Page) {
  // The greeter is not under test here: mark it seen.
  await page.addInitScript(() => localStorage.setItem("seen-greeter", "true"));
  await page.goto("/");
  await page.getByRole("button", { name: `Chat with ${name}` }).click();
  const panel = page.getByRole("region", { name: `Chat with ${name}` });
  await expect(panel).toBeVisible();
  return { panel, input: panel.getByRole("textbox", { name: `Message ${name}` }) };
}

test.describe("chat widget", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the widget needs JavaScript; /chat covers JS off");
  test.beforeEach(async ({ page }, info) => {
    // The chat's per-address limit (20 messages in 5 minutes) is the whole run's if every test is 127.0.0.1.
    await useOwnIp(page, info);
  });

  test("opens and closes; Enter sends, Shift+Enter does not; empty messages are ignored", async ({ page }) => {
    const { panel, input } = await openChat(page);
    await input.fill("   ");
    await input.press("Enter");
    await expect(panel.getByTestId("chat-message-user")).toHaveCount(0);

    const tag = `widget-${Date.now()}`;
    await input.fill(`Do you serve Leesburg? ${tag}`);
    await input.press("Shift+Enter");
    await expect(input).toHaveValue(`Do you serve Leesburg? ${tag}\n`);
    await expect(panel.getByTestId("chat-message-user")).toHaveCount(0);
    await input.press("Enter");
    await expect(panel.getByTestId("chat-message-user")).toHaveText(`You: Do you serve Leesburg? ${tag}`);
    await expect(panel.getByTestId("chat-message-assistant")).toContainText(`Fake assistant heard: Do you serve Leesburg? ${tag}`);
    await expect(input).toHaveValue("");

    // A site path in the reply is a link.
    await input.fill("Tell me about /services/panel-upgrades");
    await input.press("Enter");
    await expect(panel.getByTestId("chat-message-assistant").last().getByRole("link", { name: "/services/panel-upgrades" })).toHaveAttribute(
      "href",
      "/services/panel-upgrades",
    );

    const found = await axe(page)
      .include("[data-testid=chat-panel]")
      .analyze();
    expect(found.violations.map((v) => v.id)).toEqual([]);

    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toBeHidden();
    const launcher = page.getByRole("button", { name: `Chat with ${name}` });
    await expect(launcher).toBeFocused();
    await launcher.click();
    await expect(panel.getByTestId("chat-message-user")).toHaveCount(2);
    await input.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test("shows the typing indicator, ignores sending while loading, and sends the last 5 messages", async ({ page }) => {
    const { panel, input } = await openChat(page);
    const tag = `hist-${Date.now()}`;
    for (let i = 1; i <= 3; i++) {
      await input.fill(`${tag} message ${i}`);
      await input.press("Enter");
      await expect(panel.getByTestId("chat-message-assistant")).toHaveCount(i);
    }
    await input.fill(`${tag} slow one`);
    await input.press("Enter");
    await expect(panel.getByTestId("typing-indicator")).toBeVisible();
    await input.fill(`${tag} while loading`);
    await input.press("Enter");
    await expect(panel.getByTestId("typing-indicator")).toBeHidden();
    await expect(panel.getByTestId("chat-message-assistant")).toHaveCount(4);
    await expect(panel.getByTestId("chat-message-user")).toHaveCount(4);
    await expect(panel.getByTestId("chat-message-user").filter({ hasText: "while loading" })).toHaveCount(0);

    const request = (await fakeState(page)).chatRequests.find((r) => r.body.messages.at(-1)?.content === `${tag} slow one`)!;
    expect(request.body.messages[0].role).toBe("system");
    expect(request.body.messages.slice(1, -1).map((m) => m.content)).toEqual([
      `Fake assistant heard: ${tag} message 1`,
      `${tag} message 2`,
      `Fake assistant heard: ${tag} message 2`,
      `${tag} message 3`,
      `Fake assistant heard: ${tag} message 3`,
    ]);
  });

  test("a failure shows the trouble-connecting bubble with the error", async ({ page }) => {
    const { panel, input } = await openChat(page);
    await input.fill("please fail now");
    await input.press("Enter");
    await expect(panel.getByTestId("chat-error")).toContainText("I'm having trouble connecting right now. Please try again");
    await expect(panel.getByTestId("chat-error")).toContainText("The assistant service answered 500");
  });

  test("on the Spanish page the trouble-connecting bubble is Spanish, from the chat's words", async ({ page }) => {
    const es = chatText.es;
    await page.addInitScript(() => localStorage.setItem("seen-greeter", "true"));
    await page.goto("/es");
    await page.getByRole("button", { name: `${es.launcher}${es.launcherRest(name)}` }).click();
    const panel = page.getByRole("region", { name: es.title(name) });
    const input = panel.getByRole("textbox", { name: es.messageTo(name) });
    await input.fill("please fail now");
    await input.press("Enter");
    await expect(panel.getByTestId("chat-error")).toContainText(es.failure("").replace(/ \(\)$/, ""));
  });

  test("on a phone's slower CPU the launcher becomes the widget's button, with no move over the page", async ({ page }) => {
    // At 4x (the phone probe's CPU) the router's first update, the route patch of lazy route discovery, mostly came
    // before React's idle-priority hydration; it waits for the page's sleeping parts (the structured data's for
    // good), and while it waited the launcher, a Suspense boundary hydrated at that priority, stayed the served link.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => localStorage.setItem("seen-greeter", "true"));
    await page.goto("/es");
    await expect(page.getByRole("button", { name: `Chat con ${name}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Chat con ${name}` })).toHaveCount(0);
  });

  test("a booking block becomes a note and 'Book consultation call', prefilled", async ({ page }) => {
    const { panel, input } = await openChat(page);
    await input.fill("Please book me, my name is Jane Doe, 703-555-0199");
    await input.press("Enter");
    const reply = panel.getByTestId("chat-message-assistant");
    await expect(reply).toContainText("Wonderful, Jane! Your consultation request is ready.");
    await expect(reply).not.toContainText("BOOKING_REQUEST");
    await expect(reply).not.toContainText("Service:");
    await expect(reply.getByTestId("booking-action")).toContainText("I've prepared your consultation request");
    await reply.getByRole("button", { name: "Book consultation call" }).click();
    // The booking dialog opens in quick-booking mode with the chat's details and the first type chosen.
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Jane Doe");
    await expect(dialog.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue(/703.?555.?0199/);
    await expect(dialog.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("jane@example.com");
    await expect(dialog.getByRole("combobox", { name: "Service", exact: true })).toHaveValue("panel-upgrade");
    await expect(dialog.getByRole("textbox", { name: "Additional Details" })).toHaveValue("Wants a 200A panel");
    await expect(dialog.getByRole("radio").first()).toBeChecked();
  });
});

test.describe("/chat page", () => {
  test("holds the conversation server-side and works by form posts", async ({ page }, info) => {
    await useOwnIp(page, info);
    await page.goto("/chat");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Chat with ${name}`);
    if (info.project.name === "js-off") await expect(page.getByTestId("voice-needs-js")).toContainText("Voice chat needs JavaScript and a microphone");
    const tag = `page-${info.project.name}-${Date.now()}`;
    const box = page.getByRole("textbox", { name: "Your message" });
    await box.fill(`How much is a panel upgrade? ${tag}`);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("chat-message-assistant")).toContainText(`Fake assistant heard: How much is a panel upgrade? ${tag}`);
    // Sent is sent: the box is empty again, with JavaScript (no reload) as without.
    await expect(box).toHaveValue("");
    await box.fill(`Second question ${tag}`);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("chat-message-assistant")).toHaveCount(2);
    await expect(page.getByTestId("chat-message-user")).toHaveText([
      `You: How much is a panel upgrade? ${tag}`,
      `You: Second question ${tag}`,
    ]);
    // The second request carried the first exchange as history.
    const state = await fakeState(page);
    const second = state.chatRequests.find((r) => r.body.messages.at(-1)?.content === `Second question ${tag}`)!;
    expect(second.body.messages.slice(1, -1).map((m) => m.content)).toEqual([
      `How much is a panel upgrade? ${tag}`,
      `Fake assistant heard: How much is a panel upgrade? ${tag}`,
    ]);
    await page.reload();
    await expect(page.getByTestId("chat-message-user")).toHaveCount(2);
    if (info.project.name === "js-on") {
      // axe-core runs in the page, so only with JavaScript.
      const found = await axe(page).include("main").analyze();
      expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
    await page.getByRole("button", { name: "Start over" }).click();
    await expect(page.getByTestId("chat-message-user")).toHaveCount(0);
    await expect(page.getByTestId("chat-empty")).toBeVisible();
  });

  onlyWhere((jsOn) => !jsOn, "the widget test covers JS on", () => {
    test("a booking reply hands the details to the booking page in a POST, never in a URL", async ({ page }) => {
      // Every URL the browser asks for, every redirect Location and every link on the pages: none may carry the details.
      const urls: string[] = [];
      page.on("request", (request) => urls.push(request.url()));
      page.on("response", (response) => urls.push(response.headers()["location"] ?? ""));
      const links = async () =>
        urls.push(...(await page.locator("a[href], form[action]").evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? e.getAttribute("action") ?? ""))));

      await page.goto("/chat");
      await page.getByRole("textbox", { name: "Your message" }).fill("Book me please, my name is Sam Rivers, 571-555-0123");
      await page.getByRole("button", { name: "Send" }).click();
      const book = page.getByTestId("booking-action").getByText("Book consultation call");
      await expect(book).toBeVisible();
      await links();
      await book.click();

      const form = page.getByRole("main");
      await expect(form.getByLabel("Name")).toHaveValue("Sam Rivers");
      await expect(form.getByLabel("Phone")).toHaveValue("571-555-0123");
      await expect(form.getByLabel("Email")).toHaveValue("jane@example.com");
      await expect(form.getByLabel("Service")).toHaveValue("panel-upgrade");
      await expect(form.getByLabel("Additional Details")).toHaveValue("Wants a 200A panel");
      await expect(form.getByRole("radio").first()).toBeChecked();
      await links();

      const decoded = urls.map((u) => decodeURIComponent(u.replace(/\+/g, " ")));
      expect(decoded.filter((u) => /Rivers|jane@example\.com|571.?555.?0123/.test(u))).toEqual([]);
      await expect(page).toHaveURL(/\/book$/);
    });
  });

  test("a site path in a reply is a link to that page", async ({ page }, info) => {
    await useOwnIp(page, info);
    await page.goto("/chat");
    await page.getByRole("textbox", { name: "Your message" }).fill(`Is /es/electrician-woodbridge the page? ${Date.now()}`);
    await page.getByRole("button", { name: "Send" }).click();
    const reply = page.getByTestId("chat-message-assistant").last();
    await expect(reply).toContainText("Fake assistant heard: Is /es/electrician-woodbridge the page?");
    const link = reply.getByRole("link", { name: "/es/electrician-woodbridge" });
    await expect(link).toHaveAttribute("href", "/es/electrician-woodbridge");
    await link.click();
    await expect(page).toHaveURL(/\/es\/electrician-woodbridge$/);
  });

  onlyWhere((jsOn) => jsOn, "JavaScript on", () => {
    test("a visitor with JavaScript is never told voice chat needs it, even before the page's code loads", async ({ browser, baseURL }) => {
      // A context of its own: the suite's pages are brought to life on load, this one stays as first served.
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto("/chat", { waitUntil: "networkidle" });
      expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Voice chat needs JavaScript")).toBeHidden();
      await context.close();
    });
  });

  onlyWhere((jsOn) => !jsOn, "JS off posts the form as is", () => {
    test("an empty post changes nothing", async ({ page }) => {
      await page.goto("/chat");
      await page.getByRole("textbox", { name: "Your message" }).evaluate((el) => el.removeAttribute("required"));
      await page.getByRole("button", { name: "Send" }).click();
      await expect(page).toHaveURL(/\/chat$/);
      await expect(page.getByTestId("chat-message-user")).toHaveCount(0);
    });
  });
});

test.describe("the widget on the Spanish site", () => {
  onlyWhere((jsOn) => jsOn, "the widget needs JavaScript; /es/chat covers JS off", () => {
    test("speaks Spanish and tells the server the page's language", async ({ page }, info) => {
      await useOwnIp(page, info);
      await page.addInitScript(() => localStorage.setItem("seen-greeter", "true"));
      await page.goto("/es");
      await page.getByRole("button", { name: `Chat con ${name}` }).click();
      const panel = page.getByRole("region", { name: `Chatee con ${name}` });
      await expect(panel).toContainText(`¡Hola! Soy ${name}, la asistente virtual de oficina`);
      const tag = `es-widget-${Date.now()}`;
      const input = panel.getByRole("textbox", { name: `Mensaje para ${name}` });
      await input.fill(`Jane Doe ${tag}`);
      await input.press("Enter");
      await expect(panel.getByTestId("chat-message-user")).toHaveText(`Usted: Jane Doe ${tag}`);
      await expect(panel.getByTestId("chat-message-assistant")).toHaveCount(1);
      const request = (await fakeState(page)).chatRequests.find((r) => r.body.messages.at(-1)?.content === `Jane Doe ${tag}`)!;
      expect(request.body.messages[0].content).toContain("Answer in Spanish");
    });
  });
});

/**
 * /es/chat with the built-in assistant (no model key), on a server of its own with a Postgres database of its
 * own, so the test reads the call-back's lead from it (as tests/e2e/emergency-status.spec.ts does in English).
 */
test.describe("/es/chat in Spanish, built-in assistant", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL: the test reads the lead from the server's database");
  let server: BuiltServer;
  let sql: postgres.Sql;
  test.beforeAll(async () => {
    server = await startBuiltServer({ postgres: true, env: { TRUST_PROXY: "1" } });
    sql = postgres(server.databaseUrl!, { max: 1, onnotice: () => {} });
  });
  test.afterAll(async () => {
    await sql?.end();
    await server?.stop();
  });

  test("gives the 911 advice in Spanish and takes a call-back, confirmed in Spanish", async ({ page }, info) => {
    await useOwnIp(page, info);
    const response = await page.goto(`${server.url}/es/chat`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Chatee con ${name}`);
    await expect(page.getByTestId("chat-empty")).toHaveText(`¡Hola! Soy ${name}. ¿En qué le puedo ayudar con su proyecto eléctrico hoy?`);
    const ask = async (text: string) => {
      const before = await page.getByTestId("chat-message-assistant").count();
      await page.getByRole("textbox", { name: "Su mensaje" }).fill(text);
      await page.getByRole("button", { name: "Enviar" }).click();
      await expect(page.getByTestId("chat-message-assistant")).toHaveCount(before + 1);
      return page.getByTestId("chat-message-assistant").last();
    };
    const fire = await ask("Huelo a quemado y sale humo del panel");
    await expect(fire).toContainText("Si hay fuego o humo, saque a todos de la casa y llame primero al 911");
    await expect(fire).toContainText("¿Quiere que nuestro electricista de guardia le llame ahora mismo?");
    const person = jsOn(info) ? "Inés Calderón" : "Raúl Calderón";
    const phone = `571-555-01${jsOn(info) ? "91" : "92"}`;
    await expect(await ask(`Sí, por favor. ${person}, ${phone}`)).toContainText("la dirección donde está el problema");
    const done = await ask("7 Birch Lane, Manassas");
    await expect(done).toContainText(`Gracias, ${person.split(" ")[0]}. He pasado su solicitud de llamada a nuestro electricista de guardia`);
    await expect(done.getByRole("link", { name: "Siga su solicitud de emergencia" })).toHaveAttribute("href", /^\/status\/[A-Za-z0-9_-]{32}$/);

    const [lead] = await sql<{ kind: string; emergency: boolean; page: string; fields: Record<string, string> }[]>`
      select kind, emergency, page, fields from leads where name = ${person}`;
    expect(lead).toMatchObject({ kind: "contact", emergency: true, page: "/es/chat", fields: { type: "emergency", source: "assistant", address: "7 Birch Lane, Manassas" } });
  });

  onlyWhere((jsOn) => !jsOn, "without JavaScript the hand-off is a form post; with it, the booking dialog", () => {
    test("hands a Spanish booking to the Spanish booking page, in a POST", async ({ page }, info) => {
      await useOwnIp(page, info);
      await page.goto(`${server.url}/es/chat`);
      await page.getByRole("textbox", { name: "Su mensaje" }).fill("Quiero una cita para instalar un cargador para mi carro eléctrico. Me llamo Ana Ruiz, 571-555-0193");
      await page.getByRole("button", { name: "Enviar" }).click();
      const reply = page.getByTestId("chat-message-assistant").last();
      await expect(reply).toContainText("¡Gracias, Ana! Ya tengo lo que necesito");
      await expect(reply.getByTestId("booking-action")).toContainText("Preparé su solicitud de consulta");
      await reply.getByRole("button", { name: "Reservar llamada de consulta" }).click();
      await expect(page).toHaveURL(/\/es\/book$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.locator("input[name=name]")).toHaveValue("Ana Ruiz");
      await expect(page.locator("input[name=phone]")).toHaveValue("571-555-0193");
    });
  });
});
