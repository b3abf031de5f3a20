import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./tests/support/chromium.mjs";

const chromiumLaunch = { executablePath: headlessShellPath, args: chromiumFlags };

/**
 * The specs whose serial journey takes a minute or more and would otherwise run near the end (the 100,000-item
 * donor; the two origins, whose mail lease runs out in real time; the Nu check of every page): the first project, so
 * the two workers start them first and the short tests fill in around them. In the last run before this, the lease
 * test ran 1,028th of 1,033 and kept one worker busy alone (decision 097). The other heavy journeys (downloads
 * under load, the staff console's 100,000-row import) are left in their place among the short tests: side by side
 * with the certificate of 100,000 items, on a busy machine, they made each other several times slower, and
 * applicationLoop's two-second reminders are not run beside them either.
 */
const longJourneys = ["bigDonor.spec.ts", "twoOrigins*.spec.ts", "validPages.spec.ts"];

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
  projects: [
    {
      name: "chromium, long journeys",
      testMatch: longJourneys,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch },
    },
    {
      name: "chromium",
      testIgnore: longJourneys,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch },
    },
  ],
});
