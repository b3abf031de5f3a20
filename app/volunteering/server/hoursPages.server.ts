/**
 * A volunteer's shifts and hours, reached by a link sent to what they signed up with (issue 49 §1): `/volunteer/hours`
 * asks for the email address or mobile number and emails or texts a link for one hour (the same sentence either
 * way, so the form tells nobody who volunteers); the link's page lists their shifts and hours, and its letter of
 * hours is a tagged PDF in their language whose number `/verify` answers for (never with the name).
 */
import { data } from "@remix-run/node";
import { org } from "~/config/org";
import { db } from "~/db/serverStore.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
import { localeFromPath, type Locale } from "~/i18n/locale";
import { verification, type Verification } from "~/kits/documents/verifyLimit.server";
import { numberedStatementPdf } from "~/kits/documents/numberedStatementPdf.server";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { readEmail } from "~/kits/forms/reading";
import { findLink, issueLink } from "~/kits/links/linkTokens.server";
import { emailKey } from "~/kits/records/championLookup";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { composeEmail, siteLink } from "~/mail/composeEmail.server";
import { enqueueMail } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { usMobileE164 } from "~/sms/phoneNumber";
import { enqueueText } from "~/sms/smsOutbox.server";
import { wakeTextSender } from "~/sms/smsSender.server";
import { siteInText } from "~/sms/textWords";
import { letterContent, letterVerificationLines, type LetterFacts } from "~/volunteering/letter";
import { parseLetterNumber } from "~/volunteering/letterNumber";
import { hoursOf } from "~/volunteering/roles";
import { volunteerWordsIn } from "~/volunteering/words";
import { placeKey } from "./places.server";
import {
  attendedShifts,
  letterByNumber,
  letterFor,
  shiftsOfPerson,
  type VolunteerShift,
} from "./volunteerHours.server";

const HOUR = 3_600_000;
const REQUESTS_PER_HOUR = 10;
export const hoursPath = (token: string) => `/volunteer/hours/${token}`;
export const letterPath = (token: string) => `/volunteer/hours/${token}/letter.pdf`;

type Problem = "contact" | "stale" | "limited";

async function answerWith(request: Request) {
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return (status: number, answer: { sent: boolean; problem: Problem | null; typed: string } | null) =>
    data(
      { protection: { csrfToken, honeypotProps }, answer },
      { status, headers: personalHeaders(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) },
    );
}

export async function hoursRequestLoader(request: Request) {
  return (await answerWith(request))(200, null);
}

export async function hoursRequestAction(request: Request, clientAddress: string) {
  const answer = await answerWith(request);
  const guarded = await readGuardedForm(request);
  const typed = (guarded.form ? (singleText(guarded.form, "contact") ?? "") : "").slice(0, 254);
  if (!guarded.ok) return answer(guarded.spam ? 400 : guarded.status, { sent: false, problem: "stale", typed });
  const email = readEmail(typed);
  const phone = email ? null : usMobileE164(typed);
  if (!email && !phone) return answer(400, { sent: false, problem: "contact", typed });
  const key = placeKey({ email, phone });
  const store = db();
  if (
    !(await hitRateLimit(store, `volunteer-hours:${clientAddress}`, REQUESTS_PER_HOUR, HOUR)) ||
    !(await hitRateLimit(store, `volunteer-hours-key:${key}`, 3, HOUR))
  )
    return answer(429, { sent: false, problem: "limited", typed });
  const locale = localeFromPath(new URL(request.url).pathname);
  const known = (await shiftsOfPerson(store, key)).length > 0;
  if (known) await sendHoursLink(key, { email, phone }, locale);
  log.info("volunteer hours link asked for", { known });
  return answer(200, { sent: true, problem: null, typed: "" });
}

async function sendHoursLink(key: string, to: { email: string | null; phone: string | null }, locale: Locale) {
  const words = volunteerWordsIn(locale).hours;
  const publicUrl = env().publicUrl;
  await inTransaction(db(), async (trx) => {
    const { token, expiresAt } = await issueLink(trx, "volunteer-hours", key, HOUR);
    const link = siteLink(publicUrl, locale, hoursPath(token));
    if (to.email) {
      await enqueueMail(trx, {
        emailKey: emailKey(to.email),
        recipient: to.email,
        ...composeEmail(locale, words.email.subject, [
          { text: words.email.body },
          { link, label: words.email.label },
          { text: volunteerWordsIn(locale).emails.thanks },
        ]),
        notAfter: expiresAt,
        kind: "volunteer",
      });
      afterCommit(trx, wakeMailSender);
      return;
    }
    await enqueueText(trx, {
      kind: "volunteer",
      recipient: to.phone!,
      body: words.text(org.shortName, siteInText(link)),
      notAfter: expiresAt,
    });
    afterCommit(trx, wakeTextSender);
  });
}

/** The person the link was sent for, while it lasts. */
async function linkedPerson(token: string) {
  const link = await findLink(db(), "volunteer-hours", token);
  return link && link.state === "valid" ? link.subjectId : null;
}

export async function hoursPageLoader(token: string) {
  const key = await linkedPerson(token);
  if (!key) return data({ state: "gone" as const }, { status: 404, headers: personalHeaders() });
  const shifts = await shiftsOfPerson(db(), key);
  const minutes = attendedShifts(shifts).reduce((sum, shift) => sum + shift.minutes, 0);
  return data(
    {
      state: "ready" as const,
      shifts: shifts.map(({ seq, date, starts, title, place, state, attended, minutes }) => ({
        seq,
        date,
        starts,
        title,
        place,
        state,
        attended,
        hours: minutes === null ? null : hoursOf(minutes),
      })),
      hours: hoursOf(minutes),
      letterPath: minutes > 0 ? letterPath(token) : null,
    },
    { headers: personalHeaders() },
  );
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: personalHeaders({ "Content-Type": "text/plain; charset=utf-8" }) });

/** The letter of hours for the link's person, in their language; issued afresh only when the hours changed. */
export async function letterPdfResponse(request: Request, token: string, clientAddress: string) {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") return plain(403, "Forbidden");
  if (!(await hitRateLimit(db(), `volunteer-letter:${clientAddress}`, 30, HOUR)))
    return plain(429, "Too Many Requests");
  const key = await linkedPerson(token);
  if (!key) return plain(404, "Not Found");
  const shifts = await shiftsOfPerson(db(), key);
  const facts = await letterFor(db(), key, shifts, env().orgTimeZone);
  if (!facts) return plain(404, "Not Found");
  const body = await letterPdf(facts, shifts);
  log.info("volunteer letter downloaded");
  return new Response(Buffer.from(body), {
    headers: personalHeaders({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${letterFileName(facts)}"`,
    }),
  });
}

/** The letter's PDF: what it states and the shifts attended, in the volunteer's language. */
export const letterPdf = (facts: LetterFacts, shifts: readonly VolunteerShift[]) =>
  numberedStatementPdf(letterContent(facts, attendedShifts(shifts), env().publicUrl, env().documents), facts.locale);

export const letterFileName = (facts: LetterFacts) => `volunteer_hours_${facts.number}.pdf`;

/** `/verify/<number>` for a letter of hours: what it states, never the volunteer's name; limited per client. */
export function verifyVolunteerLetter(input: string, clientAddress: string, locale: Locale): Promise<Verification> {
  return verification("volunteer letter", clientAddress, async () => {
    const number = parseLetterNumber(input);
    const facts = number ? await letterByNumber(db(), number, env().orgTimeZone) : null;
    return facts && letterVerificationLines(facts, locale);
  });
}
