import { expect, test } from "./test";

// A fake device, but no automatic permission: Chromium refuses the microphone request.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--use-fake-device-for-media-stream"],
  },
});

test("voice chat says microphone access was denied", async ({ page, context }, info) => {
  test.skip(info.project.name !== "js-on", "voice needs JavaScript");
  await context.clearPermissions();
  await page.goto("/chat");
  const voice = page.getByRole("region", { name: "Voice chat" });
  await voice.getByRole("button", { name: "Start Voice Chat" }).click();
  await expect(voice.getByTestId("voice-error")).toHaveText("Microphone access denied. Please allow microphone access and try again.");
  await expect(voice.getByTestId("voice-state")).toHaveAttribute("data-state", "disconnected");
});

test("on a Spanish page it says so in Spanish", async ({ page, context }, info) => {
  test.skip(info.project.name !== "js-on", "voice needs JavaScript");
  await context.clearPermissions();
  await page.goto("/es/chat");
  const voice = page.getByRole("region", { name: "Chat de voz" });
  await voice.getByRole("button", { name: "Iniciar chat de voz" }).click();
  await expect(voice.getByTestId("voice-error")).toHaveText("Se negó el acceso al micrófono. Permita el acceso al micrófono e inténtelo de nuevo.");
  await expect(voice.getByTestId("voice-state")).toHaveAttribute("data-state", "disconnected");
});
