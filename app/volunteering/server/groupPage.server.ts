/**
 * `/volunteer/group` (and under /es): a group leader asks for a day of service. Personal (its form carries a CSRF
 * token), guarded and limited per client; a refused post keeps what was typed and says why.
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { localeFromPath } from "~/i18n/locale";
import { dayIn } from "~/kits/calendar/days";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { log, maskEmail } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { readGroupRequest, type GroupError, type GroupField, type GroupTyped } from "~/volunteering/groupRequestForm";
import { keepGroupRequest } from "./groupRequests.server";

const REQUESTS_PER_HOUR = 5;

export type GroupAnswer =
  | { done: true; organisation: string }
  | {
      done: false;
      problem: "stale" | "limited" | null;
      errors: Partial<Record<GroupField, GroupError>>;
      typed: GroupTyped;
    };

async function answerWith(request: Request) {
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return (status: number, answer: GroupAnswer | null) =>
    data(
      { protection: { csrfToken, honeypotProps }, answer },
      { status, headers: personalHeaders(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) },
    );
}

export async function groupLoader(request: Request) {
  return (await answerWith(request))(200, null);
}

export async function groupAction(request: Request, clientAddress: string) {
  const answer = await answerWith(request);
  const guarded = await readGuardedForm(request);
  const text = (name: string) => (guarded.form ? (singleText(guarded.form, name) ?? "") : "").slice(0, 254);
  const typed: GroupTyped = {
    leader: text("leader"),
    email: text("email"),
    organisation: text("organisation"),
    date: text("date"),
    people: text("people"),
  };
  if (!guarded.ok)
    return answer(guarded.spam ? 400 : guarded.status, { done: false, problem: "stale", errors: {}, typed });
  if (!(await hitRateLimit(db(), `volunteer-group:${clientAddress}`, REQUESTS_PER_HOUR, 3_600_000)))
    return answer(429, { done: false, problem: "limited", errors: {}, typed });
  const read = readGroupRequest(typed, dayIn(env().orgTimeZone));
  if (!read.ok) return answer(400, { done: false, problem: null, errors: read.errors, typed });
  await keepGroupRequest(db(), read.request, localeFromPath(new URL(request.url).pathname));
  log.info("day of service asked for", { by: maskEmail(read.request.email), people: read.request.people });
  return answer(200, { done: true, organisation: read.request.organisation });
}
