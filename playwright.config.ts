import { execSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { adminCreateCommand } from "./tests/e2e/admin-accounts";

// Workers re-read this file: the port and data directory are chosen once and passed down by environment.
process.env.E2E_PORT ??= execSync(
  `node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"`,
)
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));
// A fake OpenAI (chat completions + Realtime) on loopback for the chat and voice tests (tests/support/fake-openai.ts).
process.env.E2E_FAKE_OPENAI_PORT ??= execSync(
  `node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"`,
)
  .toString()
  .trim();
const fakeOpenAI = `http://127.0.0.1:${process.env.E2E_FAKE_OPENAI_PORT}`;
export const FAKE_OPENAI_KEY = "e2e-fake-key";

const port = process.env.E2E_PORT;
const buildDir = process.env.BUILD_DIR || "build";
export const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    { name: "js-on", use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true } },
    { name: "js-off", use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: "node --import tsx tests/support/fake-openai-server.ts",
      url: `${fakeOpenAI}/__fake/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      // The fake exits by itself if this test runner dies without stopping it.
      env: { FAKE_OPENAI_PORT: process.env.E2E_FAKE_OPENAI_PORT, FAKE_OPENAI_KEY, E2E_RUNNER_PID: String(process.pid) },
    },
    {
      // The admin and a non-admin user exist before the server opens the database (tests/e2e/admin-accounts.ts).
      command: `${adminCreateCommand(buildDir)} && node ${buildDir}/server.js`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      // Includes creating the two e2e accounts (scrypt) and booting; generous for a loaded CI machine.
      timeout: 120_000,
      env: {
        PORT: port,
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        SITE_URL: baseURL,
        LOG_LEVEL: "warn",
        // Form tests send their own X-Forwarded-For so per-IP rate limits do not collide (tests/e2e/forms-support.ts).
        TRUST_PROXY: "true",
        OPENAI_API_KEY: FAKE_OPENAI_KEY,
        OPENAI_BASE_URL: `${fakeOpenAI}/v1`,
        OPENAI_REALTIME_URL: `${fakeOpenAI.replace("http", "ws")}/v1/realtime`,
      },
    },
  ],
});
