/** The fake OpenAI server as a process, for Playwright's webServer (FAKE_OPENAI_PORT, FAKE_OPENAI_KEY). */
import { startFakeOpenAI } from "./fake-openai";

const fake = await startFakeOpenAI({ port: Number(process.env.FAKE_OPENAI_PORT ?? 0), apiKey: process.env.FAKE_OPENAI_KEY ?? "e2e-fake-key" });
console.log(`fake OpenAI on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

// A runner killed without cleanup would leave this server behind: leave with it.
const runner = Number(process.env.E2E_RUNNER_PID);
if (runner) {
  setInterval(() => {
    try {
      process.kill(runner, 0);
    } catch {
      stop();
    }
  }, 2000).unref();
}
