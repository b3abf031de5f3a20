import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    // Vitest runs one file at a time on a 2-core machine (its default is one core fewer than the machine has); the
    // tests wait on PostgreSQL and the disk as much as on the processor, and two at a time finish the run about a
    // third sooner (decision 097).
    maxWorkers: 2,
    minWorkers: 1,
    globalSetup: ["tests/support/vitestPostgres.ts"],
    environment: "node",
    // A hang's limit, not a speed limit (Vitest's default is 5 s): on a busy shared machine a test that draws a PDF or
    // imports thousands of rows takes several times its usual time.
    testTimeout: 300_000,
    // The same for a hook: starting a throw-away PostgreSQL cluster takes seconds on a quiet machine, many on a busy one.
    hookTimeout: 120_000,
    // Modules that read the settings on import get test secrets (an unset NODE_ENV is production and needs them).
    env: {
      SESSION_SECRET: "unit-test-session-secret-0123456789abcdef0123",
      JWT_SECRET: "unit-test-jwt-secret-0123456789abcdef01234567",
      CERTIFICATE_SECRET: "unit-test-certificate-secret-0123456789abcdef",
      DATA_DIR: ".cache/unit-test-data",
    },
  },
});
