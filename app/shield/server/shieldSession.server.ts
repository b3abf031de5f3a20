/**
 * A Shield subscriber's sessions (realm "shield", cookie `shield_session`, the portal's idle and absolute limits).
 * The session's email key is the subscriber's address; every request checks again that the address still has a
 * subscription, so one the CRM removed ends the session.
 */
import { localeFromPath, pathInLocale } from "~/i18n/locale";
import { db } from "~/db/serverStore.server";
import { createSessions, type Session } from "~/kits/signIn/sessions.server";
import { shieldPaths, shieldResponseHeaders } from "~/shield/shieldPage";
import { hasSubscription } from "./shieldAccess.server";
import { requireSignedIn } from "~/kits/signIn/requireSignedIn.server";

async function whyEnded(session: Session): Promise<string | null> {
  if (!session.emailKey) return "no address";
  return (await hasSubscription(db(), session.emailKey)) ? null : "no subscription";
}

export const shieldSessions = createSessions("shield", whyEnded);

/** The signed-in subscriber's address (its email key), or null. */
export async function currentSubscriber(request: Request): Promise<string | null> {
  return (await shieldSessions.current(request))?.emailKey ?? null;
}

/** A path of the account pages in the language of the request's address. */
export function shieldPathFor(request: Request, path: string): string {
  return pathInLocale(localeFromPath(new URL(request.url).pathname), path);
}

/** The signed-in subscriber's address; anyone else is sent to the sign-in. */
export async function requireSubscriber(request: Request): Promise<string> {
  return requireSignedIn(currentSubscriber(request), shieldPathFor(request, shieldPaths.home), shieldResponseHeaders);
}
