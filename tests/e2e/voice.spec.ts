import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumLaunch } from "../../playwright.config";
import { expect, type Page, test } from "./test";
import { wakeDeferredParts } from "./forms-support";
import { defaultBusiness } from "~/content/business";
import { voiceText } from "~/lib/assistant/voice.messages";

const name = defaultBusiness.assistantName;
const fakeOpenAI = `http://127.0.0.1:${process.env.E2E_FAKE_OPENAI_PORT}`;

interface RealtimeRecord {
  model: string | null;
  events: { type: string; bytes?: number; item?: unknown; session?: { instructions?: string } }[];
  appends: { bytes: number; rises: number }[];
  closed: boolean;
}

/**
 * The fake microphone plays a 440 Hz tone recorded at 48 kHz, a rate the page must convert: at 24 kHz its buffers
 * hold 440 cycles a second of samples, whatever the speed of the machine. Written once per worker, before its browser.
 */
const TONE_HZ = 440;
const tone = path.join(os.tmpdir(), `voice-tone-${process.pid}.wav`);
writeFileSync(tone, toneWav(TONE_HZ, 48_000, 2));

function toneWav(hz: number, rate: number, seconds: number): Buffer {
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 20_000), 44 + i * 2);
  return wav;
}

/** Runs in the page before its scripts: notes every state the voice panel shows, in order. */
function recordVoiceStates() {
  const w = window as unknown as { __voiceStates: string[] };
  w.__voiceStates = [];
  new MutationObserver((changes) => {
    for (const change of changes) {
      const el = change.target as Element;
      const value = el.getAttribute?.("data-state");
      if (el.getAttribute?.("data-testid") === "voice-state" && value && w.__voiceStates.at(-1) !== value) w.__voiceStates.push(value);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-state"] });
}
const voiceStatesSeen = (page: Page) => page.evaluate(() => (window as unknown as { __voiceStates: string[] }).__voiceStates);

// The fake microphone and automatic permission.
test.use({
  launchOptions: chromiumLaunch([
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    `--use-file-for-fake-audio-capture=${tone}`,
    "--autoplay-policy=no-user-gesture-required",
  ]),
});

test.describe("voice chat", () => {
  // One after another in one worker: the relay takes at most two sessions at once from one address
  // (VOICE_MAX_SESSIONS_PER_IP), every test's browser is 127.0.0.1, and three side by side had the third refused.
  test.describe.configure({ mode: "default" });
  test.beforeEach(({ browserName: _ }, info) => {
    test.skip(info.project.name !== "js-on", "voice needs JavaScript and a microphone");
  });

  test("streams the microphone to the upstream as 24 kHz PCM16 and plays the answer", async ({ page }) => {
    // Other voice tests open sessions on the same fake meanwhile: this one is the session that receives this
    // test's own typed words, never "the next one in the list".
    // Its waits (the answer, the states, six buffers of audio) add up past the default 45 s on a busy machine, each
    // within its own bound: the whole test gets the time they may take.
    test.slow();
    const typed = `What are your hours? (${randomUUID()})`;
    const ours = async () =>
      ((await (await page.request.get(`${fakeOpenAI}/__fake/state`)).json()) as { realtime: RealtimeRecord[] }).realtime.find((s) =>
        s.events.some((e) => e.type === "conversation.item.create" && JSON.stringify(e.item).includes(typed)),
      );
    await page.addInitScript(() => localStorage.setItem("seen-greeter", "true"));
    await page.addInitScript(recordVoiceStates);
    await page.goto("/");
    await wakeDeferredParts(page);
    await page.getByRole("button", { name: `Chat with ${name}` }).click();
    const panel = page.getByRole("region", { name: `Chat with ${name}` });
    await panel.getByRole("button", { name: "Voice" }).click();
    const voice = panel.getByRole("region", { name: "Voice chat" });
    const state = voice.getByTestId("voice-state");
    await expect(state).toHaveAttribute("data-state", "disconnected");
    await voice.getByRole("button", { name: "Start voice chat" }).click();

    // The fake answers after a few audio buffers: the delta plays, the speaking state shows, then listening again.
    // Speaking lasts as long as the answer plays, so it is read from the states the page went through, not polled
    // for while it lasts (a busy machine can miss a 1.5 s window between two polls).
    await expect(voice.getByTestId("voice-transcript")).toContainText("Hi, this is the fake office manager.", { timeout: 15_000 });
    await expect(voice.getByTestId("voice-transcript")).toContainText("You: Hello?");
    const listeningAfterSpeaking = (seen: string[]) => seen.includes("speaking") && seen.slice(seen.indexOf("speaking")).includes("listening");
    await expect.poll(async () => listeningAfterSpeaking(await voiceStatesSeen(page)), { timeout: 15_000 }).toBe(true);
    const seen = await voiceStatesSeen(page);
    expect(seen.slice(0, seen.indexOf("speaking"))).toContain("connecting");
    await expect(state).toHaveAttribute("data-state", "listening", { timeout: 10_000 });

    // Typed input goes through the same socket.
    await voice.getByRole("textbox", { name: /Type to/ }).fill(typed);
    await voice.getByRole("button", { name: "Say" }).click();
    await expect(voice.getByTestId("voice-transcript")).toContainText("You typed to me.");

    // Keep listening until several buffers have arrived, so the audio rate can be measured (slow on a busy machine).
    await expect.poll(async () => (await ours())?.appends.length ?? 0, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
    const session = (await ours())!;
    expect(session.model).toBeTruthy();
    expect(session.events[0].type).toBe("session.update");
    expect(session.events[0].session?.instructions).toContain(defaultBusiness.name);
    const appends = session.appends;
    // 4096 samples of 16-bit mono per buffer, at 24 000 a second: the tone's pitch read at that rate is its own
    // (not converted, a 48 kHz tone would read 880 Hz). Measured over the buffers after the first, which may start mid-file.
    for (const a of appends) expect(a.bytes).toBe(4096 * 2);
    const later = appends.slice(1);
    const hz = later.reduce((sum, a) => sum + a.rises, 0) / ((later.length * 4096) / 24_000);
    expect(hz).toBeGreaterThan(TONE_HZ * 0.9);
    expect(hz).toBeLessThan(TONE_HZ * 1.1);

    // Ending the call closes the upstream.
    await voice.getByRole("button", { name: "End voice chat" }).click();
    await expect(state).toHaveAttribute("data-state", "disconnected");
    await expect.poll(async () => (await ours())?.closed).toBe(true);

    // Sending with the socket closed reports it.
    await voice.getByRole("textbox", { name: /Type to/ }).fill("Hello?");
    await voice.getByRole("button", { name: "Say" }).click();
    await expect(voice.getByTestId("voice-error")).toHaveText("WebSocket not connected");
  });

  // The upstream's own error text stays on the server (it can name internals): the visitor gets the site's message.
  test("an error event from the server shows as 'Connection error' with the site's message", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("seen-greeter", "true"));
    await page.goto("/chat");
    const voice = page.getByRole("region", { name: "Voice chat" });
    await voice.getByRole("button", { name: "Start voice chat" }).click();
    await expect(voice.getByTestId("voice-state")).toHaveAttribute("data-state", /listening|speaking/, { timeout: 15_000 });
    await voice.getByRole("textbox", { name: /Type to/ }).fill("Please trigger an error");
    await voice.getByRole("button", { name: "Say" }).click();
    // The upstream's own words stay on the server; the visitor gets ours.
    await expect(voice.getByTestId("voice-error")).toHaveText(`Connection error: ${voiceText.en.upstreamError}`);
    await expect(voice).not.toContainText("Fake upstream failure");
    await voice.getByRole("button", { name: "End voice chat" }).click();
  });

  // Decision 0042: the /es page asks for a Spanish ticket; the relay tells the model Spanish and speaks Spanish itself.
  test("on a Spanish page the model is told Spanish and the relay's messages are Spanish", async ({ page }) => {
    const sessions = async () =>
      ((await (await page.request.get(`${fakeOpenAI}/__fake/state`)).json()) as { realtime: RealtimeRecord[] }).realtime;
    const before = (await sessions()).length;
    await page.addInitScript(() => localStorage.setItem("seen-greeter", "true"));
    await page.goto("/es/chat");
    const voice = page.getByRole("region", { name: "Chat de voz" });
    await voice.getByRole("button", { name: "Iniciar chat de voz" }).click();
    await expect(voice.getByTestId("voice-state")).toHaveAttribute("data-state", /listening|speaking/, { timeout: 15_000 });
    // Other tests may open sessions meanwhile: this one is the session told Spanish.
    await expect
      .poll(async () => (await sessions()).slice(before).some((s) => s.events[0]?.session?.instructions?.includes("Answer in Spanish")))
      .toBe(true);
    const instructions = (await sessions()).slice(before).map((s) => s.events[0]?.session?.instructions ?? "").find((i) => i.includes("Answer in Spanish"))!;
    expect(instructions).toContain('(use "usted")');
    expect(instructions).toContain('"llame primero al 911"');
    expect(instructions).toContain(defaultBusiness.name);
    await voice.getByRole("textbox", { name: /Escribirle a/ }).fill("Please trigger an error");
    await voice.getByRole("button", { name: "Decir" }).click();
    await expect(voice.getByTestId("voice-error")).toHaveText(`Error de conexión: ${voiceText.es.upstreamError}`);
    await voice.getByRole("button", { name: "Terminar chat de voz" }).click();
    await expect(voice.getByTestId("voice-state")).toHaveAttribute("data-state", "disconnected");
  });

  test("a forged ticket is refused by the relay", async ({ page, baseURL }) => {
    await page.goto("/privacy");
    const result = await page.evaluate(async (base) => {
      const url = new URL("/voice?token=forged.token", base!).href.replace("http", "ws");
      return await new Promise<string>((resolve) => {
        const ws = new WebSocket(url);
        ws.onopen = () => resolve("open");
        ws.onclose = () => resolve("closed");
      });
    }, baseURL);
    expect(result).toBe("closed");
  });
});
