/**
 * Settings from environment variables, validated once. The server reads them as it starts, so a bad value stops
 * it with a sentence naming the setting instead of failing later on a user's request. Every variable here is
 * documented in the README's settings table.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const secretList = z
  .string()
  .transform((value) => value.split(",").map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(z.string().min(32, "each secret must be at least 32 characters")).min(1));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: secretList.optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  CERTIFICATE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:$/.test(new URL(value).protocol), "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Digital portal <no-reply@localhost>"),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
});

export type Env = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  /** Interface to listen on; unset listens on all. */
  host: string | undefined;
  dataDir: string;
  /** The site's public address (no trailing slash): links in emails, canonical URLs, the sitemap. */
  publicUrl: string;
  /** The public address is https: cookies get `Secure` and the `__Host-` prefix, responses carry HSTS. */
  servedOverHttps: boolean;
  /** The first signs new cookies; all are accepted, so a secret can be rotated without signing everyone out. */
  sessionSecrets: string[];
  jwtSecret: string;
  /** Keys the hash that numbers data-destruction certificates, so a number cannot be guessed from a device id. */
  certificateSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How many proxies in front of the server may set X-Forwarded-For. */
  trustProxy: number;
};

function blankToUndefined(source: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === "" ? undefined : value]));
}

/** Development secrets are generated once and kept beside the data, so sign-in links survive a restart. */
function developmentSecrets(dataDir: string): { session: string; jwt: string; certificate: string } {
  const file = path.join(dataDir, "dev-secrets.json");
  const kept: Partial<Record<"session" | "jwt" | "certificate", string>> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const fresh = () => randomBytes(32).toString("hex");
  const secrets = { session: kept.session ?? fresh(), jwt: kept.jwt ?? fresh(), certificate: kept.certificate ?? fresh() };
  // A file from before a secret existed gains it; the secrets it already holds stay as they are.
  if (!kept.session || !kept.jwt || !kept.certificate) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(blankToUndefined(source));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid settings in the environment:\n${problems}\nSee the settings table in README.md.`);
  }
  const value = result.data;
  const dataDir = path.resolve(value.DATA_DIR);
  if (value.NODE_ENV === "production" && (!value.SESSION_SECRET || !value.JWT_SECRET)) {
    throw new Error(
      "Invalid settings in the environment:\n  SESSION_SECRET and JWT_SECRET are required in production (at least 32 characters each).\nSee the settings table in README.md.",
    );
  }
  if (value.NODE_ENV === "production" && !value.CERTIFICATE_SECRET) {
    throw new Error(
      "Invalid settings in the environment:\n  CERTIFICATE_SECRET is required in production (at least 32 characters).\nSee the settings table in README.md.",
    );
  }
  const generated =
    !value.SESSION_SECRET || !value.JWT_SECRET || !value.CERTIFICATE_SECRET ? developmentSecrets(dataDir) : undefined;
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, "");
  return {
    nodeEnv: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir,
    publicUrl,
    servedOverHttps: publicUrl.startsWith("https://"),
    sessionSecrets: value.SESSION_SECRET ?? [generated!.session],
    jwtSecret: value.JWT_SECRET ?? generated!.jwt,
    certificateSecret: value.CERTIFICATE_SECRET ?? generated!.certificate,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    trustProxy: value.TRUST_PROXY,
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
