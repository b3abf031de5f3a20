/**
 * The partner portal's sessions (issue 27 part 3, decision 080): realm "partner", a cookie of its own
 * (`partner_session`, HttpOnly, SameSite=Lax, the portal's idle and absolute limits). The session's email key is
 * the caseworker's address; its subject is the partner they act for, or `NO_PARTNER` while a caseworker listed by
 * several partners has not chosen yet. Every request checks both again: a partner that is no longer active, or no
 * longer lists the address, ends the session.
 */
import { redirect } from "@remix-run/node";
import { pathInLocale, localeFromPath } from "~/i18n/locale";
import { db } from "~/db/serverStore.server";
import { createSessions, type Session } from "~/kits/signIn/sessions.server";
import { activePartnersOfEmail, type PartnerChoice } from "./partnerAccess.server";
import { requireSignedIn } from "~/kits/signIn/requireSignedIn.server";

/** A session's subject before its caseworker chose a partner. */
export const NO_PARTNER = "-";

export const partnerPaths = {
  home: "/partners",
  continue: "/partners/continue",
  choose: "/partners/choose",
  signOut: "/partners/sign-out",
  applicant: (contactId: string) => `/partners/applicants/${encodeURIComponent(contactId)}`,
} as const;

/** Headers of every partner page, redirect and error: never stored, never indexed. */
export const partnerResponseHeaders: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

async function whyEnded(session: Session): Promise<string | null> {
  if (!session.emailKey) return "no address";
  const partners = await activePartnersOfEmail(db(), session.emailKey);
  if (partners.length === 0) return "no longer listed";
  if (session.subject !== NO_PARTNER && !partners.some((partner) => partner.id === session.subject))
    return "partner no longer lists the address";
  return null;
}

export const partnerSessions = createSessions("partner", whyEnded);

/** The signed-in caseworker: their address, the partners they may act for, and the one they chose (or null). */
export type PartnerCaseworker = { email: string; partners: PartnerChoice[]; actingFor: PartnerChoice | null };

export async function currentCaseworker(request: Request): Promise<PartnerCaseworker | null> {
  const session = await partnerSessions.current(request);
  if (!session?.emailKey) return null;
  const partners = await activePartnersOfEmail(db(), session.emailKey);
  const actingFor = partners.find((partner) => partner.id === session.subject) ?? null;
  return { email: session.emailKey, partners, actingFor };
}

/** A path of the partner portal in the language of the request's address. */
export function partnerPathFor(request: Request, path: string): string {
  return pathInLocale(localeFromPath(new URL(request.url).pathname), path);
}

/**
 * The caseworker and the partner they act for; anyone else (no partner session: a portal or staff session opens
 * nothing here) is sent to the partner sign-in, and a caseworker who has not chosen yet to the choice.
 */
export async function requireCaseworker(request: Request): Promise<PartnerCaseworker & { actingFor: PartnerChoice }> {
  const caseworker = await requireSignedIn(
    currentCaseworker(request),
    partnerPathFor(request, partnerPaths.home),
    partnerResponseHeaders,
  );
  if (!caseworker.actingFor)
    throw redirect(partnerPathFor(request, partnerPaths.choose), { headers: partnerResponseHeaders });
  return { ...caseworker, actingFor: caseworker.actingFor };
}

/** Starts a partner session (a new id) acting for `subject`, and sends the caseworker on to `next` with its cookie. */
export async function startPartnerSession(request: Request, subject: string, email: string, next: string) {
  const cookie = await partnerSessions.start(request, subject, email);
  return redirect(partnerPathFor(request, next), { headers: { ...partnerResponseHeaders, "Set-Cookie": cookie } });
}
