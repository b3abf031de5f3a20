/** The donation's cookie: the id of the donor's draft (`draftIdCookie`), which also opens its drop-off pass. */
import { siteCookies } from "~/content/privacyPolicy";
import { draftIdCookie } from "~/server/platform/draftCookie.server";
import { DRAFT_KEPT_MS } from "~/server/applications/drafts.server";

const giftCookie = draftIdCookie(siteCookies.donation, DRAFT_KEPT_MS);

export const giftDraftIdIn = giftCookie.idIn;
export const giftCookieFor = giftCookie.for;
