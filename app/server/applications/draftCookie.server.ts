/**
 * The application's cookie: the draft's id and nothing else, signed so an id cannot be guessed into another
 * person's draft. It lasts as long as a draft is kept; both languages' addresses read it.
 */
import { createCookie } from "@remix-run/node";
import { siteCookies } from "~/content/privacyPolicy";
import { env } from "~/server/platform/env.server";
import { DRAFT_KEPT_MS } from "./drafts.server";

const secure = env().servedOverHttps;

const draftCookie = createCookie(secure ? siteCookies.application.https : siteCookies.application.plain, {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  maxAge: DRAFT_KEPT_MS / 1000,
  secrets: env().sessionSecrets,
});

export async function draftIdIn(request: Request): Promise<string | null> {
  try {
    const value: unknown = await draftCookie.parse(request.headers.get("Cookie"));
    return typeof value === "string" && /^[\w-]{24}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

export const draftCookieFor = (draftId: string) => draftCookie.serialize(draftId);
