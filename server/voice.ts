/** Entry of the standalone voice relay (build/voice.js): `node build/voice.js`, or the `voice` compose service. */
import { ConfigError, getConfig } from "~/lib/config.server";
import { startStandaloneRelay } from "./voice-relay";

try {
  startStandaloneRelay(getConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
