/**
 * A coming shift given up from the portal (`/portal/volunteering/places/<seq>/cancel`): the same ask-then-post page
 * as the emailed cancel link's (the places kit's), for the signed-in volunteer's own place only: another person's
 * place, one given up or a shift begun is the same 404. The cancellation's confirmation and the offer to the first
 * waiting commit with it.
 */
import { db } from "~/db/serverStore.server";
import { inTransaction } from "~/db/transaction.server";
import { readGuardedForm } from "~/kits/forms/formGuard.server";
import { placeLinkPage, type LinkPage } from "~/kits/places/placeLinkPages.server";
import { requireSession } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { cancelPlace } from "./linkPages.server";
import { shiftById } from "./shifts.server";
import { comingPlaceOf, volunteerKeyOf } from "./volunteerPortal.server";

const CANCELS_PER_HOUR = 30;

async function ownComingPlace(request: Request, seqParam: string) {
  const session = await requireSession(request);
  const key = volunteerKeyOf(session.emailKey);
  const seq = /^\d{1,12}$/.test(seqParam) ? Number(seqParam) : null;
  return key && seq !== null ? comingPlaceOf(db(), key, seq, env().orgTimeZone) : null;
}

const answer = (request: Request, body: Omit<LinkPage, "kind">, status?: number) =>
  placeLinkPage(request, { kind: "cancel", ...body }, status);

export async function portalCancelLoader(request: Request, seqParam: string) {
  const place = await ownComingPlace(request, seqParam);
  if (!place) return answer(request, { title: null, state: "gone" }, 404);
  return answer(request, { title: place.title, state: "ask" });
}

export async function portalCancelAction(request: Request, seqParam: string, clientAddress: string) {
  const place = await ownComingPlace(request, seqParam);
  const guarded = await readGuardedForm(request);
  if (!place) return answer(request, { title: null, state: "gone" }, 404);
  if (!guarded.ok) return answer(request, { title: place.title, state: "stale" }, guarded.status);
  if (!(await hitRateLimit(db(), `volunteer-portal-cancel:${clientAddress}`, CANCELS_PER_HOUR, 3_600_000)))
    return answer(request, { title: place.title, state: "limited" }, 429);
  const shift = await shiftById(db(), place.shiftId);
  const done = shift ? await inTransaction(db(), (trx) => cancelPlace(trx, place.seq, shift)) : false;
  if (!done) return answer(request, { title: null, state: "gone" }, 404);
  log.info("volunteer place cancelled", { shift: place.shiftId, from: "portal" });
  return answer(request, { title: place.title, state: "done" });
}
