/**
 * The emailed link, for every realm: the portal's (`/portal?recordId=…&jwt=…`) and the Continue pages' of the
 * partner portal, the staff console and a Shield account (`…/continue?jwt=…`). Opening it only checks it, so a mail
 * scanner's prefetch does not burn it; the 'Continue' post redeems it, once. A refused link is logged with its
 * reason, never its token.
 */
import { z } from "zod";
import { emailKey } from "~/kits/records/championLookup";
import { localeFromPath, type Locale } from "~/i18n/locale";
import { signInWordsIn } from "~/kits/signIn/words";
import { log } from "~/platform/log.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { db } from "~/db/serverStore.server";
import type { Db } from "~/db/engine.server";
import type { Realm } from "./sessions.server";
import { consumeToken, isTokenUnused, loginTokens, type VerifiedToken } from "./loginTokens.server";

const recordIdSchema = z.array(z.string().trim().min(1).max(100)).length(1);
const jwtSchema = z.array(z.string().min(1).max(4096)).length(1);

/** What a realm holds a verified link to: why it no longer opens the realm, or what the realm reads for it. */
export type LinkRule<Extra> = (verified: VerifiedToken, store: Db) => Promise<{ refused: string } | { extra: Extra }>;

export type RealmLinkCheck<Extra> = ({ ok: true; email: string; jwt: string } & Extra) | { ok: false };

/** The one check of a link's token: its form, signature, realm and expiry, the realm's rule, then unused (or spent). */
async function checkToken<Extra>(
  realm: Realm,
  jwts: unknown[],
  recordId: string | null,
  redeem: boolean,
  rule: LinkRule<Extra>,
): Promise<RealmLinkCheck<Extra>> {
  const jwt = jwtSchema.safeParse(jwts);
  if (!jwt.success) return { ok: false };
  const [token] = jwt.data as [string];
  const verified = await loginTokens().verify(token, recordId, realm);
  let problem: string | null = typeof verified === "string" ? verified : null;
  let extra: Extra | undefined;
  if (typeof verified !== "string") {
    const store = db();
    const held = await rule(verified, store);
    if ("refused" in held) problem = held.refused;
    else if (
      redeem
        ? !(await consumeToken(store, verified.jti, Date.now(), realm))
        : !(await isTokenUnused(store, verified.jti, realm))
    )
      problem = "used";
    else extra = held.extra;
  }
  if (problem || typeof verified === "string" || extra === undefined) {
    // The portal's line kept its name from before the other realms had links.
    log.warn(realm === "portal" ? "sign-in link refused" : `${realm} sign-in link refused`, {
      reason: problem,
      redeem,
    });
    return { ok: false };
  }
  return { ok: true, email: verified.email, jwt: token, ...extra };
}

/**
 * The link of a realm bound to an address alone (partner, staff, shield: its subject is the address): `check`
 * for opening the Continue page, `redeem` for its post.
 */
export function realmLink<Extra extends object>(realm: Exclude<Realm, "portal">, rule: LinkRule<Extra>) {
  return {
    check: (url: URL) => checkToken(realm, url.searchParams.getAll("jwt"), null, false, rule),
    redeem: (form: FormData) => checkToken(realm, form.getAll("jwt"), null, true, rule),
  };
}

/** A good portal link: the champion's record id, the token, and the email key the link was mailed to. */
export type LinkCheck = { ok: true; recordId: string; jwt: string; email: string } | { ok: false; message: string };

// The link is also void once the champion's address changed.
const championStillThere: LinkRule<Record<never, never>> = async (verified, store) => {
  const champion = await createRecordSource(store).championById(verified.championId);
  return champion?.Email && emailKey(champion.Email) === verified.email
    ? { extra: {} }
    : { refused: "champion changed" };
};

async function check(recordIds: unknown[], jwts: unknown[], redeem: boolean, locale: Locale): Promise<LinkCheck> {
  const portalMessages = signInWordsIn(locale).messages;
  const recordId = recordIdSchema.safeParse(recordIds);
  if (!recordId.success) return { ok: false, message: portalMessages.noRecordId };
  const [id] = recordId.data as [string];
  const link = await checkToken("portal", jwts, id, redeem, championStillThere);
  return link.ok
    ? { ok: true, recordId: id, jwt: link.jwt, email: link.email }
    : { ok: false, message: portalMessages.tokenFailed };
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
