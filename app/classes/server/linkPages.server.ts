/**
 * The pages an emailed class link opens: `/dsclasses/cancel/<token>` (cancel a place) and
 * `/dsclasses/confirm/<token>` (take a seat offered from the waitlist), in either language. Opening the link only
 * asks (a mail scanner that follows it changes nothing); the button posts, guarded and limited. A place cancelled
 * is confirmed to its student (with a calendar cancellation for a seat) and offers its seat to the first waiting, a seat confirmed sends the seat's confirmation, each email in the change's
 * transaction.
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { inTransaction } from "~/db/transaction.server";
import { formProtection, readGuardedForm } from "~/kits/forms/formGuard.server";
import { findLink, spendLink, type LinkPurpose } from "~/kits/links/linkTokens.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { localeFromPath } from "~/i18n/locale";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { placeCancelledMail } from "./cancelEmails.server";
import { deadlineIn, placeTakenMail, seatOfferedMail } from "./classEmails.server";
import { classSession } from "./sessions.server";
import { cancelSeat, confirmOffer, seatOf } from "./seats.server";
import { classMailSettings } from "./signUpPage.server";

export type LinkKind = "cancel" | "confirm";
const purposes: Record<LinkKind, LinkPurpose> = { cancel: "class-cancel", confirm: "class-offer" };
const LINK_POSTS_PER_HOUR = 30;

type LinkPage = {
  kind: LinkKind;
  title: string | null;
  state: "ask" | "done" | "gone" | "stale" | "limited";
  /** An offer's deadline, as the page's language writes it ("6:00 PM on Tuesday, March 2, 2027"). */
  deadline?: string;
};

async function openSeat(kind: LinkKind, token: string) {
  const link = await findLink(db(), purposes[kind], token);
  if (!link || link.state !== "valid") return null;
  const seat = await seatOf(db(), Number(link.subjectId));
  const live = kind === "cancel" ? seat && seat.state !== "cancelled" : seat?.state === "offered";
  if (!seat || !live) return null;
  const session = await classSession(db(), seat.sessionId);
  return session ? { link, seat, session } : null;
}

async function page(request: Request, body: LinkPage, status = 200) {
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return data(
    { ...body, protection: { csrfToken, honeypotProps } },
    { status, headers: personalHeaders(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) },
  );
}

export async function linkLoader(request: Request, kind: LinkKind, token: string) {
  const open = await openSeat(kind, token);
  if (!open) return page(request, { kind, title: null, state: "gone" }, 404);
  const locale = localeFromPath(new URL(request.url).pathname);
  const deadline = open.seat.offerDeadline ?? open.link.expiresAt;
  const offer =
    kind === "confirm" ? { deadline: deadlineIn(locale, deadline, classMailSettings().timeZone).email } : {};
  return page(request, { kind, title: open.session.title, state: "ask", ...offer });
}

export async function linkAction(request: Request, kind: LinkKind, token: string, clientAddress: string) {
  const guarded = await readGuardedForm(request);
  const open = await openSeat(kind, token);
  if (!open) return page(request, { kind, title: null, state: "gone" }, 404);
  const title = open.session.title;
  if (!guarded.ok) return page(request, { kind, title, state: "stale" }, guarded.status);
  const client = clientAddress;
  if (!(await hitRateLimit(db(), `class-link:${client}`, LINK_POSTS_PER_HOUR, 60 * 60 * 1000)))
    return page(request, { kind, title, state: "limited" }, 429);
  const settings = classMailSettings();
  const done = await inTransaction(db(), async (trx) => {
    if (!(await spendLink(trx, open.link.hash))) return false;
    return kind === "cancel"
      ? cancelSeat(trx, open.seat.seq, {
          cancelled: placeCancelledMail(settings, open.session),
          offer: seatOfferedMail(settings, open.session),
          timeZone: settings.timeZone,
        })
      : confirmOffer(trx, open.seat.seq, placeTakenMail(settings, open.session));
  });
  if (!done) return page(request, { kind, title: null, state: "gone" }, 404);
  log.info(kind === "cancel" ? "class place cancelled" : "class seat confirmed", { session: open.session.id });
  return page(request, { kind, title, state: "done" });
}
