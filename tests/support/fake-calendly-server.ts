/** The fake Calendly API as a process, for Playwright's webServer (FAKE_CALENDLY_PORT, FAKE_CALENDLY_TOKEN). */
import { startCalendly } from "./calendly";
import { runAsFakeProcess } from "./fake-process";

const fake = await startCalendly(process.env.FAKE_CALENDLY_TOKEN ?? "e2e-calendly-token", {
  port: Number(process.env.FAKE_CALENDLY_PORT ?? 0),
  brokenType: true,
});
console.log(`fake Calendly on ${fake.url}`);
runAsFakeProcess(fake.stop);
