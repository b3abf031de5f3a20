/**
 * A monthly gift's own page (`/gifts/<gift id>/<key>`, the link in every receipt of a monthly gift; issue 47 §4),
 * opened without signing in: its state, and change the amount, pause for 1, 3 or 6 months, resume, or cancel. Each
 * is asked of the provider first (nothing changes here when it fails), then kept with its confirming email in one
 * transaction, and confirmed on the page. A wrong key, or a gift that is not monthly, is the same 404.
 */
import { data, redirect } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { formatMoment } from "~/i18n";
import { localeFromPath, type Locale } from "~/i18n/locale";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { centsOf, dollars, feeToCover, isGiftAmount } from "~/gifts/amounts";
import { paymentsAdapter, type Payments } from "~/gifts/payments.server";
import { giftSettingsNow } from "~/gifts/settings.server";
import { giftWordsIn } from "~/gifts/words";
import { changeSentence, queueChangeEmail, type MonthlyChange } from "./giftEmails.server";
import { absolute, isManageKey, managePath } from "./giftLinks.server";
import { giftById, setMonthlyAmount, setMonthlyState, type Gift, type MonthlyState } from "./giftStore.server";

export const PAUSE_MONTHS = [1, 3, 6] as const;

export type ManageView = {
  state: MonthlyState;
  sentence: string;
  amountDollars: string;
  canChange: boolean;
  canPause: boolean;
  canResume: boolean;
};

type Problem = keyof ReturnType<typeof giftWordsIn>["manage"]["errors"];

const notFound = () => new Response("Not Found", { status: 404, headers: personalHeaders() });

/** The monthly gift the link names, or null (a wrong key is the same as no gift). */
async function linkedGift(giftId: string, key: string | undefined): Promise<Gift | null> {
  if (!isManageKey(giftId, key)) return null;
  const gift = await giftById(db(), giftId);
  return gift && gift.frequency === "monthly" && gift.stripeSubscriptionId && gift.monthlyState ? gift : null;
}

function viewOf(gift: Gift, locale: Locale): ManageView {
  const words = giftWordsIn(locale).manage;
  const state = gift.monthlyState!;
  const amount = dollars(gift.amountCents, locale);
  const sentence =
    state === "paused"
      ? words.state.paused(amount, gift.pausedUntil ? formatMoment(locale, gift.pausedUntil, env().orgTimeZone) : "")
      : state === "cancelled"
        ? words.state.cancelled
        : words.state[state](amount);
  return {
    state,
    sentence,
    amountDollars: (gift.amountCents / 100).toFixed(2),
    canChange: state !== "cancelled",
    canPause: state === "active" || state === "past_due",
    canResume: state === "paused",
  };
}

async function answer(request: Request, gift: Gift, status: number, outcome: { done?: string; problem?: Problem }) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return data(
    {
      view: viewOf(gift, locale),
      done: outcome.done ?? null,
      problem: outcome.problem ? giftWordsIn(locale).manage.errors[outcome.problem] : null,
      protection: { csrfToken, honeypotProps },
    },
    { status, headers: personalHeaders(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) },
  );
}

export async function manageLoader(request: Request, giftId: string, key: string | undefined) {
  const gift = await linkedGift(giftId, key);
  if (!gift) throw notFound();
  return answer(request, gift, 200, {});
}

/** Adds whole calendar months (a day the month lacks is its last day). */
export function monthsOn(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

/** What the form asks for, or the problem with it. */
function changeOf(gift: Gift, form: FormData, now: number): MonthlyChange | Problem {
  const intent = singleText(form, "intent");
  const state = gift.monthlyState;
  if (intent === "amount") {
    const cents = centsOf(singleText(form, "amount") ?? "");
    if (cents === null || !isGiftAmount(cents)) return "amount";
    return state === "cancelled" ? "state" : { kind: "amount", amountCents: cents };
  }
  if (intent === "pause") {
    const months = Number(singleText(form, "months"));
    if (!PAUSE_MONTHS.some((allowed) => allowed === months)) return "months";
    return state === "active" || state === "past_due" ? { kind: "paused", until: monthsOn(now, months) } : "state";
  }
  if (intent === "resume") return state === "paused" ? { kind: "resumed" } : "state";
  if (intent === "cancel") return state !== "cancelled" ? { kind: "cancelled" } : "state";
  return "state";
}

async function askProvider(payments: Payments, gift: Gift, change: MonthlyChange, feeCents: number, now: number) {
  const subscription = gift.stripeSubscriptionId!;
  if (change.kind === "amount") await payments.changeAmount(subscription, change.amountCents + feeCents, now);
  else if (change.kind === "paused") await payments.pause(subscription, change.until);
  else if (change.kind === "resumed") await payments.resume(subscription, now);
  else await payments.cancel(subscription);
}

export async function manageAction(request: Request, giftId: string, key: string | undefined) {
  const gift = await linkedGift(giftId, key);
  if (!gift) throw notFound();
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return answer(request, gift, guarded.spam ? 400 : guarded.status, { problem: "stale" });
  const payments = paymentsAdapter();
  if (!payments) return answer(request, gift, 503, { problem: "provider" });
  const now = Date.now();
  const change = changeOf(gift, guarded.form, now);
  if (typeof change === "string") return answer(request, gift, change === "state" ? 409 : 400, { problem: change });
  const feeCents =
    change.kind === "amount" && gift.feeCents > 0 ? feeToCover(change.amountCents, giftSettingsNow().fee) : 0;
  try {
    await askProvider(payments, gift, change, feeCents, now);
  } catch (error) {
    log.error("monthly gift change not made", { gift: gift.id, change: change.kind, error });
    return answer(request, gift, 503, { problem: "provider" });
  }
  const changed = await inTransaction(db(), async (trx) => {
    await lockWithinTransaction(trx, `gift:${gift.id}`);
    if (change.kind === "amount") await setMonthlyAmount(trx, gift.id, change.amountCents, feeCents);
    else
      await setMonthlyState(
        trx,
        gift.id,
        change.kind === "paused"
          ? { monthlyState: "paused", pausedUntil: change.until }
          : { monthlyState: change.kind === "resumed" ? "active" : "cancelled", pausedUntil: null },
        now,
      );
    const fresh = (await giftById(trx, gift.id))!;
    await queueChangeEmail(trx, fresh, change);
    return fresh;
  });
  log.info("monthly gift changed", { gift: gift.id, change: change.kind });
  return answer(request, changed, 200, { done: changeSentence(changed, change, true) });
}

/** The provider's card page for this gift, opened fresh (its address lasts minutes), returning to the gift's page. */
export async function cardPageRedirect(request: Request, giftId: string, key: string | undefined) {
  const gift = await linkedGift(giftId, key);
  const payments = paymentsAdapter();
  if (!gift || !gift.stripeCustomerId || !payments || gift.monthlyState === "cancelled") throw notFound();
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    const minute = Math.floor(Date.now() / 60_000);
    const url = await payments.cardUpdatePage(
      gift.stripeCustomerId,
      absolute(managePath(gift.id, locale)),
      `${gift.id}:${minute}`,
    );
    return redirect(url, { status: 303, headers: personalHeaders() });
  } catch (error) {
    log.error("card page not opened", { gift: gift.id, error });
    return new Response(giftWordsIn(locale).manage.errors.provider, {
      status: 503,
      headers: personalHeaders({ "Content-Type": "text/plain; charset=utf-8" }),
    });
  }
}
