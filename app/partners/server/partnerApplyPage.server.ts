/**
 * What the partner application's page (`/partner/apply`, `/es/partner/apply`) does on the server: its form
 * protection and a fresh submission id, and a post read through the form guard, limited per client, checked
 * field by field, and sent. Every answer is a page in the address's language; bad input is a sentence and a 4xx.
 */
import { randomBytes } from "node:crypto";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { localeFromPath, pathInLocale } from "~/i18n/locale";
import { readPartnerApplication, type PartnerTyped } from "~/partners/partnerApplicationForm";
import { partnerWordsIn } from "~/partners/partnerApplicationWords";
import { partnerCycle } from "~/partners/partnerCycle";
import { pageProtection } from "~/kits/forms/formGuard.server";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log, maskEmail } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { isSubmissionId, submitPartnerApplication } from "./partnerApplications.server";

export const PARTNER_APPLY_PATH = "/partner/apply";
/** Applications a client address may send in an hour: an office behind one address sends a few, a robot no more. */
export const PARTNER_APPLY_PER_HOUR = 5;
const HOUR = 60 * 60 * 1000;

const newSubmissionId = () => randomBytes(24).toString("base64url");

export async function partnerApplyLoader(request: Request) {
  const { protection, headers } = await pageProtection(request);
  const cycle = String(partnerCycle(Date.now(), env().orgTimeZone));
  return data({ protection, submissionId: newSubmissionId(), cycle }, { headers });
}

type Refused = { problem: string; errors: Record<string, string>; typed: PartnerTyped; submissionId: string };

function refused(status: number, answer: Refused) {
  return data(answer, { status, headers: personalHeaders() });
}

/** The form's fields as typed (never the token or the honeypot), each at most a little over its longest answer. */
function typedFields(form: FormData): PartnerTyped {
  const typed: PartnerTyped = {};
  for (const name of new Set(form.keys())) {
    if (name === "csrf" || name === "submission" || name.endsWith("__confirm")) continue;
    typed[name] = (singleText(form, name) ?? "").slice(0, 2100);
  }
  return typed;
}

export async function partnerApplyAction(request: Request, context: AppLoadContext) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const words = partnerWordsIn(locale);
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) {
    // A robot that filled the honeypot sees the form again, as if nothing happened.
    if (guarded.spam) throw redirect(pathInLocale(locale, PARTNER_APPLY_PATH), { headers: personalHeaders() });
    const typed = guarded.form ? typedFields(guarded.form) : {};
    return refused(guarded.status, { problem: guarded.message, errors: {}, typed, submissionId: newSubmissionId() });
  }
  const typed = typedFields(guarded.form);
  const posted = singleText(guarded.form, "submission") ?? "";
  const submissionId = isSubmissionId(posted) ? posted : newSubmissionId();
  const client = context.clientAddress;
  if (!(await hitRateLimit(db(), `partner-apply:${client}`, PARTNER_APPLY_PER_HOUR, HOUR))) {
    log.warn("partner application limited for client", { client });
    return refused(429, { problem: words.page.tooMany, errors: {}, typed, submissionId });
  }
  const read = readPartnerApplication(typed);
  if (!read.ok) {
    const errors = Object.fromEntries(Object.entries(read.errors).map(([field, key]) => [field, words.errors[key]]));
    return refused(400, { problem: "", errors, typed, submissionId });
  }
  // The page always gives an id; a post without one did not come from it whole. The new id makes a resend work.
  if (!isSubmissionId(posted)) return refused(400, { problem: words.page.resend, errors: {}, typed, submissionId });
  const sent = await submitPartnerApplication(
    db(),
    { submissionId, application: read.value, locale },
    env().orgTimeZone,
  );
  if (sent.outcome === "other-email")
    return refused(409, { problem: words.page.stale, errors: {}, typed, submissionId: newSubmissionId() });
  if (sent.outcome === "name-taken") {
    log.info("partner application refused: another partner's name");
    return refused(409, { problem: "", errors: { organization: words.page.nameTaken }, typed, submissionId });
  }
  log.info("partner application", {
    partner: sent.partnerId,
    again: sent.again,
    contact: maskEmail(sent.email),
  });
  return data(
    { sent: { organization: sent.organization, cycle: sent.cycle, email: sent.email } },
    { headers: personalHeaders() },
  );
}
