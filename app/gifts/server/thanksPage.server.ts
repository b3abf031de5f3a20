/**
 * The thank-you page (`/support/thanks?session_id=…`, the provider's return address, in the donor's language): what
 * happens next for a paid gift (the receipt, a monthly gift's emails, the tribute notice, the employer, the portal).
 * Paid is what the store says or, before the provider's event is applied, what the provider says of the session;
 * a session not paid says nothing was charged and links back to the form with what was typed.
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { formatDate } from "~/i18n";
import { localeFromPath } from "~/i18n/locale";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { dollars } from "~/gifts/amounts";
import { dayIn } from "~/gifts/days";
import { paymentsAdapter } from "~/gifts/payments.server";
import { giftBySession, type Gift } from "./giftStore.server";

export type ThanksView =
  | {
      kind: "paid";
      frequency: Gift["frequency"];
      name: string;
      amount: string;
      email: string;
      tribute: { name: string; on: string | null } | null;
      employer: string | null;
    }
  | { kind: "not-paid"; giftId: string }
  | { kind: "unknown" };

async function providerSaysPaid(sessionId: string): Promise<boolean> {
  const payments = paymentsAdapter();
  if (!payments) return false;
  try {
    const session = await payments.session(sessionId);
    return session.payment_status === "paid" || session.status === "complete";
  } catch (error) {
    log.warn("gift session not read", { error: (error as Error).message });
    return false;
  }
}

export async function thanksLoader(request: Request) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const sessionId = url.searchParams.get("session_id") ?? "";
  const gift = /^cs_[\w-]{1,200}$/.test(sessionId) ? await giftBySession(db(), sessionId) : null;
  const answer = (status: number, view: ThanksView) => data({ view }, { status, headers: personalHeaders() });
  if (!gift) return answer(404, { kind: "unknown" });
  if (gift.state !== "paid" && !(gift.state === "open" && (await providerSaysPaid(sessionId))))
    return answer(200, { kind: "not-paid", giftId: gift.id });
  const today = dayIn(env().orgTimeZone, Date.now());
  const noticeOn = gift.tribute?.noticeEmail ? gift.tribute.noticeOn : null;
  return answer(200, {
    kind: "paid",
    frequency: gift.frequency,
    name: gift.name,
    amount: dollars(gift.amountCents + gift.feeCents, locale),
    email: gift.email,
    tribute:
      gift.tribute && noticeOn
        ? { name: gift.tribute.name, on: noticeOn <= today ? null : formatDate(locale, noticeOn) }
        : null,
    employer: gift.employer,
  });
}
