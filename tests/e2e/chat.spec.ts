import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./test";
import { defaultBusiness } from "~/content/business";

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
  test.beforeEach(({ browserName: _ }, info) => {
    test.skip(info.project.name !== "js-on", "the widget needs JavaScript; /chat covers JS off");
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

    const axe = await new AxeBuilder({ page: page as never })
      .include("[data-testid=chat-panel]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toBeHidden();
    const launcher = page.getByRole("button", { name: `Chat with ${name}` });
    await expect(launcher).toBeFocused();
    await launcher.click();
    await expect(panel.getByTestId("chat-message-user")).toHaveCount(1);
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

  test("a booking block becomes a note and 'Book Consultation Call', prefilled", async ({ page }) => {
    const { panel, input } = await openChat(page);
    await input.fill("Please book me, my name is Jane Doe, 703-555-0199");
    await input.press("Enter");
    const reply = panel.getByTestId("chat-message-assistant");
    await expect(reply).toContainText("Wonderful, Jane! Your consultation request is ready.");
    await expect(reply).not.toContainText("BOOKING_REQUEST");
    await expect(reply).not.toContainText("Service:");
    await expect(reply.getByTestId("booking-action")).toContainText("I've prepared your consultation request");
    await reply.getByRole("button", { name: "Book Consultation Call" }).click();
    // The booking dialog opens in quick-booking mode with the chat's details and the first type chosen.
    const dialog = page.getByRole("dialog", { name: "Book a Free Consultation" });
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
    await page.goto("/chat");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Chat with ${name}`);
    if (info.project.name === "js-off") await expect(page.getByTestId("voice-needs-js")).toContainText("Voice chat needs JavaScript and a microphone");
    const tag = `page-${info.project.name}-${Date.now()}`;
    const box = page.getByRole("textbox", { name: "Your message" });
    await box.fill(`How much is a panel upgrade? ${tag}`);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("chat-message-assistant")).toContainText(`Fake assistant heard: How much is a panel upgrade? ${tag}`);
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
      const axe = await new AxeBuilder({ page: page as never }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
    await page.getByRole("button", { name: "Start over" }).click();
    await expect(page.getByTestId("chat-message-user")).toHaveCount(0);
    await expect(page.getByTestId("chat-empty")).toBeVisible();
  });

  test("a booking reply hands the details to the booking page in a POST, never in a URL", async ({ page }, info) => {
    test.skip(info.project.name !== "js-off", "the widget test covers JS on");
    // Every URL the browser asks for, every redirect Location and every link on the pages: none may carry the details.
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    page.on("response", (response) => urls.push(response.headers()["location"] ?? ""));
    const links = async () =>
      urls.push(...(await page.locator("a[href], form[action]").evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? e.getAttribute("action") ?? ""))));

    await page.goto("/chat");
    await page.getByRole("textbox", { name: "Your message" }).fill("Book me please, my name is Sam Rivers, 571-555-0123");
    await page.getByRole("button", { name: "Send" }).click();
    const book = page.getByTestId("booking-action").getByText("Book Consultation Call");
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

  test("an empty post changes nothing", async ({ page }, info) => {
    test.skip(info.project.name !== "js-off", "JS off posts the form as is");
    await page.goto("/chat");
    await page.getByRole("textbox", { name: "Your message" }).evaluate((el) => el.removeAttribute("required"));
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId("chat-message-user")).toHaveCount(0);
  });
});
