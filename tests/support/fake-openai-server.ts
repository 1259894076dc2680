/** The fake OpenAI server as a process, for Playwright's webServer (FAKE_OPENAI_PORT, FAKE_OPENAI_KEY). */
import { startFakeOpenAI } from "./fake-openai";
import { runAsFakeProcess } from "./fake-process";

const fake = await startFakeOpenAI({ port: Number(process.env.FAKE_OPENAI_PORT ?? 0), apiKey: process.env.FAKE_OPENAI_KEY ?? "e2e-fake-key" });
console.log(`fake OpenAI on ${fake.url}`);
runAsFakeProcess(fake.close);
