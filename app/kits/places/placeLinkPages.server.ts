/**
 * The pages a place's emailed or texted link opens, for every wing with places (a class's, a volunteer shift's):
 * cancel a place, or take a place offered from the waitlist, in either language. Opening the link only asks (a mail
 * scanner that follows it changes nothing); the button posts, guarded and limited, and the link is spent in the
 * transaction of the change the wing makes (with the messages it causes).
 */
import { data } from "@remix-run/node";
import type { Db } from "~/db/engine.server";
import { db } from "~/db/serverStore.server";
import { inTransaction } from "~/db/transaction.server";
import { localeFromPath, type Locale } from "~/i18n/locale";
import { formProtection, readGuardedForm } from "~/kits/forms/formGuard.server";
import { findLink, spendLink, type LinkPurpose } from "~/kits/links/linkTokens.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import type { Place } from "./placeQueue.server";

export type LinkKind = "cancel" | "confirm";
const LINK_POSTS_PER_HOUR = 30;

export type LinkPage = {
  kind: LinkKind;
  title: string | null;
  state: "ask" | "done" | "gone" | "stale" | "limited";
  /** An offer's deadline, as the page's language writes it. */
  deadline?: string;
};

export type PlaceLinks<Session> = {
  purposes: Record<LinkKind, LinkPurpose>;
  /** The rate limit's and the log's name: "class", "volunteer". */
  name: string;
  placeOf(db: Db, seq: number): Promise<Place | null>;
  sessionOf(db: Db, id: string): Promise<(Session & { id: string; title: string }) | null>;
  deadlineIn(locale: Locale, deadline: number): string;
  /** The change, in the link's transaction: the place cancelled or the offer confirmed; false when it was not. */
  act(trx: Db, kind: LinkKind, place: Place, session: Session & { id: string; title: string }): Promise<boolean>;
};

/** A place's page (asked, done, gone…) with its form's protection; personal, never stored. */
export async function placeLinkPage(request: Request, body: LinkPage, status = 200) {
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return data(
    { ...body, protection: { csrfToken, honeypotProps } },
    { status, headers: personalHeaders(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) },
  );
}

export function placeLinkPages<Session>(links: PlaceLinks<Session>) {
  const page = placeLinkPage;
  async function open(kind: LinkKind, token: string) {
    const link = await findLink(db(), links.purposes[kind], token);
    if (!link || link.state !== "valid") return null;
    const place = await links.placeOf(db(), Number(link.subjectId));
    const live = kind === "cancel" ? place && place.state !== "cancelled" : place?.state === "offered";
    if (!place || !live) return null;
    const session = await links.sessionOf(db(), place.sessionId);
    return session ? { link, place, session } : null;
  }

  async function linkLoader(request: Request, kind: LinkKind, token: string) {
    const opened = await open(kind, token);
    if (!opened) return page(request, { kind, title: null, state: "gone" }, 404);
    const locale = localeFromPath(new URL(request.url).pathname);
    const deadline = opened.place.offerDeadline ?? opened.link.expiresAt;
    const offer = kind === "confirm" ? { deadline: links.deadlineIn(locale, deadline) } : {};
    return page(request, { kind, title: opened.session.title, state: "ask", ...offer });
  }

  async function linkAction(request: Request, kind: LinkKind, token: string, clientAddress: string) {
    const guarded = await readGuardedForm(request);
    const opened = await open(kind, token);
    if (!opened) return page(request, { kind, title: null, state: "gone" }, 404);
    const title = opened.session.title;
    if (!guarded.ok) return page(request, { kind, title, state: "stale" }, guarded.status);
    if (!(await hitRateLimit(db(), `${links.name}-link:${clientAddress}`, LINK_POSTS_PER_HOUR, 60 * 60 * 1000)))
      return page(request, { kind, title, state: "limited" }, 429);
    const done = await inTransaction(db(), async (trx) => {
      if (!(await spendLink(trx, opened.link.hash))) return false;
      return links.act(trx, kind, opened.place, opened.session);
    });
    if (!done) return page(request, { kind, title: null, state: "gone" }, 404);
    log.info(`${links.name} ${kind === "cancel" ? "place cancelled" : "place confirmed"}`, {
      session: opened.session.id,
    });
    return page(request, { kind, title, state: "done" });
  }

  return { linkLoader, linkAction };
}
