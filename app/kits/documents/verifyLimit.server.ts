/**
 * `/verify` answers anyone, so each client may check at most 30 certificate numbers a minute, whichever kind (a
 * device's or a class's): one counter, so guessing numbers of one kind does not add to the budget of the other.
 */
import { db } from "~/db/serverStore.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";

export const VERIFY_LIMIT_PER_MINUTE = 30;

/** True while this client may check another number; counts this check. */
export async function mayVerify(clientAddress: string): Promise<boolean> {
  if (await hitRateLimit(db(), `verify:${clientAddress}`, VERIFY_LIMIT_PER_MINUTE, 60_000)) return true;
  log.warn("certificate checks limited for client", { client: clientAddress });
  return false;
}
