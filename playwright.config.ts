import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./tests/support/chromium.mjs";

const chromiumLaunch = { executablePath: headlessShellPath, args: chromiumFlags };

/**
 * The specs whose one serial journey takes a minute or more (a 100,000-item donor, a mail lease running out, the
 * staff console's imports): the first project, so the two workers start them first and the many short tests fill
 * in around them. Run last, one of them kept a worker busy for two minutes after the other had finished
 * (decision 097).
 */
const longJourneys = [
  "bigDonor.spec.ts",
  "twoOrigins*.spec.ts",
  "portalDownloadsUnderLoad.spec.ts",
  "staffConsole*.spec.ts",
  "staffDonations*.spec.ts",
  "applicationLoop.spec.ts",
  "validPages.spec.ts",
];

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
