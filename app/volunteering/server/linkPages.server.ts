/**
 * The pages a volunteer's link opens: `/volunteer/cancel/<token>` (give a place up) and `/volunteer/confirm/<token>`
 * (take a place offered from the waitlist), in either language. Opening the link only asks (a mail scanner that
 * follows it changes nothing); the button posts, guarded and limited. A place given up is confirmed to its person
 * and offered to the first waiting, each message in the change's transaction.
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { inTransaction } from "~/db/transaction.server";
import { localeFromPath } from "~/i18n/locale";
import { formProtection, readGuardedForm } from "~/kits/forms/formGuard.server";
import { findLink, spendLink, type LinkPurpose } from "~/kits/links/linkTokens.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { shiftPlaces } from "./places.server";
import { deadlineIn, placeCancelledMessage, placeOfferedMessage, placeTakenMessage } from "./shiftMessages.server";
import { shiftById } from "./shifts.server";
import { volunteerMailSettings } from "./mailSettings.server";

export type LinkKind = "cancel" | "confirm";
const purposes: Record<LinkKind, LinkPurpose> = { cancel: "volunteer-cancel", confirm: "volunteer-offer" };
const LINK_POSTS_PER_HOUR = 30;

export type LinkPage = {
  kind: LinkKind;
  title: string | null;
  state: "ask" | "done" | "gone" | "stale" | "limited";
  deadline?: string;
};

async function openPlace(kind: LinkKind, token: string) {
  const link = await findLink(db(), purposes[kind], token);
  if (!link || link.state !== "valid") return null;
  const place = await shiftPlaces(volunteerMailSettings().timeZone).placeOf(db(), Number(link.subjectId));
  const live = kind === "cancel" ? place && place.state !== "cancelled" : place?.state === "offered";
  if (!place || !live) return null;
  const shift = await shiftById(db(), place.sessionId);
  return shift ? { link, place, shift } : null;
}

async function page(request: Request, body: LinkPage, status = 200) {
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return data(
    { ...body, protection: { csrfToken, honeypotProps } },
    { status, headers: personalHeaders(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) },
  );
}

export async function linkLoader(request: Request, kind: LinkKind, token: string) {
  const open = await openPlace(kind, token);
  if (!open) return page(request, { kind, title: null, state: "gone" }, 404);
  const locale = localeFromPath(new URL(request.url).pathname);
  const deadline = open.place.offerDeadline ?? open.link.expiresAt;
  const offer =
    kind === "confirm" ? { deadline: deadlineIn(locale, deadline, volunteerMailSettings().timeZone).email } : {};
  return page(request, { kind, title: open.shift.title, state: "ask", ...offer });
}

export async function linkAction(request: Request, kind: LinkKind, token: string, clientAddress: string) {
  const guarded = await readGuardedForm(request);
  const open = await openPlace(kind, token);
  if (!open) return page(request, { kind, title: null, state: "gone" }, 404);
  const title = open.shift.title;
  if (!guarded.ok) return page(request, { kind, title, state: "stale" }, guarded.status);
  if (!(await hitRateLimit(db(), `volunteer-link:${clientAddress}`, LINK_POSTS_PER_HOUR, 60 * 60 * 1000)))
    return page(request, { kind, title, state: "limited" }, 429);
  const settings = volunteerMailSettings();
  const places = shiftPlaces(settings.timeZone);
  const done = await inTransaction(db(), async (trx) => {
    if (!(await spendLink(trx, open.link.hash))) return false;
    return kind === "cancel"
      ? places.cancel(trx, open.place.seq, {
          cancelled: placeCancelledMessage(settings, open.shift),
          offer: placeOfferedMessage(settings, open.shift),
        })
      : places.confirmOffer(trx, open.place.seq, placeTakenMessage(settings, open.shift));
  });
  if (!done) return page(request, { kind, title: null, state: "gone" }, 404);
  log.info(kind === "cancel" ? "volunteer place given up" : "volunteer place confirmed", { shift: open.shift.id });
  return page(request, { kind, title, state: "done" });
}
