import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    // Modules that read the settings on import get test secrets (an unset NODE_ENV is production and needs them).
    env: {
      SESSION_SECRET: "unit-test-session-secret-0123456789abcdef0123",
      JWT_SECRET: "unit-test-jwt-secret-0123456789abcdef01234567",
      CERTIFICATE_SECRET: "unit-test-certificate-secret-0123456789abcdef",
      DATA_DIR: ".cache/unit-test-data",
    },
  },
});
