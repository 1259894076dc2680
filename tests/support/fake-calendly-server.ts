/** The fake Calendly API as a process, for Playwright's webServer (FAKE_CALENDLY_PORT, FAKE_CALENDLY_TOKEN). */
import { startCalendly } from "./calendly";

const fake = await startCalendly(process.env.FAKE_CALENDLY_TOKEN ?? "e2e-calendly-token", {
  port: Number(process.env.FAKE_CALENDLY_PORT ?? 0),
  brokenType: true,
});
console.log(`fake Calendly on ${fake.url}`);
const stop = () => void fake.stop().then(() => process.exit(0));
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
