import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:stress`: the app as built (`build/server.js`) under load and faults, on loopback only.
 * Files run one after another (they start real servers and share two cores); every wait is bounded.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve("app"), "~db": path.resolve("db") } },
  test: {
    include: ["tests/stress/**/*.stress.test.ts"],
    environment: "node",
    testTimeout: 300_000,
    hookTimeout: 180_000,
    pool: "forks",
    fileParallelism: false,
    env: { LOG_LEVEL: "silent" },
  },
});
