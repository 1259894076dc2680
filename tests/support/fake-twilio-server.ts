/**
 * The loopback Twilio as a process, for Playwright's webServer (FAKE_TWILIO_PORT, FAKE_TWILIO_NUMBERS comma-separated;
 * the account sid and token are startFakeTwilio's defaults, which the e2e phone app is given).
 */
import { runAsFakeProcess } from "./fake-process";
import { startFakeTwilio } from "./twilio";

const numbers = (process.env.FAKE_TWILIO_NUMBERS ?? "").split(",").filter(Boolean);
const fake = await startFakeTwilio({ port: Number(process.env.FAKE_TWILIO_PORT ?? 0), from: numbers[0], numbers });
console.log(`fake Twilio on ${fake.url}`);
runAsFakeProcess(fake.stop);
