/**
 * The sign-up form page of a session (`/dsclasses/<id>/sign-up`, and under /es): personal (its form carries a CSRF
 * token), guarded, limited per client address and per email address (or number) an hour. A seat or waitlist place
 * and its email (or text, for a student who gave only a mobile number) commit together; the answer says which, and
 * a waitlist place's number.
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { localeFromPath } from "~/i18n/locale";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { withoutRefusedCharacters } from "~/kits/forms/typedCharacters";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { signedUp, type SignedUp } from "~/kits/places/placeQueue.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { readSignUp, type SignUpError, type SignUpField, type SignUpTyped } from "~/classes/signUpForm";
import { placeTakenMail } from "./classEmails.server";
import { publicSession, type PublicSession } from "./publicSessions.server";
import { classSession } from "./sessions.server";
import { seatKey, takeSeat } from "./seats.server";

const HOUR = 60 * 60 * 1000;
/** A family signing up its children, a caseworker signing up several people: enough, and no more. */
export const signUpLimits = { perClient: 20, perEmail: 5 } as const;

export const classMailSettings = () => ({
  publicUrl: env().publicUrl,
  timeZone: env().orgTimeZone,
  mailFrom: env().mailFrom,
});

const notFound = () => new Response("Not Found", { status: 404, headers: personalHeaders() });

export async function signUpLoader(request: Request, id: string) {
  const session = await publicSession(id);
  if (!session) throw notFound();
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return data(
    { session, protection: { csrfToken, honeypotProps }, answer: null as SignUpAnswer | null },
    { headers: personalHeaders(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) },
  );
}

export type SignUpAnswer =
  /** What the confirmation went to (issue 45): the address, or the number by its last two digits. */
  | SignedUp
  | {
      done: null;
      problem: "stale" | "limited" | "closed" | null;
      errors: Partial<Record<SignUpField, SignUpError>>;
      typed: SignUpTyped;
    };

function typedOf(form: FormData | undefined): SignUpTyped {
  return {
    name: (form ? (singleText(form, "name") ?? "") : "").slice(0, 200),
    email: (form ? (singleText(form, "email") ?? "") : "").slice(0, 254),
    phone: (form ? (singleText(form, "phone") ?? "") : "").slice(0, 40),
    teen: form?.get("teen") === "yes",
  };
}

export async function signUpAction(request: Request, id: string, clientAddress: string) {
  const session: PublicSession | null = await publicSession(id);
  if (!session) throw notFound();
  const locale = localeFromPath(new URL(request.url).pathname);
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  const answer = (status: number, body: SignUpAnswer) =>
    data(
      { session, protection: { csrfToken, honeypotProps }, answer: body },
      { status, headers: personalHeaders(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) },
    );
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return answer(guarded.spam ? 400 : guarded.status, {
      done: null,
      problem: "stale",
      errors: {},
      typed: typedOf(guarded.form),
    });
  const typed = typedOf(guarded.form);
  const client = clientAddress;
  const store = db();
  if (!(await hitRateLimit(store, `class-sign-up:${client}`, signUpLimits.perClient, HOUR))) {
    log.warn("class sign-up limited for client", { client });
    return answer(429, { done: null, problem: "limited", errors: {}, typed });
  }
  const read = readSignUp(typed, session.course);
  // The name is handed back less what the forms' rule refuses, so what the person can see is what they sent.
  if (!read.ok)
    return answer(400, {
      done: null,
      problem: null,
      errors: read.errors,
      typed: { ...typed, name: withoutRefusedCharacters(typed.name, { quoted: true }) },
    });
  if (!(await hitRateLimit(store, `class-sign-up-email:${seatKey(read)}`, signUpLimits.perEmail, HOUR))) {
    log.warn("class sign-up limited for email");
    return answer(429, { done: null, problem: "limited", errors: {}, typed });
  }
  const full = (await classSession(store, id))!;
  const taken = await takeSeat(
    store,
    id,
    { name: read.name, email: read.email, phone: read.phone, locale },
    placeTakenMail(classMailSettings(), full),
  );
  if (taken.kind === "closed" || taken.kind === "not-found")
    return answer(409, { done: null, problem: "closed", errors: {}, typed });
  const done = signedUp(taken, read);
  log.info("class sign-up", { session: id, place: taken.kind, ...done.masked });
  return answer(200, done.answer);
}
