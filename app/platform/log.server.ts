/**
 * Structured logs: one JSON object per line, so a log service can filter them. Callers pass facts, never
 * secrets, tokens or whole email addresses (`maskEmail` keeps enough to tell people apart in a log); a link's
 * token in an address is taken out here, for every line.
 */
import { withoutLinkToken, withoutLinkTokensIn } from "~/platform/linkTokenPaths.server";

type Level = "info" | "warn" | "error";

/**
 * A field as written: an error as its name, message and stack; and, whoever logs it, every address in it that holds
 * a single-use link's token with `[token]` instead (a request's path, a router's refusal quoting it, an error's
 * message), so no line holds a working link whatever form the address was written in.
 */
function serialise(value: unknown, key: string): unknown {
  if (typeof value === "string") return key === "path" ? withoutLinkToken(value) : withoutLinkTokensIn(value);
  if (value instanceof Error) {
    return {
      name: value.name,
      message: withoutLinkTokensIn(value.message),
      stack: value.stack === undefined ? undefined : withoutLinkTokensIn(value.stack),
    };
  }
  if (Array.isArray(value)) return value.map((item) => serialise(item, ""));
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, serialise(field, name)]));
  }
  return value;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  const entry: Record<string, unknown> = {
    time: new Date().toISOString(),
    level,
    message: withoutLinkTokensIn(message),
  };
  for (const [key, value] of Object.entries(fields)) entry[key] = serialise(value, key);
  const line = JSON.stringify(entry);
  if (level === "error") console.error(line);
  else console.log(line);
}

export const log = {
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

/** A text from elsewhere (an SMTP server's refusal, say) with every email address in it masked. */
export function maskEmailsIn(text: string): string {
  return text.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, (address) => maskEmail(address));
}
