/**
 * `/verify` answers anyone, so each client may check at most 30 numbers a minute, whichever kind (a device's
 * certificate, a class's, a gift's or a ticket's receipt, a letter of hours): one counter, so guessing numbers of one
 * kind does not add to the budget of another. Every kind's check goes through `verification`, so each is limited
 * before anything is read and a store that cannot answer is said the same way.
 */
import { db } from "~/db/serverStore.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import type { Line } from "./sections";

export const VERIFY_LIMIT_PER_MINUTE = 30;

/** What `/verify/<number>` answers: what the document attests, or why not. */
export type Verification =
  { kind: "genuine"; lines: Line[] } | { kind: "not-found" } | { kind: "limited" } | { kind: "unavailable" };

/** True while this client may check another number; counts this check. */
async function mayVerify(clientAddress: string): Promise<boolean> {
  if (await hitRateLimit(db(), `verify:${clientAddress}`, VERIFY_LIMIT_PER_MINUTE, 60_000)) return true;
  log.warn("certificate checks limited for client", { client: clientAddress });
  return false;
}

/**
 * One check of a number: counted against the client's limit first, then `linesOf` reads what the number names (null
 * when nothing genuine does); a failure to read is logged as `what`'s and answered "unavailable".
 */
export async function verification(
  what: string,
  clientAddress: string,
  linesOf: () => Promise<Line[] | null>,
): Promise<Verification> {
  try {
    if (!(await mayVerify(clientAddress))) return { kind: "limited" };
    const lines = await linesOf();
    return lines ? { kind: "genuine", lines } : { kind: "not-found" };
  } catch (error) {
    log.error(`${what} check failed`, { error });
    return { kind: "unavailable" };
  }
}
