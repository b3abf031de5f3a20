/**
 * Whether an error means the database cannot be reached for now (PostgreSQL stopped, restarting, or out of reach;
 * SQLite's file locked by another writer for longer than the busy timeout), rather than a fault in a query. Such a
 * request is answered 503 with a sentence, and work such as sending mail waits and tries again.
 */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "SQLITE_BUSY"]);

export function isStoreUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (UNREACHABLE_CODES.has(code)) return true;
    // SQLSTATE class 08 (connection exception) and 57P01-57P03 (shut down by an administrator, crashed, starting).
    if (/^08...$/.test(code) || /^57P0[1-3]$/.test(code)) return true;
  }
  const message = String((error as { message?: unknown }).message ?? "");
  // pg's own errors have no code: a pool that cannot connect in time, a client whose server went away.
  return /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/i.test(
    message,
  );
}
