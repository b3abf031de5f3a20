/**
 * The emailed link (`/portal?recordId=…&jwt=…`). Opening it only checks it, so a mail scanner's prefetch does
 * not burn it; the 'Continue' post redeems it, once.
 */
import { z } from "zod";
import { emailKey } from "~/kits/records/championLookup";
import { localeFromPath, type Locale } from "~/i18n/locale";
import { signInWordsIn } from "~/kits/signIn/words";
import { log } from "~/platform/log.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { db } from "~/db/serverStore.server";
import { consumeToken, isTokenUnused, loginTokens } from "./loginTokens.server";

const recordIdSchema = z.array(z.string().trim().min(1).max(100)).length(1);
const jwtSchema = z.array(z.string().min(1).max(4096)).length(1);

/** A good link: the champion's record id, the token, and the email key the link was mailed to. */
export type LinkCheck = { ok: true; recordId: string; jwt: string; email: string } | { ok: false; message: string };

async function check(recordIds: unknown[], jwts: unknown[], redeem: boolean, locale: Locale): Promise<LinkCheck> {
  const portalMessages = signInWordsIn(locale).messages;
  const recordId = recordIdSchema.safeParse(recordIds);
  if (!recordId.success) return { ok: false, message: portalMessages.noRecordId };
  const jwt = jwtSchema.safeParse(jwts);
  if (!jwt.success) return { ok: false, message: portalMessages.tokenFailed };
  const [id] = recordId.data as [string];
  const [token] = jwt.data as [string];
  const verified = await loginTokens().verify(token, id);
  const store = db();
  let problem: string | null = typeof verified === "string" ? verified : null;
  let email = "";
  if (typeof verified !== "string") {
    email = verified.email;
    const champion = await createRecordSource(store).championById(verified.championId);
    // The link is also void once the champion's address changed.
    if (!champion?.Email || emailKey(champion.Email) !== verified.email) problem = "champion changed";
    else if (redeem ? !(await consumeToken(store, verified.jti)) : !(await isTokenUnused(store, verified.jti)))
      problem = "used";
  }
  if (problem) {
    log.warn("sign-in link refused", { reason: problem, redeem });
    return { ok: false, message: portalMessages.tokenFailed };
  }
  return { ok: true, recordId: id, jwt: token, email };
}

export function isSignInLink(url: URL): boolean {
  return url.searchParams.has("recordId") || url.searchParams.has("jwt");
}

/** The refusal's sentence is in the language of the link's address. */
export function checkSignInLink(url: URL): Promise<LinkCheck> {
  return check(
    url.searchParams.getAll("recordId"),
    url.searchParams.getAll("jwt"),
    false,
    localeFromPath(url.pathname),
  );
}

export function redeemSignInLink(form: FormData, locale: Locale = "en"): Promise<LinkCheck> {
  return check(form.getAll("recordId"), form.getAll("jwt"), true, locale);
}
