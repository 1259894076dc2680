/**
 * Lifecycle of a fake upstream run as a Playwright webServer: stop on SIGTERM/SIGINT, and leave by itself
 * when the test runner (E2E_RUNNER_PID) dies without stopping it.
 */
export function runAsFakeProcess(close: () => Promise<void>) {
  const stop = () => void close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
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
}
