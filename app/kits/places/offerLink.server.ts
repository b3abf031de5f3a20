/**
 * The link an offered place's email or text carries to confirm it: valid until the offer's deadline, the one the
 * queue kept on the place, or `offerHours` from now for an offer made before deadlines were kept (decision 101).
 */
import type { Db } from "~/db/engine.server";
import { issueLink, type LinkPurpose } from "~/kits/links/linkTokens.server";
import type { Place } from "./placeQueue.server";

type Offered = Pick<Place, "seq" | "offerDeadline">;

export async function issueOfferLink(trx: Db, purpose: LinkPurpose, place: Offered, offerHours: number) {
  const now = Date.now();
  const deadline = place.offerDeadline ?? now + offerHours * 3_600_000;
  const { token, expiresAt } = await issueLink(trx, purpose, String(place.seq), Math.max(deadline - now, 1), now);
  return { token, expiresAt, deadline };
}
