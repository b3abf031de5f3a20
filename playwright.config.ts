import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./tests/support/chromium.mjs";

const chromiumLaunch = { executablePath: headlessShellPath, args: chromiumFlags };

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/globalSetup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A hang's limit, not a speed limit: a test on a busy shared machine may take several times its usual time.
  timeout: 90_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunch,
    trace: "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch } }],
});
