/**
 * 'Handed over' (issue 27): a caseworker says the day an approved applicant collected their assigned devices. It is
 * staff's 'Mark delivered' (`markDelivered`, called, not copied): the applicant becomes a Client with the status
 * email, the items are dated as donated that day, the follow-up is scheduled from the delivery, the changes noted
 * and the activity logged, in one transaction. The day is checked here: a date, not in the future, not before the
 * approval.
 */
import { data } from "@remix-run/node";
import { formatMoment } from "~/i18n";
import { localeFromPath } from "~/i18n/locale";
import { partnerPortalWordsIn } from "~/partners/partnerPortalWords";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { db as serverStore } from "~/db/serverStore.server";
import { env, type RecordWriteSettings } from "~/platform/env.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log } from "~/platform/log.server";
import { crmDate, markDelivered } from "~/applications/staff/deviceAssignment.server";
import { applicantsOfPartner } from "./partnerApplicants.server";
import { caseworkerActor } from "./caseworkerIdentity.server";
import { partnerResponseHeaders } from "./partnerSession.server";

export type HandoverSettings = { notices: RecordWriteSettings; timeZone: string; now?: number };

/**
 * The first day a handover may be dated: the day staff approved the application on this site; for one approved
 * before this was kept (or in the CRM), the day it was sent here; null for an applicant the CRM sent, with no
 * application here.
 */
export async function earliestHandover(db: Db, contactId: string, timeZone: string): Promise<string | null> {
  const application = await firstRow(
    db,
    sql<{ approved_at: number | string | null; submitted_at: number | string }>`SELECT approved_at, submitted_at
       FROM applications WHERE contact_id = ${contactId}`,
  );
  const at = application ? (application.approved_at ?? application.submitted_at) : null;
  return at === null ? null : crmDate(Number(at), timeZone);
}

const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export type HandoverAnswer =
  | { ok: true; day: string }
  | { ok: false; status: 400; problem: "date" | "future" | "beforeApproval"; earliest: string | null }
  | { ok: false; status: 404 }
  | { ok: false; status: 409 };

export async function handOver(
  db: Db,
  caseworker: { partnerId: string; email: string },
  target: { contactId: string; seenStatus: string },
  day: string,
  settings: HandoverSettings,
): Promise<HandoverAnswer> {
  if (!(await applicantsOfPartner(db, caseworker.partnerId)).includes(target.contactId))
    return { ok: false, status: 404 };
  const now = settings.now ?? Date.now();
  const earliest = await earliestHandover(db, target.contactId, settings.timeZone);
  if (!isCalendarDay(day)) return { ok: false, status: 400, problem: "date", earliest };
  if (day > crmDate(now, settings.timeZone)) return { ok: false, status: 400, problem: "future", earliest };
  if (earliest !== null && day < earliest) return { ok: false, status: 400, problem: "beforeApproval", earliest };
  const answer = await markDelivered(
    db,
    target,
    {
      actor: caseworkerActor(caseworker.partnerId, caseworker.email),
      notices: settings.notices,
      timeZone: settings.timeZone,
      now,
    },
    day,
  );
  if (answer.ok) return { ok: true, day };
  return answer.status === 404 ? { ok: false, status: 404 } : { ok: false, status: 409 };
}

/** What the applicant page's 'Handed over' form answers: a sentence, or one beside the day with what was typed. */
export type HandoverResult = { done: string } | { problem: string; day: string } | { formProblem: string };

/** The 'Handed over' post of the applicant page, read and answered in the page's language. */
export async function handoverPost(
  request: Request,
  caseworker: { partnerId: string; email: string },
  contactId: string,
): Promise<{ result: HandoverResult; status: number }> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const words = partnerPortalWordsIn(locale).handover;
  // Another partner's applicant is not found, whatever the post holds.
  if (!(await applicantsOfPartner(serverStore(), caseworker.partnerId)).includes(contactId))
    throw data(null, { status: 404, headers: partnerResponseHeaders });
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return {
      result: { formProblem: guarded.message || words.errors.form },
      status: guarded.spam ? 400 : guarded.status,
    };
  const day = (singleText(guarded.form, "day") ?? "").trim().slice(0, 20);
  const seenStatus = singleText(guarded.form, "seen");
  if (seenStatus === null || seenStatus.length > 200)
    return { result: { formProblem: words.errors.form }, status: 400 };
  const timeZone = env().orgTimeZone;
  const answer = await handOver(serverStore(), caseworker, { contactId, seenStatus }, day, {
    notices: env(),
    timeZone,
  });
  const shown = (value: string) => formatMoment(locale, Date.parse(`${value}T12:00:00Z`), timeZone);
  log.info("partner handover", {
    partner: caseworker.partnerId,
    contact: contactId.slice(0, 200),
    outcome: answer.ok ? "done" : answer.status,
  });
  if (answer.ok) return { result: { done: words.done(shown(answer.day)) }, status: 200 };
  if (answer.status === 404) throw data(null, { status: 404, headers: partnerResponseHeaders });
  if (answer.status === 409) return { result: { formProblem: words.errors.changed }, status: 409 };
  const problem =
    answer.problem === "beforeApproval" && answer.earliest
      ? words.errors.beforeApproval(shown(answer.earliest))
      : words.errors[answer.problem === "beforeApproval" ? "date" : answer.problem];
  return { result: { problem, day }, status: 400 };
}
