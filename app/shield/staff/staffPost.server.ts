/** What every Shield staff post passes first: the form guard (CSRF, honeypot) and a limit per member of staff. */
import { db } from "~/db/serverStore.server";
import { readGuardedForm, type GuardedForm } from "~/kits/forms/formGuard.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { fulfilmentWords } from "./words";

/** Generous for a colleague scanning a box of orders, tight for anything running away. */
const STAFF_POSTS_PER_MINUTE = 60;

export async function readShieldStaffPost(
  request: Request,
  staff: string,
): Promise<GuardedForm | { ok: false; status: 429; message: string }> {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return guarded;
  if (!(await hitRateLimit(db(), `shield-staff:${staff}`, STAFF_POSTS_PER_MINUTE, 60_000)))
    return { ok: false, status: 429, message: fulfilmentWords.errors.tooMany };
  return guarded;
}
