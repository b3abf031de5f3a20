/** The application's cookie: the id of the applicant's draft (`draftIdCookie`). */
import { siteCookies } from "~/content/privacyPolicy";
import { draftIdCookie } from "~/kits/wizard/draftCookie.server";
import { DRAFT_KEPT_MS } from "./drafts.server";

const draftCookie = draftIdCookie(siteCookies.application, DRAFT_KEPT_MS);

export const draftIdIn = draftCookie.idIn;
export const draftCookieFor = draftCookie.for;
