/**
 * Settings from environment variables, validated once. The server reads them as it starts, so a bad value stops
 * it with a sentence naming the setting instead of failing later on a user's request. Every variable here is
 * documented in docs/settings.md.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { defaultMailFrom, senderAddress } from "~/platform/mailIdentity.server";
import { twilioSettingRules, twilioSettingsOf, type TwilioSettings } from "~/platform/twilioSettings.server";
import { documentSettingRules, documentSettingsOf, type DocumentSettings } from "~/platform/documentSettings.server";

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

const secretList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(32, "each secret must be at least 32 characters")).min(1));

/** A cache lifetime: whole seconds, at most a year. */
const seconds = z.coerce.number().int().min(0).max(31_536_000);

/** A delay as a number and a unit (s, m, h or d): "3d", "90m"; in milliseconds. */
const durationUnits = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const duration = z
  .string()
  .trim()
  .regex(/^\d{1,6}[smhd]$/, "must be a number and a unit (s, m, h or d), such as 3d")
  .transform((text) => Number(text.slice(0, -1)) * durationUnits[text.slice(-1) as keyof typeof durationUnits])
  .pipe(
    z
      .number()
      .min(1000, "must be at least a second")
      .max(366 * 86_400_000, "must be at most a year"),
  );
/** Delays separated by commas ("3d,7d"), each longer than the one before; "none" for none. */
const durations = z
  .string()
  .transform((text) => (text.trim() === "none" ? [] : text.split(",")))
  .pipe(z.array(duration).max(5, "at most 5 delays"))
  .refine(
    (delays) => delays.every((delay, index) => index === 0 || delay > delays[index - 1]!),
    "each delay must be longer than the one before",
  );

/** A time zone by its IANA name, as this runtime's Intl knows it: "America/New_York". */
const timeZone = z.string().refine((name) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}, "must be a time zone name such as America/New_York");

/** The settings that writing records needs: the data scripts read these alone, without the server's secrets. */
const recordWriteSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  NOTIFY_STATUS_CHANGES: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
});

/** A day of every year, MM-DD (February 29th is not one): the partner renewal's deadline. */
const monthDay = z
  .string()
  .regex(/^\d{2}-\d{2}$/, "must be a month and day, MM-DD, like 02-15")
  .refine((value) => {
    const [month, day] = value.split("-").map(Number) as [number, number];
    // Checked in a year that is not a leap year, so the day exists every year.
    const date = new Date(Date.UTC(2027, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, "must be a day that exists every year, like 02-15")
  .transform((value) => {
    const [month, day] = value.split("-").map(Number) as [number, number];
    return { month, day };
  });

const schema = recordWriteSchema.extend({
  // Unset is production in every respect (secrets required, no sign-in links in the log): development is asked for.
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  // Unset, the SQLite file in DATA_DIR; a PostgreSQL database lets several origins serve one site.
  DATABASE_URL: z
    .string()
    .refine(isPostgresUrl, "must be a PostgreSQL address, postgres://user:password@host:5432/database")
    .optional(),
  SESSION_SECRET: secretList.optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  CERTIFICATE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:$/.test(new URL(value).protocol), "must start with smtp:// or smtps://")
    .optional(),
  // Unset, the organisation's name at PUBLIC_URL's host (`defaultMailFrom`).
  MAIL_FROM: z
    .string()
    .refine((value) => senderAddress(value) !== null, 'must name one address, such as "Name" <no-reply@example.org>')
    .optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  PUBLIC_PAGE_MAX_AGE: seconds.default(60),
  PUBLIC_PAGE_SHARED_MAX_AGE: seconds.default(600),
  PUBLIC_PAGE_STALE_WHILE_REVALIDATE: seconds.default(86_400),
  STAFF_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().email("each address must be a valid email address")).max(200))
    .optional(),
  CRM_PUSH_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Above a load balancer's idle timeout (60 s on the common ones), so the proxy, not the server, closes an idle
  // connection; below Node's five-minute request timeout, which the header timeout must not pass.
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(240).default(65),
  // Each whole-donation certificate keeps a core busy for as long as it is read; the server's cores are few.
  DONATION_CERTIFICATES_AT_ONCE: z.coerce.number().int().min(1).max(16).default(2),
  ORG_TIME_ZONE: timeZone.default("America/New_York"),
  RECOMMENDATION_REMINDERS: durations.default("3d,7d"),
  FOLLOW_UP_AFTER: duration.default("14d"),
  LETTER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  PARTNER_RENEWAL_DEADLINE: monthDay.default("02-15"),
  PARTNER_RENEWAL_INVITATIONS: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
  // The billing provider (Zoho Billing, decision 088): all four of the organisation and OAuth settings, or none
  // (the local fallback: nothing is sent, the pages say whom to write to).
  ZOHO_BILLING_ORGANIZATION_ID: z.string().trim().min(1).max(40).optional(),
  ZOHO_BILLING_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
  ZOHO_BILLING_CLIENT_SECRET: z.string().trim().min(1).max(200).optional(),
  ZOHO_BILLING_REFRESH_TOKEN: z.string().trim().min(1).max(400).optional(),
  ZOHO_BILLING_API_URL: z.string().url().default("https://www.zohoapis.com/billing/v1"),
  ZOHO_BILLING_ACCOUNTS_URL: z.string().url().default("https://accounts.zoho.com"),
  // Zoho Billing's secret token for webhooks: alphanumeric, 12 to 50 characters, as its settings page allows.
  ZOHO_BILLING_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9]{12,50}$/, "must be 12 to 50 letters and digits, as Zoho Billing's secret token")
    .optional(),
  ZOHO_BILLING_WEBHOOK_MAX_AGE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(1440),
  SHIELD_RENEWAL_REMINDER: duration.default("14d"),
  // The text messages provider (Twilio, decision 092): app/platform/twilioSettings.server.ts.
  ...twilioSettingRules,
  // Who signs the documents, the EIN and the address they print: app/platform/documentSettings.server.ts.
  ...documentSettingRules,
  CLASS_COMPLETION_SHARE: z.coerce.number().gt(0, "must be above 0").max(1, "must be at most 1").default(0.8),
});

/** Each setting's rule, by variable name: docs/settings.md lists every one with its default (a unit test checks). */
export const settingRules: Readonly<Record<string, z.ZodTypeAny>> = schema.shape;

export type RecordWriteSettings = {
  /** The site's public address (no trailing slash): links in emails, canonical URLs, the sitemap. */
  publicUrl: string;
  /** An applicant whose status changes is emailed (NOTIFY_STATUS_CHANGES, on unless `off`). */
  notifyStatusChanges: boolean;
};

export type Env = RecordWriteSettings & {
  nodeEnv: "development" | "production" | "test";
  port: number;
  /** Interface to listen on; unset listens on all. */
  host: string | undefined;
  dataDir: string;
  /** The PostgreSQL database (DATABASE_URL); unset, the SQLite file in `dataDir`. */
  databaseUrl: string | undefined;
  /** The public address is https: cookies get `Secure` and the `__Host-` prefix, responses carry HSTS. */
  servedOverHttps: boolean;
  /** The first signs new cookies; all are accepted, so a secret can be rotated without signing everyone out. */
  sessionSecrets: string[];
  jwtSecret: string;
  /** Keys the hash that numbers data-destruction certificates, so a number cannot be guessed from a device id. */
  certificateSecret: string;
  smtpUrl: string | undefined;
  /** The From of every message: MAIL_FROM, or the organisation's name at the public address's host. */
  mailFrom: string;
  /** How many proxies in front of the server may set X-Forwarded-For. */
  trustProxy: number;
  /** Cache lifetimes of public pages, in seconds (docs/deploying.md, "Deploying behind a CDN"). */
  publicPageCache: { browser: number; shared: number; staleWhileRevalidate: number };
  /** Who may sign in to the staff console (trimmed, lower-cased); empty, nobody can. */
  staffEmails: string[];
  /** The bearer token of `POST /api/crm/records` and `GET /api/crm/changes`; unset, neither exists (404). */
  crmPushToken: string | undefined;
  /** The bearer token of `GET /metrics`; unset, that address is the 404 page like any unknown one. */
  metricsToken: string | undefined;
  /** How long sent mail, used tokens, ended sessions and the like are kept before the purge removes them. */
  retentionMs: number;
  /** How long an idle keep-alive connection stays open (KEEP_ALIVE_TIMEOUT_SECONDS). */
  keepAliveTimeoutMs: number;
  /** How many whole-donation certificates the server makes at once; more are asked to come back (503). */
  donationCertificatesAtOnce: number;
  /** The organisation's time zone (IANA name): the staff console shows every time in it. */
  orgTimeZone: string;
  /** The share of a class's meetings a student attends to complete it (CLASS_COMPLETION_SHARE). */
  classCompletionShare: number;
  /** After these delays from the first request, a recommender who has not answered gets the same link again. */
  recommendationRemindersMs: number[];
  /** How long after delivery the applicant gets the follow-up questions. */
  followUpAfterMs: number;
  /** How long letters and follow-up answers are kept once an application is delivered or denied. */
  letterRetentionMs: number;
  /** The day each year by which partners confirm their details (PARTNER_RENEWAL_DEADLINE). */
  partnerRenewalDeadline: { month: number; day: number };
  /** Whether partners are emailed on January 1st to confirm their details (PARTNER_RENEWAL_INVITATIONS). */
  partnerRenewalInvitations: boolean;
  /** The billing provider's API (ZOHO_BILLING_*); null is the local fallback. */
  zohoBilling: ZohoBillingSettings | null;
  /** Webhooks at /api/billing/events: their secret and how old an event may be; null, that address is a 404. */
  billingWebhooks: { secret: string; maxAgeMs: number } | null;
  /** How long before a prepaid Shield term's `Expires_At` its subscriber is reminded to renew. */
  shieldRenewalReminderMs: number;
  /** The text messages provider (TWILIO_*); null, texts are written to DATA_DIR/sms-outbox. */
  twilio: TwilioSettings | null;
  /** What documents state of the organisation (SIGNER_NAME, SIGNER_TITLE, ORG_EIN, ORG_ADDRESS); null is left out. */
  documents: DocumentSettings;
};

export type ZohoBillingSettings = {
  organizationId: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  apiUrl: string;
  accountsUrl: string;
};

function blankToUndefined(source: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === "" ? undefined : value]));
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

function parsed<T extends z.ZodTypeAny>(zodSchema: T, source: Record<string, string | undefined>): z.output<T> {
  const result = zodSchema.safeParse(blankToUndefined(source));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid settings in the environment:\n${problems}\nSee docs/settings.md.`);
  }
  return result.data;
}

function recordWriteSettingsOf(value: z.output<typeof recordWriteSchema>): RecordWriteSettings {
  return {
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ""),
    notifyStatusChanges: value.NOTIFY_STATUS_CHANGES === "on",
  };
}

/** The settings the importer needs (the data scripts read these from the environment; the server from `env()`). */
export function parseRecordWriteSettings(
  source: Record<string, string | undefined> = process.env,
): RecordWriteSettings {
  return recordWriteSettingsOf(parsed(recordWriteSchema, source));
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const value = parsed(schema, source);
  const dataDir = path.resolve(value.DATA_DIR);
  if (value.NODE_ENV !== "development" && (!value.SESSION_SECRET || !value.JWT_SECRET)) {
    throw new Error(
      "Invalid settings in the environment:\n  SESSION_SECRET and JWT_SECRET are required unless NODE_ENV=development (at least 32 characters each; `npm start` runs the local demo in development).\nSee docs/settings.md.",
    );
  }
  if (value.NODE_ENV !== "development" && !value.CERTIFICATE_SECRET) {
    throw new Error(
      "Invalid settings in the environment:\n  CERTIFICATE_SECRET is required unless NODE_ENV=development (at least 32 characters).\nSee docs/settings.md.",
    );
  }
  const billing = [
    value.ZOHO_BILLING_ORGANIZATION_ID,
    value.ZOHO_BILLING_CLIENT_ID,
    value.ZOHO_BILLING_CLIENT_SECRET,
    value.ZOHO_BILLING_REFRESH_TOKEN,
  ];
  if (billing.some(Boolean) && !billing.every(Boolean)) {
    throw new Error(
      "Invalid settings in the environment:\n  ZOHO_BILLING_ORGANIZATION_ID, ZOHO_BILLING_CLIENT_ID, ZOHO_BILLING_CLIENT_SECRET and ZOHO_BILLING_REFRESH_TOKEN are set together or not at all.\nSee docs/settings.md.",
    );
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
    servedOverHttps: publicUrl.startsWith("https://"),
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
    staffEmails: value.STAFF_EMAILS ?? [],
    notifyStatusChanges,
    crmPushToken: value.CRM_PUSH_TOKEN,
    metricsToken: value.METRICS_TOKEN,
    retentionMs: value.RETENTION_DAYS * 24 * 60 * 60 * 1000,
    keepAliveTimeoutMs: value.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    donationCertificatesAtOnce: value.DONATION_CERTIFICATES_AT_ONCE,
    orgTimeZone: value.ORG_TIME_ZONE,
    classCompletionShare: value.CLASS_COMPLETION_SHARE,
    recommendationRemindersMs: value.RECOMMENDATION_REMINDERS,
    followUpAfterMs: value.FOLLOW_UP_AFTER,
    letterRetentionMs: value.LETTER_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    partnerRenewalDeadline: value.PARTNER_RENEWAL_DEADLINE,
    partnerRenewalInvitations: value.PARTNER_RENEWAL_INVITATIONS === "on",
    zohoBilling:
      value.ZOHO_BILLING_ORGANIZATION_ID &&
      value.ZOHO_BILLING_CLIENT_ID &&
      value.ZOHO_BILLING_CLIENT_SECRET &&
      value.ZOHO_BILLING_REFRESH_TOKEN
        ? {
            organizationId: value.ZOHO_BILLING_ORGANIZATION_ID,
            clientId: value.ZOHO_BILLING_CLIENT_ID,
            clientSecret: value.ZOHO_BILLING_CLIENT_SECRET,
            refreshToken: value.ZOHO_BILLING_REFRESH_TOKEN,
            apiUrl: value.ZOHO_BILLING_API_URL.replace(/\/+$/, ""),
            accountsUrl: value.ZOHO_BILLING_ACCOUNTS_URL.replace(/\/+$/, ""),
          }
        : null,
    shieldRenewalReminderMs: value.SHIELD_RENEWAL_REMINDER,
    twilio: twilioSettingsOf(value),
    documents: documentSettingsOf(value),
    billingWebhooks: value.ZOHO_BILLING_WEBHOOK_SECRET
      ? {
          secret: value.ZOHO_BILLING_WEBHOOK_SECRET,
          maxAgeMs: value.ZOHO_BILLING_WEBHOOK_MAX_AGE_MINUTES * 60 * 1000,
        }
      : null,
  };
}

function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    // A stack trace would bury the one line that matters; say it and stop.
    console.error((error as Error).message);
    process.exit(1);
  }
}

let loaded: Env | undefined;

/**
 * The settings, read on first use: the server reads them as it starts (`serverHooks`); the data scripts open
 * the store without reading them, so they need none of the server's secrets.
 */
export function env(): Env {
  loaded ??= loadEnv();
  return loaded;
}
