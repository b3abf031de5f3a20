/**
 * The emails a Shield subscriber gets (decision 088), in text and HTML, in the subscriber's language: the sign-in
 * link, the request to cancel at the term's end and taking it back, the shipment with its tracking link, the line
 * active with the carrier, and a prepaid term's renewal reminder. Each is written to the outbox in the transaction
 * of the write it reports (`queueShieldEmail`).
 */
import { pathInLocale, type Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { continueLink, signInEmail } from "~/kits/signIn/loginEmail.server";
import type { ShieldSubscription } from "~/kits/records/schema.server";
import { emailDocument, escapeHtml } from "~/mail/emailHtml.server";
import { singleLine } from "~/mail/emailText.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import type { Db } from "~/db/engine.server";
import { afterCommit } from "~/db/transaction.server";
import { env } from "~/platform/env.server";
import { shieldPaths } from "~/shield/shieldPage";
import { shieldWordsIn } from "~/shield/shieldWords";
import { formatDay, trackingLink } from "~/shield/subscriptionView";
import { subscriberLocale } from "./shieldAccess.server";

export type ShieldEmail = { subject: string; text: string; html: string };

/** A paragraph of text, then a link on a line of its own (shown whole too, for a mail reader that hides links). */
type Part = { say: string } | { link: string; label?: string };

function compose(locale: Locale, subject: string, greeting: string, parts: readonly Part[]): ShieldEmail {
  const words = shieldWordsIn(locale).email;
  const text = [greeting, ""];
  const html = [`<p>${escapeHtml(greeting)}</p>`];
  for (const part of parts) {
    if ("say" in part) {
      text.push(part.say, "");
      html.push(`<p>${escapeHtml(part.say)}</p>`);
    } else {
      text.push(part.link, "");
      html.push(
        `<p style="word-break:break-all"><a href="${escapeHtml(part.link)}">${escapeHtml(part.label ?? part.link)}</a></p>`,
      );
    }
  }
  text.push(words.signature);
  html.push(`<p>${escapeHtml(words.signature)}</p>`);
  return { subject, text: text.join("\n"), html: emailDocument(locale, subject, html.join("\n")) };
}

export function accountLink(locale: Locale, id?: string): string {
  return new URL(pathInLocale(locale, id ? shieldPaths.subscription(id) : shieldPaths.home), env().publicUrl).href;
}

export function shieldSignInLink(token: string, locale: Locale): string {
  return continueLink(env().publicUrl, pathInLocale(locale, shieldPaths.continue), token);
}

export function composeShieldSignInEmail(link: string, locale: Locale): ShieldEmail {
  return signInEmail(link, locale, shieldWordsIn(locale).email.signIn);
}

type Subscriber = Pick<ShieldSubscription, "id" | "Name" | "Language">;

const greetingOf = (locale: Locale, subscription: Subscriber) =>
  shieldWordsIn(locale).email.greeting(singleLine(subscription.Name) || null);

export function cancelRequestedEmail(subscription: Subscriber, endDay: string | null): ShieldEmail {
  const locale = subscriberLocale(subscription);
  const words = shieldWordsIn(locale).email.cancelled;
  return compose(locale, words.subject, greetingOf(locale, subscription), [
    { say: words.body(endDay ? formatDay(locale, endDay) : null) },
    { link: accountLink(locale, subscription.id) },
  ]);
}

export function reactivatedEmail(subscription: Subscriber): ShieldEmail {
  const locale = subscriberLocale(subscription);
  const words = shieldWordsIn(locale).email.reactivated;
  return compose(locale, words.subject, greetingOf(locale, subscription), [
    { say: words.body },
    { link: accountLink(locale, subscription.id) },
  ]);
}

export function shippedEmail(subscription: Subscriber, trackingNumber: string): ShieldEmail {
  const locale = subscriberLocale(subscription);
  const words = shieldWordsIn(locale).email;
  const tracking = trackingLink(trackingNumber);
  return compose(locale, words.shipped.subject, greetingOf(locale, subscription), [
    { say: words.shipped.body(trackingNumber) },
    ...(tracking ? [{ say: words.shipped.track }, { link: tracking }] : []),
    { say: words.account },
    { link: accountLink(locale, subscription.id) },
  ]);
}

export function lineActiveEmail(subscription: Subscriber): ShieldEmail {
  const locale = subscriberLocale(subscription);
  const words = shieldWordsIn(locale).email;
  return compose(locale, words.active.subject, greetingOf(locale, subscription), [
    { say: words.active.body },
    { say: words.account },
    { link: accountLink(locale, subscription.id) },
  ]);
}

export function renewalReminderEmail(subscription: Subscriber, expiresAt: string): ShieldEmail {
  const locale = subscriberLocale(subscription);
  const words = shieldWordsIn(locale).email;
  return compose(locale, words.renewal.subject, greetingOf(locale, subscription), [
    { say: words.renewal.body(formatDay(locale, expiresAt)) },
    { link: new URL(pathInLocale(locale, "/shield"), env().publicUrl).href },
    { say: words.account },
    { link: accountLink(locale, subscription.id) },
  ]);
}

/**
 * Writes a subscriber's email to the outbox; the caller's transaction holds the write it reports, and the sender is
 * woken once that transaction commits.
 */
export async function queueShieldEmail(
  trx: Db,
  subscription: Pick<ShieldSubscription, "id" | "Email">,
  message: ShieldEmail,
  now = Date.now(),
): Promise<boolean> {
  if (!subscription.Email) return false;
  await enqueueMail(
    trx,
    {
      emailKey: emailKey(subscription.Email),
      recipient: subscription.Email.trim(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      notAfter: NO_EXPIRY,
      kind: "shield",
      recordId: subscription.id,
    },
    now,
  );
  afterCommit(trx, wakeMailSender);
  return true;
}
