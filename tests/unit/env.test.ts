import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { org } from "~/config/org";
import { parseEnv, parseRecordWriteSettings } from "~/platform/env.server";
import { partnerSettings } from "~/partners/settings.server";
import { portalSettings } from "~/portal/settings.server";
import { checkSettings } from "~/startup/settings.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "env-test-"));
const long = "s".repeat(32);

describe("settings from the environment", () => {
  it("uses the documented defaults in development and generates secrets that survive a restart", () => {
    const dir = dataDir();
    const first = parseEnv({ NODE_ENV: "development", DATA_DIR: dir });
    expect(first.port).toBe(3000);
    expect(first.publicUrl).toBe("http://localhost:3000");
    expect(first.smtpUrl).toBeUndefined();
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(parseEnv({ NODE_ENV: "development", DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it("treats an unset NODE_ENV as production: secrets required, none generated", () => {
    const dir = dataDir();
    expect(() => parseEnv({ DATA_DIR: dir })).toThrow(/SESSION_SECRET and JWT_SECRET are required/);
    expect(existsSync(path.join(dir, "dev-secrets.json"))).toBe(false);
    expect(parseEnv({ DATA_DIR: dir, JWT_SECRET: long, SESSION_SECRET: long, CERTIFICATE_SECRET: long }).nodeEnv).toBe(
      "production",
    );
  });

  it("takes a PostgreSQL DATABASE_URL, and refuses any other address with a sentence naming the setting", () => {
    const settings = { NODE_ENV: "development", DATA_DIR: dataDir() };
    expect(parseEnv(settings).databaseUrl).toBeUndefined();
    for (const url of ["postgres://site:pw@db.example:5432/site", "postgresql://db.example/site"]) {
      expect(parseEnv({ ...settings, DATABASE_URL: url }).databaseUrl).toBe(url);
    }
    for (const url of ["mysql://db.example/site", "sqlite:///data/portal.sqlite", "db.example:5432/site"]) {
      expect(() => parseEnv({ ...settings, DATABASE_URL: url })).toThrow(
        /DATABASE_URL: must be a PostgreSQL address, postgres:\/\/user:password@host:5432\/database/,
      );
    }
  });

  it("requires both secrets in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(
      /SESSION_SECRET and JWT_SECRET are required/,
    );
  });

  it("requires the certificate secret in production, and keeps a generated one across restarts in development", () => {
    const production = { NODE_ENV: "production", DATA_DIR: dataDir(), JWT_SECRET: long, SESSION_SECRET: long };
    expect(() => parseEnv(production)).toThrow(/CERTIFICATE_SECRET is required unless NODE_ENV=development/);
    expect(parseEnv({ ...production, CERTIFICATE_SECRET: long }).certificateSecret).toBe(long);
    expect(() => parseEnv({ CERTIFICATE_SECRET: "short", DATA_DIR: dataDir() })).toThrow(
      /CERTIFICATE_SECRET: must be at least 32 characters/,
    );
    const dir = dataDir();
    const first = parseEnv({ NODE_ENV: "development", DATA_DIR: dir }).certificateSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(parseEnv({ NODE_ENV: "development", DATA_DIR: dir }).certificateSecret).toBe(first);
  });

  it("names the setting that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty", DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => parseEnv({ JWT_SECRET: "short", DATA_DIR: dataDir() })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
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

  it("reads the staff console's addresses as a trimmed, lower-cased list and names a bad one", () => {
    // Unset: the local demo's staff address in development (the README's first command opens the console), nobody
    // in production.
    expect(parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir() }).staffEmails).toEqual(["staff@demo.example"]);
    const secrets = { JWT_SECRET: long, SESSION_SECRET: long, CERTIFICATE_SECRET: long };
    expect(parseEnv({ DATA_DIR: dataDir(), ...secrets }).staffEmails).toEqual([]);
    expect(
      parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir(), STAFF_EMAILS: " Ana@Example.org, ,bo@example.org " })
        .staffEmails,
    ).toEqual(["ana@example.org", "bo@example.org"]);
    expect(() => parseEnv({ DATA_DIR: dataDir(), STAFF_EMAILS: "ana@example.org,not-an-address" })).toThrow(
      /STAFF_EMAILS/,
    );
  });

  it("reads the CRM push token, the retention period and the status-email switch", () => {
    const defaults = parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir() });
    expect(defaults).toMatchObject({
      crmPushToken: undefined,
      notifyStatusChanges: true,
      retentionMs: 30 * 24 * 60 * 60 * 1000,
    });
    const set = parseEnv({
      NODE_ENV: "development",
      DATA_DIR: dataDir(),
      CRM_PUSH_TOKEN: long,
      RETENTION_DAYS: "7",
      NOTIFY_STATUS_CHANGES: "off",
    });
    expect(set).toMatchObject({ crmPushToken: long, notifyStatusChanges: false, retentionMs: 7 * 24 * 60 * 60 * 1000 });
    expect(() => parseEnv({ DATA_DIR: dataDir(), CRM_PUSH_TOKEN: "short" })).toThrow(
      /CRM_PUSH_TOKEN: must be at least 32 characters/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), NOTIFY_STATUS_CHANGES: "no" })).toThrow(
      /NOTIFY_STATUS_CHANGES: must be on or off/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), RETENTION_DAYS: "0" })).toThrow(/RETENTION_DAYS/);
  });

  it("reads the metrics token: unset by default (no metrics), at least 32 characters when set", () => {
    expect(parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir() }).metricsToken).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir(), METRICS_TOKEN: long }).metricsToken).toBe(long);
    expect(() => parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir(), METRICS_TOKEN: "short" })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters/,
    );
  });

  it("sends mail as the organisation at PUBLIC_URL's host unless MAIL_FROM names a sender, and refuses a MAIL_FROM without one address", () => {
    const byDefault = parseEnv({
      NODE_ENV: "development",
      DATA_DIR: dataDir(),
      PUBLIC_URL: "https://portal.example.org/",
    });
    expect(byDefault.mailFrom).toBe(`"${org.name}" <no-reply@portal.example.org>`);
    expect(parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir() }).mailFrom).toBe(
      `"${org.name}" <no-reply@localhost>`,
    );
    const set = parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir(), MAIL_FROM: "Help desk <help@example.net>" });
    expect(set.mailFrom).toBe("Help desk <help@example.net>");
    expect(() => parseEnv({ DATA_DIR: dataDir(), MAIL_FROM: "Digital portal" })).toThrow(
      /MAIL_FROM: must name one address/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), MAIL_FROM: "a@example.org, b@example.org" })).toThrow(/MAIL_FROM/);
  });

  it("reads the organisation's time zone, New York unless set, and names one the runtime does not know", () => {
    expect(parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir() }).orgTimeZone).toBe("America/New_York");
    expect(
      parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir(), ORG_TIME_ZONE: "America/Chicago" }).orgTimeZone,
    ).toBe("America/Chicago");
    expect(() => parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir(), ORG_TIME_ZONE: "Eastern" })).toThrow(
      /ORG_TIME_ZONE: must be a time zone name such as America\/New_York/,
    );
  });

  it("reads who signs the documents, both the name and the title or neither, and the EIN and address they print", () => {
    const dev = { NODE_ENV: "development", DATA_DIR: dataDir() };
    expect(parseEnv(dev).documents).toEqual({ signer: null, ein: null, address: null });
    expect(
      parseEnv({
        ...dev,
        SIGNER_NAME: " Ana Rivera ",
        SIGNER_TITLE: "Executive Director",
        ORG_EIN: "12-3456789",
        ORG_ADDRESS: "100 Washington St, Hoboken, NJ 07030",
      }).documents,
    ).toEqual({
      signer: { name: "Ana Rivera", title: "Executive Director" },
      ein: "12-3456789",
      address: "100 Washington St, Hoboken, NJ 07030",
    });
    expect(() => parseEnv({ ...dev, SIGNER_NAME: "Ana Rivera" })).toThrow(
      /SIGNER_NAME and SIGNER_TITLE are set together or not at all/,
    );
    expect(() => parseEnv({ ...dev, SIGNER_TITLE: "Executive Director" })).toThrow(/SIGNER_NAME and SIGNER_TITLE/);
    expect(() => parseEnv({ ...dev, ORG_EIN: "123456789" })).toThrow(/ORG_EIN: must be the organisation's EIN/);
    expect(() => parseEnv({ ...dev, SIGNER_NAME: "Ana\u202eRivera", SIGNER_TITLE: "Director" })).toThrow(
      /SIGNER_NAME: must be one line of text/,
    );
  });

  it("keeps idle connections open past a load balancer's 60 s, and makes two whole-donation certificates at once", () => {
    const defaults = parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir() });
    expect(defaults).toMatchObject({ keepAliveTimeoutMs: 65_000 });
    expect(portalSettings.parse({})).toEqual({ donationCertificatesAtOnce: 2 });
    const set = parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir(), KEEP_ALIVE_TIMEOUT_SECONDS: "120" });
    expect(set).toMatchObject({ keepAliveTimeoutMs: 120_000 });
    expect(portalSettings.parse({ DONATION_CERTIFICATES_AT_ONCE: "1" })).toEqual({ donationCertificatesAtOnce: 1 });
    for (const bad of ["0", "241", "6.5", "soon"]) {
      expect(() => parseEnv({ DATA_DIR: dataDir(), KEEP_ALIVE_TIMEOUT_SECONDS: bad })).toThrow(
        /KEEP_ALIVE_TIMEOUT_SECONDS/,
      );
    }
    expect(() => checkSettings({ DATA_DIR: dataDir(), DONATION_CERTIFICATES_AT_ONCE: "0" })).toThrow(
      /DONATION_CERTIFICATES_AT_ONCE/,
    );
  });

  it("reads the partner renewal's deadline as a month and day, February 15th unless set, and refuses a day not in every year", () => {
    const settings = { NODE_ENV: "development", DATA_DIR: dataDir() };
    expect(partnerSettings.parse(settings).renewalDeadline).toEqual({ month: 2, day: 15 });
    expect(partnerSettings.parse({ ...settings, PARTNER_RENEWAL_DEADLINE: "03-01" }).renewalDeadline).toEqual({
      month: 3,
      day: 1,
    });
    for (const value of ["02-29", "02-30", "13-01", "2-15", "Feb 15"])
      expect(() => checkSettings({ ...settings, PARTNER_RENEWAL_DEADLINE: value }), value).toThrow(
        /PARTNER_RENEWAL_DEADLINE/,
      );
  });

  it("gives the importer its settings without the server's secrets", () => {
    expect(parseRecordWriteSettings({ NODE_ENV: "production", PUBLIC_URL: "https://example.org/" })).toEqual({
      publicUrl: "https://example.org",
      notifyStatusChanges: true,
    });
  });
});
