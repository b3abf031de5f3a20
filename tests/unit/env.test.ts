import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/server/platform/env.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "env-test-"));
const long = "s".repeat(32);

describe("settings from the environment", () => {
  it("uses the documented defaults in development and generates secrets that survive a restart", () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir });
    expect(first.port).toBe(3000);
    expect(first.publicUrl).toBe("http://localhost:3000");
    expect(first.smtpUrl).toBeUndefined();
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(parseEnv({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it("requires both secrets in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(/SESSION_SECRET and JWT_SECRET are required/);
  });

  it("requires the certificate secret in production, and keeps a generated one across restarts in development", () => {
    const production = { NODE_ENV: "production", DATA_DIR: dataDir(), JWT_SECRET: long, SESSION_SECRET: long };
    expect(() => parseEnv(production)).toThrow(/CERTIFICATE_SECRET is required in production/);
    expect(parseEnv({ ...production, CERTIFICATE_SECRET: long }).certificateSecret).toBe(long);
    expect(() => parseEnv({ CERTIFICATE_SECRET: "short", DATA_DIR: dataDir() })).toThrow(/CERTIFICATE_SECRET: must be at least 32 characters/);
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir }).certificateSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(parseEnv({ DATA_DIR: dir }).certificateSecret).toBe(first);
  });

  it("names the setting that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty", DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => parseEnv({ JWT_SECRET: "short", DATA_DIR: dataDir() })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => parseEnv({ SMTP_URL: "http://mail", DATA_DIR: dataDir() })).toThrow(/SMTP_URL/);
  });

  it("accepts a comma-separated list of session secrets for rotation", () => {
    const settings = parseEnv({
      NODE_ENV: "production",
      DATA_DIR: dataDir(),
      JWT_SECRET: long,
      SESSION_SECRET: `${long}a, ${long}b`,
      CERTIFICATE_SECRET: long,
    });
    expect(settings.sessionSecrets).toEqual([`${long}a`, `${long}b`]);
  });
});
