import { fullChromiumLaunch } from "../../playwright.config";
import { expect, onlyWhere, test } from "./test";

// A fake device, but no automatic permission: the full Chromium refuses the microphone request as a visitor's
// "Block" does (the headless shell refuses it as unsupported: it has no prompt to answer).
test.use({ launchOptions: fullChromiumLaunch(["--use-fake-device-for-media-stream"]) });

const pages = [
  { path: "/chat", region: "Voice chat", start: "Start voice chat", denied: "Microphone access denied. Please allow microphone access and try again." },
  { path: "/es/chat", region: "Chat de voz", start: "Iniciar chat de voz", denied: "Se negó el acceso al micrófono. Permita el acceso al micrófono e inténtelo de nuevo." },
];

for (const { path, region, start, denied } of pages) {
  onlyWhere((jsOn) => jsOn, "voice needs JavaScript", () => {
    test(`voice chat on ${path} says microphone access was denied, in the page's language`, async ({ page, context }) => {
      await context.clearPermissions();
      await page.goto(path);
      const voice = page.getByRole("region", { name: region });
      await voice.getByRole("button", { name: start }).click();
      await expect(voice.getByTestId("voice-error")).toHaveText(denied);
      await expect(voice.getByTestId("voice-state")).toHaveAttribute("data-state", "disconnected");
    });
  });
}
