import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/** Test files that only read pages of the production build: they share one built server (tests/support/shared-built-server.ts). */
const BUILT_PAGES = [
  "tests/integration/clean-html.test.ts",
  "tests/integration/request-path-links.test.ts",
  "tests/integration/budgets.test.ts",
  "tests/integration/sentence-case.test.ts",
];

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app"), "~db": path.resolve("db") } },
  test: {
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machines the suite is budgeted
    // on (README), while most integration files wait on servers they started, on mail, on timers. Measured, the
    // slowest files kept well under a core busy while they ran (docs/performance.md, "The test run"): three
    // workers on two cores.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    env: { LOG_LEVEL: "silent" },
    projects: [
      { extends: true, test: { name: "tests", include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"], exclude: BUILT_PAGES, globalSetup: ["tests/support/migrated-templates-setup.ts"] } },
      // Its global setup runs only when one of these files is in the run.
      { extends: true, test: { name: "built-pages", include: BUILT_PAGES, globalSetup: ["tests/support/migrated-templates-setup.ts", "tests/support/shared-built-server.ts"] } },
    ],
  },
});
