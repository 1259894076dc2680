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
    // A worker runs its files one after another in one process and keeps the modules they import: a fresh process and
    // module graph per file was most of the unit files' time and about a fifth of the integration files' (docs/performance.md,
    // "The test run"). Each file still starts with the worker's first environment and none of the app's singletons.
    isolate: false,
    setupFiles: ["tests/support/fresh-file.ts"],
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      { extends: true, test: { name: "integration", include: ["tests/integration/**/*.test.ts"], exclude: BUILT_PAGES, globalSetup: ["tests/support/migrated-templates-setup.ts"] } },
      // Its global setup runs only when one of these files is in the run.
      { extends: true, test: { name: "built-pages", include: BUILT_PAGES, globalSetup: ["tests/support/migrated-templates-setup.ts", "tests/support/shared-built-server.ts"] } },
    ],
  },
});
