/**
 * The signed-in applicant's help page (`/portal/help`, issue 50 §2): the warranty's terms with the day it ends, their
 * requests with staff's answers, and the form asking for help about one of the devices given to them. Only a
 * delivered applicant has one: anyone else signed in is sent back to the tracker, a visitor to sign in.
 */
import { data, redirect } from "@remix-run/node";
import { formatMoment } from "~/i18n";
import { localeFromPath, pathInLocale } from "~/i18n/locale";
import { env } from "~/platform/env.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { db } from "~/db/serverStore.server";
import { Refused } from "~/db/refusal.server";
import { pageProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { personalHeaders, requireChampion } from "~/kits/signIn/portalSession.server";
import { problemOf, warrantyEndsAt } from "~/applications/helpRequests";
import { helpWordsIn } from "~/applications/helpWords";
import { applicationSettings } from "~/applications/settings.server";
import { askForHelp, deliveredAt, devicesOf, helpRequestsOf } from "~/applications/server/helpRequests.server";
import { applicantForChampion } from "./trackerView.server";

/** Enough for a person who sends a few requests in an hour, too few for anything running away. */
const REQUESTS_PER_HOUR = 5;

async function deliveredApplicant(request: Request) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const applicant = await applicantForChampion(await requireChampion(request));
  const delivered = applicant ? await deliveredAt(db(), applicant.id) : null;
  if (!applicant || delivered === null) throw redirect(pathInLocale(locale, "/portal"), { headers: personalHeaders() });
  return { applicant, delivered, locale };
}

export async function helpPageData(request: Request) {
  const { applicant, delivered, locale } = await deliveredApplicant(request);
  const { protection, headers } = await pageProtection(request);
  const timeZone = env().orgTimeZone;
  const months = applicationSettings.current().warrantyMonths;
  const endsAt = warrantyEndsAt(delivered, months);
  const requests = await helpRequestsOf(db(), applicant.id);
  return data(
    {
      protection,
      warranty: { months, until: formatMoment(locale, endsAt, timeZone), ended: Date.now() > endsAt },
      devices: (await devicesOf(db(), applicant.id)).map((item) => ({ id: item.id, model: item.Model })),
      requests: requests.map((row) => ({
        id: row.id,
        asked: formatMoment(locale, row.createdAt, timeZone),
        problem: row.problem,
        model: row.model,
        itemId: row.itemId,
        state: row.state as "open" | "answered" | "closed",
        answer: row.answer,
        outcome: row.outcome as "fixed-remotely" | "replaced" | "returned" | null,
      })),
    },
    { headers },
  );
}

export type HelpPageResult = { sent: true } | { problem: string | null; errors: Record<string, string>; typed: string };

export async function helpPageAction(request: Request) {
  const { applicant, locale } = await deliveredApplicant(request);
  const words = helpWordsIn(locale).help;
  const answer = (result: HelpPageResult, status = 200) => data(result, { status, headers: personalHeaders() });
  const guarded = await readGuardedForm(request);
  const typed = (guarded.form ? (singleText(guarded.form, "problem") ?? "") : "").slice(0, 2000);
  if (!guarded.ok) {
    if (guarded.spam) return answer({ sent: true });
    return answer({ problem: guarded.message || words.errors.form, errors: {}, typed }, guarded.status);
  }
  const problem = problemOf(typed);
  if (!problem) return answer({ problem: null, errors: { problem: words.errors.problem }, typed }, 400);
  if (!(await hitRateLimit(db(), `help:${applicant.id}`, REQUESTS_PER_HOUR, 60 * 60 * 1000)))
    return answer({ problem: words.errors.tooMany, errors: {}, typed }, 429);
  try {
    await askForHelp(db(), applicant.id, problem, singleText(guarded.form, "device"));
  } catch (error) {
    if (error instanceof Refused) return answer({ problem: words.errors.notDelivered, errors: {}, typed }, 409);
    throw error;
  }
  return answer({ sent: true });
}
