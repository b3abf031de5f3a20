/** The donation's cookie: the id of the donor's draft (`draftIdCookie`), which also opens its drop-off pass. */
import { siteCookies } from "~/content/privacyPolicy";
import { draftIdCookie } from "~/kits/wizard/draftCookie.server";
import { DRAFT_KEPT_MS } from "~/applications/server/drafts.server";

const giftCookie = draftIdCookie(siteCookies.donation, DRAFT_KEPT_MS);

export const giftDraftIdIn = giftCookie.idIn;
export const giftCookieFor = giftCookie.for;
