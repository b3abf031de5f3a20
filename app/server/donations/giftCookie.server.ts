/**
 * The donation's cookie: the draft's id and nothing else, signed so an id cannot be guessed into another person's
 * draft or drop-off pass. It lasts as long as a draft is kept; both languages' addresses read it.
 */
import { createCookie } from "@remix-run/node";
import { siteCookies } from "~/content/privacyPolicy";
import { DRAFT_KEPT_MS } from "~/server/applications/drafts.server";
import { env } from "~/server/platform/env.server";

const secure = env().servedOverHttps;

const giftCookie = createCookie(secure ? siteCookies.donation.https : siteCookies.donation.plain, {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  maxAge: DRAFT_KEPT_MS / 1000,
  secrets: env().sessionSecrets,
});

export async function giftDraftIdIn(request: Request): Promise<string | null> {
  try {
    const value: unknown = await giftCookie.parse(request.headers.get("Cookie"));
    return typeof value === "string" && /^[\w-]{24}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

export const giftCookieFor = (draftId: string) => giftCookie.serialize(draftId);
