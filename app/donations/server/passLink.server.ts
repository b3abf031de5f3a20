/**
 * The drop-off pass's own link, in the donation's email: `/donate/pass/<reference>/<key>`, opened as often as the
 * donor needs, in any browser, until the devices are received (issue 45). The key is a keyed hash of the reference
 * (`JWT_SECRET`), so nothing is stored and a reference read off a box makes no key. The link shows the pass and
 * nothing else: it starts no session and opens no donation page, which is why it may be used again, unlike the
 * single-use confirmation link beside it (decision 085). Once the donation is received (or any later state) the
 * link answers the 404 that says how to sign in.
 */
import type { DonationState } from "~/donations/timeline";
import { isLinkKey, linkKeyOf } from "~/kits/links/keyedLinks.server";

/** The states in which the pass is still needed: before the drop-off, and at the counter until it is received. */
const passStates: readonly DonationState[] = ["Requested", "Dropped off"];

export const passKey = (reference: string) => linkKeyOf("drop-off-pass", reference);

/** Whether `key` is the reference's, compared in constant time. */
export const isPassKey = (reference: string, key: string | undefined) => isLinkKey("drop-off-pass", reference, key);

export const passStillNeeded = (state: DonationState) => passStates.includes(state);
