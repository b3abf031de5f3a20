/**
 * A subscriber's page of one subscription (`/shield/account/<id>`): what it shows, and its posts (cancel at the
 * term's end, keep the subscription). Another address's subscription, like an id that does not exist, is a 404 on
 * the page and on every post.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { localeFromPath, type Locale } from "~/i18n/locale";
import { db } from "~/db/serverStore.server";
import { org } from "~/config/org";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import type { ShieldSubscription } from "~/kits/records/schema.server";
import { env } from "~/platform/env.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { readCancelForm } from "~/shield/cancelReasons";
import { shieldResponseHeaders } from "~/shield/shieldPage";
import { shieldWordsIn } from "~/shield/shieldWords";
import {
  endDay,
  formatDay,
  formatDollars,
  isReadableDay,
  lastFour,
  planInWords,
  shipmentInWords,
  statusInWords,
  trackingLink,
} from "~/shield/subscriptionView";
import { billingProvider } from "./billing.server";
import { openCancellation, reactivateSubscription, requestCancellation } from "./cancellation.server";
import { referralCodeOf, referralLink } from "./referralCodes.server";
import { subscriptionOf } from "./shieldAccess.server";
import { requireSubscriber } from "./shieldSession.server";

export const notFound = () => data(null, { status: 404, headers: shieldResponseHeaders });

/** The page of one subscription of the signed-in address; another's id answers 404, like one that does not exist. */
export async function subscriptionLoader({ request, params }: LoaderFunctionArgs) {
  const email = await requireSubscriber(request);
  const subscription = await subscriptionOf(db(), email, params.id ?? "");
  if (!subscription) throw notFound();
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return data(
    {
      email,
      protection: { csrfToken, honeypotProps },
      subscription: await subscriptionView(subscription, localeFromPath(new URL(request.url).pathname)),
    },
    { headers: csrfCookie ? { "Set-Cookie": csrfCookie } : {} },
  );
}

/** What the page shows, in the page's language. */
export async function subscriptionView(subscription: ShieldSubscription, locale: Locale) {
  const words = shieldWordsIn(locale);
  const provider = billingProvider();
  const code = await referralCodeOf(db(), subscription.id);
  const ends = endDay(subscription);
  const day = (value: string | null) => (value ? formatDay(locale, value) : null);
  const shipped = subscription.Shipping_Status === "Shipped";
  const tracking = subscription.Tracking_Number;
  return {
    id: subscription.id,
    plan: planInWords(locale, subscription),
    status: statusInWords(locale, subscription),
    amount: subscription.Amount === null ? null : formatDollars(locale, subscription.Amount),
    nextBilling: subscription.Status === "non_renewing" ? null : day(subscription.Next_Billing_At),
    endDate: day(ends),
    // The day the cancel and keep sections name: the term's end, or the next billing; none they cannot read.
    termEnds:
      [ends, subscription.Status === "non_renewing" ? null : subscription.Next_Billing_At]
        .filter(isReadableDay)
        .map((value) => formatDay(locale, value))[0] ?? null,
    device: subscription.Device_Type ? words.plans.devices[subscription.Device_Type] : null,
    sims: subscription.ICCIDs.map(lastFour),
    shippingAddress: subscription.Shipping_Address,
    shipment: shipmentInWords(locale, subscription),
    tracking: shipped && tracking ? { number: tracking, link: trackingLink(tracking) } : null,
    lineActive: shipped ? subscription.Active_On_Carrier === "Yes" : null,
    canCancel: subscription.Status === "live" || subscription.Status === "future" || subscription.Status === null,
    canReactivate: subscription.Status === "non_renewing",
    cancellation: subscription.Status === "non_renewing" ? await openCancellation(db(), subscription.id) : null,
    referral: { code, link: referralLink(env().publicUrl, code) },
    billing: provider.configured
      ? {
          cardLink: await provider.cardUpdateLink(subscription.Subscription_ID ?? ""),
          invoices: (await provider.invoices(subscription.Subscription_ID ?? "")).map((invoice) => ({
            label: words.billing.invoice(invoice.number, formatDay(locale, invoice.date)),
            id: invoice.id,
          })),
          contact: null,
        }
      : { cardLink: null, invoices: [], contact: words.billing.contact(org.email) },
  };
}

export type PostAnswer =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: "reason" | "words" | "confirm"; typed?: { reason: string; words: string } };

const POSTS_PER_HOUR = 10;

/** A post of the page: cancel at the term's end (with a reason and the box ticked) or keep the subscription. */
export async function subscriptionPost(request: Request, email: string, id: string) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const words = shieldWordsIn(locale).cancel;
  const answer = (body: PostAnswer, status = 200) => data(body, { status, headers: shieldResponseHeaders });
  const subscription = await subscriptionOf(db(), email, id);
  if (!subscription) throw notFound();
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return answer({ ok: false, message: guarded.spam ? words.errors.notNow : guarded.message }, 400);
  if (!(await hitRateLimit(db(), `shield-post:${email}`, POSTS_PER_HOUR, 60 * 60 * 1000)))
    return answer({ ok: false, message: words.errors.tooMany }, 429);
  const provider = billingProvider();
  const form = guarded.form;
  // The address the subscription's emails go to (`queueShieldEmail`): the one it was found by.
  const sentTo = subscription.Email?.trim() || email;
  if (singleText(form, "intent") === "reactivate") {
    const outcome = await reactivateSubscription(db(), id, provider);
    // Each answer says only what was sent, and to what (issue 45): an unchanged subscription was emailed nothing.
    if (outcome === "reactivated") return answer({ ok: true, message: words.reactivated(sentTo) });
    return outcome === "already"
      ? answer({ ok: true, message: words.notCancelling })
      : answer({ ok: false, message: words.errors.notNow }, outcome === "provider-failed" ? 503 : 409);
  }
  const read = readCancelForm({
    reason: singleText(form, "reason"),
    words: singleText(form, "words"),
    confirm: singleText(form, "confirm"),
  });
  if ("problem" in read) {
    const field = read.problem === "other" || read.problem === "characters" ? "words" : read.problem;
    return answer({ ok: false, message: words.errors[read.problem], field, typed: read.typed }, 400);
  }
  const outcome = await requestCancellation(db(), id, read, locale, provider);
  if (outcome === "requested" || outcome === "already") {
    const ends = endDay({ ...subscription, Status: "non_renewing" });
    // A request made before was emailed then: the answer is the same.
    const message = isReadableDay(ends)
      ? words.requested(formatDay(locale, ends), sentTo)
      : words.requestedNoDay(sentTo);
    return answer({ ok: true, message });
  }
  return answer({ ok: false, message: words.errors.notNow }, outcome === "provider-failed" ? 503 : 409);
}
