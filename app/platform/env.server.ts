/**
 * The site's own settings (the store, mail, secrets, caching, the staff and the organisation's day), declared once
 * each: its rule, what it does and its default (app/platform/settings). The wings declare theirs beside their code;
 * app/startup checks them all as the server starts.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { documentDeclarations, documentSettingsOf } from "~/platform/documentSettings.server";
import { defaultMailFrom, senderAddress } from "~/platform/mailIdentity.server";
import { setting, settingGroup, settingsProblem, valuesOf, type Source } from "~/platform/settings/declare.server";
import { days, longSecret, onOff, seconds, secretList, timeZone } from "~/platform/settings/rules.server";

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** The settings that writing records needs: the data scripts read these alone, without the server's secrets. */
const recordWriteDeclarations = {
  PORT: setting(z.coerce.number().int().min(0).max(65535).default(3000), "port to listen on"),
  PUBLIC_URL: setting(
    z.string().url().optional(),
    "the site's public address: base of the links in emails, canonical URLs, sitemap; `https://\u2026` turns on HSTS and Secure cookies",
    "`http://localhost:$PORT`",
  ),
  NOTIFY_STATUS_CHANGES: setting(
    onOff.default("on"),
    "`off` stops the email an applicant gets when their status changes (see [status emails](crm-records.md#records-pushed-by-the-crm))",
  ),
};

const siteDeclarations = {
  ...recordWriteDeclarations,
  // Unset is production in every respect (secrets required, no sign-in links in the log): development is asked for.
  NODE_ENV: setting(
    z.enum(["development", "production", "test"]).default("production"),
    "only `development` generates the two secrets below and prints the sign-in links of the file outbox in the log; anything else, unset included, is production: both secrets required, no links in the log",
    "`production` (`npm start` and `npm run dev` set `development` unless it is set)",
  ),
  HOST: setting(
    z.string().min(1).optional(),
    "interface to listen on (`127.0.0.1` to keep it local)",
    "all interfaces",
  ),
  DATA_DIR: setting(
    z.string().min(1).default("./data"),
    "folder of the SQLite file, the mail outbox and (in development) generated secrets; the server makes it and the outbox folder `0700` and the store's files `0600`; the import's `uploads/` folder is `0700` too",
  ),
  DATABASE_URL: setting(
    z
      .string()
      .refine(isPostgresUrl, "must be a PostgreSQL address, postgres://user:password@host:5432/database")
      .optional(),
    "`postgres://user:password@host:5432/database` (or `postgresql://\u2026`), PostgreSQL 13 or newer: the store lives there, and any number of origins with the same `DATABASE_URL` and secrets serve one site (decision 077); unset, the SQLite file in `DATA_DIR`. The server migrates it at start-up, once for all origins. `npm run data:copy -- --to URL` moves an SQLite store there",
  ),
  SESSION_SECRET: setting(
    secretList.optional(),
    "signs the portal's session cookie; at least 32 characters; a comma-separated list rotates secrets (the first signs, all are accepted)",
    "generated into `DATA_DIR` in development, else required",
  ),
  JWT_SECRET: setting(
    longSecret.optional(),
    "signs the sign-in links (HS256); at least 32 characters",
    "generated into `DATA_DIR` in development, else required",
  ),
  CERTIFICATE_SECRET: setting(
    longSecret.optional(),
    "keys the hash that numbers data-destruction certificates (so numbers cannot be guessed); at least 32 characters; changing it later changes no number already given",
    "generated into `DATA_DIR` in development, else required",
  ),
  SMTP_URL: setting(
    z
      .string()
      .url()
      .refine((value) => /^smtps?:$/.test(new URL(value).protocol), "must start with smtp:// or smtps://")
      .optional(),
    "`smtp://user:pass@host:587` or `smtps://\u2026`; unset, mail goes to the outbox folder in `DATA_DIR` (in development the sign-in link is logged too)",
  ),
  MAIL_FROM: setting(
    z
      .string()
      .refine((value) => senderAddress(value) !== null, 'must name one address, such as "Name" <no-reply@example.org>')
      .optional(),
    "sender of the sign-in and status emails (one name for every language); it must name exactly one address, or the server does not start; each message's Message-ID is a random UUID at this address's domain",
    '`"<organisation>" <no-reply@<PUBLIC_URL host>>` (the name from `app/config/org.ts`, e.g. `"Tech Access Non-Profit" <no-reply@portal.example.org>`)',
  ),
  STAFF_EMAILS: setting(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().email("each address must be a valid email address")).max(200))
      .optional(),
    "comma-separated addresses that may sign in to the staff console at `/staff` (imports, mail, activity); an address not listed gets the same answer and no email. The demo's address is never allowed in production, nor once this is set",
    "unset (nobody; with `NODE_ENV=development`, the local demo's `staff@demo.example`)",
  ),
  TRUST_PROXY: setting(
    z.coerce.number().int().min(0).max(10).default(0),
    "how many proxies in front of the server may set `X-Forwarded-For` (see [Deploying](deploying.md#deploying-behind-a-proxy))",
  ),
  PUBLIC_PAGE_MAX_AGE: setting(
    seconds.default(60),
    "seconds a browser may keep a public page (`max-age`; see [Deploying behind a CDN](deploying.md#deploying-behind-a-cdn))",
  ),
  PUBLIC_PAGE_SHARED_MAX_AGE: setting(
    seconds.default(600),
    "seconds a CDN or shared cache may keep a public page (`s-maxage`)",
  ),
  PUBLIC_PAGE_STALE_WHILE_REVALIDATE: setting(
    seconds.default(86_400),
    "seconds a cache may keep serving a public page past its lifetime while it fetches a fresh one (`stale-while-revalidate`)",
  ),
  CRM_PUSH_TOKEN: setting(
    longSecret.optional(),
    "bearer token of `POST /api/crm/records` and of the change feed `GET /api/crm/changes` (at least 32 characters); unset, both addresses answer 404",
  ),
  METRICS_TOKEN: setting(
    longSecret.optional(),
    "bearer token of `GET /metrics`, the Prometheus scrape (at least 32 characters); unset, or a request without this token, gets the 404 page like any unknown address (see [Health, readiness and metrics](deploying.md#health-readiness-and-metrics))",
  ),
  RETENTION_DAYS: setting(
    days.default(30),
    "sent and set-aside mail, expired sign-in tokens, ended sessions and activity beyond the newest 100 entries older than this are purged by the server (hourly, in small batches); a person's kept language once no champion or applicant has their email and it is older than this; the file outbox's `.eml` files written before then are removed by the same purge; so are the ids of inbound texts (kept so a replayed signed post changes nothing, decision 103), and newsletter addresses never confirmed or unsubscribed (decision 120)",
  ),
  CHANGE_FEED_RETENTION_DAYS: setting(
    days.default(30),
    "a change in the CRM's change feed (`GET /api/crm/changes`) that the CRM has read (at or below the highest cursor it has asked after) is purged by the server this many days after it was noted; a change the CRM has not read is kept whatever its age (decision 107)",
  ),
  LETTER_RETENTION_DAYS: setting(
    days.default(90),
    "a recommender's letter file and the applicant's follow-up answers are deleted by the purge this many days after the application is delivered or denied (the recommendation's three answers stay with the application); so are a contact message and its replies this many days after it is closed, and a board application with its CV this many days after it arrived (decision 120)",
  ),
  // Above a load balancer's idle timeout (60 s on the common ones), so the proxy, not the server, closes an idle
  // connection; below Node's five-minute request timeout, which the header timeout must not pass.
  KEEP_ALIVE_TIMEOUT_SECONDS: setting(
    z.coerce.number().int().min(1).max(240).default(65),
    "how long an idle keep-alive connection stays open, 1\u2013240 s; keep it above the load balancer's idle timeout (60 s on the common ones) so the proxy, not the server, closes an idle connection; the header timeout is one second longer",
  ),
  // Who signs the documents, the EIN and the address they print.
  ...documentDeclarations,
  ORG_TIME_ZONE: setting(
    timeZone.default("America/New_York"),
    "the organisation's time zone (IANA name); the staff console shows every time in it; a name the runtime does not know stops the server at start-up",
  ),
};

type RecordWriteValues = z.output<
  z.ZodObject<{ [K in keyof typeof recordWriteDeclarations]: (typeof recordWriteDeclarations)[K]["rule"] }>
>;

function recordWriteSettingsOf(value: RecordWriteValues) {
  return {
    /** The site's public address (no trailing slash): links in emails, canonical URLs, the sitemap. */
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ""),
    notifyStatusChanges: value.NOTIFY_STATUS_CHANGES === "on",
  };
}

export type RecordWriteSettings = ReturnType<typeof recordWriteSettingsOf>;

/** The settings the importer needs (the data scripts read these from the environment; the server from `env()`). */
export function parseRecordWriteSettings(source: Source = process.env): RecordWriteSettings {
  return recordWriteSettingsOf(valuesOf(recordWriteDeclarations, source));
}

/**
 * Development secrets (NODE_ENV=development only) are generated once and kept beside the data, so sign-in links
 * survive a restart.
 */
function developmentSecrets(dataDir: string): { session: string; jwt: string; certificate: string } {
  const file = path.join(dataDir, "dev-secrets.json");
  const kept: Partial<Record<"session" | "jwt" | "certificate", string>> = existsSync(file)
    ? JSON.parse(readFileSync(file, "utf8"))
    : {};
  const fresh = () => randomBytes(32).toString("hex");
  const secrets = {
    session: kept.session ?? fresh(),
    jwt: kept.jwt ?? fresh(),
    certificate: kept.certificate ?? fresh(),
  };
  // A file from before a secret existed gains it; the secrets it already holds stay as they are.
  if (!kept.session || !kept.jwt || !kept.certificate) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}

const DAY = 24 * 60 * 60 * 1000;

/** With NODE_ENV=development and STAFF_EMAILS unset, the demo's staff address opens the console (never in production). */
export const DEMO_STAFF_EMAIL = "staff@demo.example";

export const siteSettings = settingGroup("The site", siteDeclarations, (value) => {
  const dataDir = path.resolve(value.DATA_DIR);
  if (value.NODE_ENV !== "development" && (!value.SESSION_SECRET || !value.JWT_SECRET)) {
    throw settingsProblem(
      "SESSION_SECRET and JWT_SECRET are required unless NODE_ENV=development (at least 32 characters each; `npm start` runs the local demo in development).",
    );
  }
  if (value.NODE_ENV !== "development" && !value.CERTIFICATE_SECRET) {
    throw settingsProblem("CERTIFICATE_SECRET is required unless NODE_ENV=development (at least 32 characters).");
  }
  const generated =
    !value.SESSION_SECRET || !value.JWT_SECRET || !value.CERTIFICATE_SECRET ? developmentSecrets(dataDir) : undefined;
  const { publicUrl, notifyStatusChanges } = recordWriteSettingsOf(value);
  return {
    nodeEnv: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    publicUrl,
    notifyStatusChanges,
    /** The public address is https: cookies get `Secure` and the `__Host-` prefix, responses carry HSTS. */
    servedOverHttps: publicUrl.startsWith("https://"),
    /** The first signs new cookies; all are accepted, so a secret can be rotated without signing everyone out. */
    sessionSecrets: value.SESSION_SECRET ?? [generated!.session],
    jwtSecret: value.JWT_SECRET ?? generated!.jwt,
    certificateSecret: value.CERTIFICATE_SECRET ?? generated!.certificate,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM ?? defaultMailFrom(publicUrl),
    trustProxy: value.TRUST_PROXY,
    publicPageCache: {
      browser: value.PUBLIC_PAGE_MAX_AGE,
      shared: value.PUBLIC_PAGE_SHARED_MAX_AGE,
      staleWhileRevalidate: value.PUBLIC_PAGE_STALE_WHILE_REVALIDATE,
    },
    staffEmails: value.STAFF_EMAILS ?? (value.NODE_ENV === "development" ? [DEMO_STAFF_EMAIL] : []),
    crmPushToken: value.CRM_PUSH_TOKEN,
    metricsToken: value.METRICS_TOKEN,
    retentionMs: value.RETENTION_DAYS * DAY,
    letterRetentionMs: value.LETTER_RETENTION_DAYS * DAY,
    changeFeedRetentionMs: value.CHANGE_FEED_RETENTION_DAYS * DAY,
    keepAliveTimeoutMs: value.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    orgTimeZone: value.ORG_TIME_ZONE,
    /** What documents state of the organisation; null is left out. */
    documents: documentSettingsOf(value),
  };
});

export type Env = ReturnType<typeof siteSettings.parse>;

export const parseEnv = (source: Source): Env => siteSettings.parse(source);

/**
 * The site's settings, read on first use: the server reads them as it starts (`serverHooks`); the data scripts open
 * the store without reading them, so they need none of the server's secrets.
 */
export const env = (): Env => siteSettings.current();
