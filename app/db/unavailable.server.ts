/**
 * Whether an error means the database cannot be reached for now (PostgreSQL stopped, restarting, or out of reach;
 * SQLite's file locked by another writer for longer than the busy timeout), rather than a fault in a query. Such a
 * request is answered 503 with a sentence, and work such as sending mail waits and tries again.
 */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "SQLITE_BUSY"]);

export function isStoreUnavailable(error: unknown): boolean {
  if (error instanceof Response) return error.status === 503;
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

/**
 * What a request that needs the database answers while it cannot be reached: 503 with a sentence (a page's error
 * boundary shows its own, in the page's language), and when to try again. Thrown as a Response from the data layer,
 * so every route answers it alike without a try around each query; code that catches errors to go on (a page that
 * shows what it could read) lets it through (`isStoreUnavailable`).
 */
export function storeUnavailable(): Response {
  return new Response("The records cannot be reached right now; nothing was changed. Try again in a few minutes.", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30" },
  });
}

/** Runs a database call, turning "cannot reach the database" into `storeUnavailable()`. */
export async function orUnavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Response) throw error;
    throw isStoreUnavailable(error) ? storeUnavailable() : error;
  }
}
