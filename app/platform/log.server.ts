/**
 * Structured logs: one JSON object per line, so a log service can filter them. Callers pass facts, never
 * secrets, tokens or whole email addresses (`maskEmail` keeps enough to tell people apart in a log).
 */
type Level = "info" | "warn" | "error";

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, message };
  for (const [key, value] of Object.entries(fields)) entry[key] = serialise(value);
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
