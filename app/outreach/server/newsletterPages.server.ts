/**
 * The newsletter's pages (issue 49 §3, decision 120). The sign-up is posted from the footer of every page or from
 * `/newsletter`: the footer sits on pages every visitor shares (cached, with no CSRF token of anyone's), so the
 * sign-up is guarded by what such a form can carry: the site's origin check (server.js), the honeypot, limits per
 * client and per address, and the double opt-in itself: a forged post can only send one confirmation email. The
 * confirmation and unsubscribe links each open a page whose button does it (a mail scanner opening a link changes
 * nothing); both of those posts carry the page's CSRF token.
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
import { localeFromPath } from "~/i18n/locale";
import { honeypotFieldName, pageProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { readEmail } from "~/kits/forms/reading";
import { findLink, issueLink, spendLink } from "~/kits/links/linkTokens.server";
import { emailKey } from "~/kits/records/championLookup";
import { env } from "~/platform/env.server";
import { log, maskEmail } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import {
  addressOfUnsubscribeLink,
  askForNewsletter,
  confirmAddress,
  newsletterAddress,
  unsubscribeAddress,
  unsubscribeToken,
} from "./newsletterAddresses.server";
import { newsletterPushJob } from "./newsletterPush.server";
import { sendNewsletterConfirmation, sendNewsletterWelcome } from "./outreachEmails.server";

const HOUR = 60 * 60 * 1000;
const CONFIRM_LINK_MS = 7 * 24 * HOUR;
export const newsletterLimits = { perClient: 10, perAddress: 3 } as const;

export type SignUpAnswer =
  { done: "check"; email: string } | { done: null; problem: "email" | "limited" | "stale"; typed: string };

export async function newsletterLoader(request: Request) {
  const { protection, headers } = await pageProtection(request);
  return data({ protection, answer: null as SignUpAnswer | null }, { headers });
}

/** A sign-up's post: form-encoded, with the honeypot there and empty; the form, or null. */
async function signUpForm(request: Request): Promise<FormData | null> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return null;
  const form = await request.formData().catch(() => null);
  if (!form || singleText(form, honeypotFieldName) !== "") return null;
  return form;
}

export async function newsletterAction(request: Request, clientAddress: string) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { protection, headers } = await pageProtection(request);
  const answer = (status: number, body: SignUpAnswer) => data({ protection, answer: body }, { status, headers });
  // A form is posted: any other method is refused as every other form refuses it.
  if (request.method !== "POST") return answer(405, { done: null, problem: "stale", typed: "" });
  const form = await signUpForm(request);
  const typed = ((form && singleText(form, "email")) ?? "").slice(0, 254);
  if (!form) {
    log.warn("newsletter sign-up refused", { reason: "not a sign-up form" });
    return answer(400, { done: null, problem: "stale", typed });
  }
  const store = db();
  if (!(await hitRateLimit(store, `newsletter:${clientAddress}`, newsletterLimits.perClient, HOUR))) {
    log.warn("newsletter sign-up limited for client", { client: clientAddress });
    return answer(429, { done: null, problem: "limited", typed });
  }
  const email = readEmail(typed);
  if (!email) return answer(400, { done: null, problem: "email", typed });
  if (!(await hitRateLimit(store, `newsletter-address:${emailKey(email)}`, newsletterLimits.perAddress, HOUR))) {
    log.warn("newsletter sign-up limited for address");
    return answer(429, { done: null, problem: "limited", typed });
  }
  const publicUrl = env().publicUrl;
  await inTransaction(store, async (trx) => {
    const asked = await askForNewsletter(trx, email, locale);
    if (asked.already) return;
    const link = await issueLink(trx, "newsletter-confirm", asked.key, CONFIRM_LINK_MS);
    await sendNewsletterConfirmation(
      trx,
      { email, locale },
      { confirm: link.token, unsubscribe: asked.unsubscribe },
      publicUrl,
    );
  });
  log.info("newsletter sign-up asked", { email: maskEmail(email) });
  return answer(200, { done: "check", email });
}

export type LinkAnswer = "ask" | "done" | "used" | "unknown" | "stale";

async function linkPage(request: Request, state: LinkAnswer, status = 200) {
  const { protection, headers } = await pageProtection(request);
  return data({ protection, state }, { status, headers });
}

export async function confirmLoader(request: Request, token: string) {
  const link = await findLink(db(), "newsletter-confirm", token);
  return linkPage(request, !link ? "unknown" : link.state === "valid" ? "ask" : "used", link ? 200 : 404);
}

export async function confirmAction(request: Request, token: string) {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return linkPage(request, "stale", guarded.spam ? 400 : guarded.status);
  const store = db();
  const link = await findLink(store, "newsletter-confirm", token);
  if (!link) return linkPage(request, "unknown", 404);
  const publicUrl = env().publicUrl;
  const confirmed = await inTransaction(store, async (trx) => {
    if (!(await spendLink(trx, link.hash))) return false;
    if (!(await confirmAddress(trx, link.subjectId))) return false;
    const address = (await newsletterAddress(trx, link.subjectId))!;
    await sendNewsletterWelcome(trx, address, unsubscribeToken(address.emailKey), publicUrl);
    afterCommit(trx, () => void newsletterPushJob.wake());
    return true;
  });
  if (confirmed) log.info("newsletter address confirmed");
  return linkPage(request, confirmed ? "done" : "used", confirmed ? 200 : 409);
}

export async function unsubscribeLoader(request: Request, token: string) {
  const address = await addressOfUnsubscribeLink(db(), token);
  return linkPage(
    request,
    !address ? "unknown" : address.state === "unsubscribed" ? "done" : "ask",
    address ? 200 : 404,
  );
}

export async function unsubscribeAction(request: Request, token: string) {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return linkPage(request, "stale", guarded.spam ? 400 : guarded.status);
  const store = db();
  const address = await addressOfUnsubscribeLink(store, token);
  if (!address) return linkPage(request, "unknown", 404);
  await inTransaction(store, async (trx) => {
    await unsubscribeAddress(trx, address.emailKey);
    afterCommit(trx, () => void newsletterPushJob.wake());
  });
  log.info("newsletter address unsubscribed");
  return linkPage(request, "done");
}
