/**
 * What the /portal route's loader and action do, kept out of the route module so it stays a page. The language
 * is the address's (`/es/portal` is Spanish): its sentences, its redirects, and the language kept for the person.
 */
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { localeFromPath, pathInLocale, type Locale } from "~/i18n/locale";
import { portalWords } from "~/portal/words";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log } from "~/platform/log.server";
import { rememberLanguage } from "~/kits/records/personLanguage.server";
import { db } from "~/db/serverStore.server";
import { currentSession, endSession, personalHeaders, startSession } from "~/kits/signIn/portalSession.server";
import { checkSignInLink, isSignInLink, redeemSignInLink } from "~/kits/signIn/signInLink.server";
import { moneyGiftsFor, type MoneyGiftsView } from "~/gifts/server/portalGifts.server";
import { volunteeringFor, type VolunteeringView } from "~/volunteering/server/portalVolunteering.server";
import { loadTrackerView, type TrackerView } from "./trackerView.server";

const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

/** Where a request for donor data goes when there is none: the tracker, with a notice that says so. */
const NO_INVENTORY = "no-inventory";
export const noInventoryNotice = `/portal?notice=${NO_INVENTORY}`;

export type PortalPageData =
  | { kind: "continue"; recordId: string; jwt: string }
  | { kind: "signed-out"; message: string }
  | (TrackerView & { notice: string | null; gifts: MoneyGiftsView | null; volunteering: VolunteeringView | null });

function localeOf(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

export async function portalPageData(request: Request) {
  const url = new URL(request.url);
  const locale = localeOf(request);
  const messages = portalWords(locale).messages;
  const protection = await formProtection(request);
  let data: PortalPageData;
  if (isSignInLink(url)) {
    const link = await checkSignInLink(url);
    data = link.ok
      ? { kind: "continue", recordId: link.recordId, jwt: link.jwt }
      : { kind: "signed-out", message: link.message };
  } else {
    const session = await currentSession(request);
    if (!session) data = { kind: "signed-out", message: messages.noRecordId };
    else {
      // Opening the portal in a language makes it the person's language, for the emails written to them later.
      if (session.emailKey) await rememberPortalLanguage(session.emailKey, locale);
      const notice = url.searchParams.get("notice") === NO_INVENTORY ? messages.noInventory : null;
      // A person's money gifts (issue 47) and volunteer shifts (issue 49) sit beside what the tracker shows, or
      // alone for one who only gave money or volunteered.
      const [tracker, gifts, volunteering] = await Promise.all([
        loadTrackerView(session.championId, pageSchema.parse(url.searchParams.get("page") ?? 1), locale),
        moneyGiftsFor(session.championId, locale),
        volunteeringFor(session.emailKey, locale),
      ]);
      data = { ...tracker, notice, gifts, volunteering };
    }
  }
  return {
    data,
    protection: { csrfToken: protection.csrfToken, honeypotProps: protection.honeypotProps },
    csrfCookie: protection.csrfCookie,
  };
}

/** A language not kept is no reason to refuse the page: the failure is logged and the page shown. */
async function rememberPortalLanguage(emailKey: string, locale: Locale) {
  try {
    await rememberLanguage(db(), emailKey, locale);
  } catch (error) {
    log.error("language not kept", { error });
  }
}

export type PortalActionResult = { error: string; status: number } | { redirect: Response };

/**
 * 'Continue' redeems the emailed link into a session; 'Back to Search' (the spec's) ends the session and returns
 * to the sign-in, as 'Sign out' does, which then says the person is signed out.
 */
export async function portalAction(request: Request): Promise<PortalActionResult> {
  const locale = localeOf(request);
  const messages = portalWords(locale).messages;
  const guarded = await readGuardedForm(request);
  if (!guarded.ok && guarded.spam) return { error: messages.tokenFailed, status: 400 };
  if (!guarded.ok) return { error: guarded.message, status: guarded.status };
  const intent = singleText(guarded.form, "intent");
  if (intent === "back" || intent === "sign-out") {
    const cookie = await endSession(request);
    const signIn = pathInLocale(locale, "/auth") + (intent === "sign-out" ? "?signed-out=1" : "");
    return { redirect: redirect(signIn, { headers: personalHeaders({ "Set-Cookie": cookie }) }) };
  }
  if (intent === "continue") {
    const link = await redeemSignInLink(guarded.form, locale);
    if (!link.ok) return { error: link.message, status: 400 };
    try {
      const cookie = await startSession(request, link.recordId, link.email);
      log.info("portal session started");
      return {
        redirect: redirect(pathInLocale(locale, "/portal"), { headers: personalHeaders({ "Set-Cookie": cookie }) }),
      };
    } catch (error) {
      log.error("portal session not started", { error });
      return { error: messages.networkError, status: 503 };
    }
  }
  return { error: messages.formOnly, status: 400 };
}
