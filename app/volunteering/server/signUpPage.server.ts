/**
 * The sign-up page of a shift (`/volunteer/<id>/sign-up`, and under /es; a group's shift is reached only by the
 * link its leader shares): personal (its form carries a CSRF token), guarded, limited per client address and per
 * email address (or number) an hour. The place or waitlist place, its email or text, and the waiver's signature
 * (asked when the person has not signed this year's text) commit together, with the champion the person signs in to
 * the portal as (`volunteerPortal.server.ts`).
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
import { localeFromPath } from "~/i18n/locale";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { withoutRefusedCharacters } from "~/kits/forms/typedCharacters";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { signedUp, type SignedUp } from "~/kits/places/placeQueue.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import {
  readSignUp,
  readWaiver,
  type SignUpError,
  type SignUpField,
  type SignUpTyped,
} from "~/volunteering/signUpForm";
import { waiverIn } from "~/volunteering/words";
import { placeKey, shiftPlaces } from "./places.server";
import { signUpShift, type PublicShift } from "./publicShifts.server";
import { placeTakenMessage } from "./shiftMessages.server";
import { keepWaiver, waiverOf } from "./waivers.server";
import { volunteerMailSettings } from "./mailSettings.server";
import { volunteerJobs } from "./reminders.server";
import { joinPortal } from "./volunteerPortal.server";

const HOUR = 60 * 60 * 1000;
export const signUpLimits = { perClient: 20, perEmail: 5 } as const;

const notFound = () => new Response("Not Found", { status: 404, headers: personalHeaders() });

export type SignUpAnswer =
  | (SignedUp & { signedBy: string | null })
  | {
      done: null;
      problem: "stale" | "limited" | "closed" | null;
      errors: Partial<Record<SignUpField, SignUpError>>;
      typed: SignUpTyped;
    };

async function answerWith(request: Request, shift: PublicShift) {
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return (status: number, answer: SignUpAnswer | null) =>
    data(
      { shift, protection: { csrfToken, honeypotProps }, answer },
      { status, headers: personalHeaders(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) },
    );
}

export async function signUpLoader(request: Request, id: string) {
  const found = await signUpShift(id);
  if (!found) throw notFound();
  return (await answerWith(request, found.view))(200, null);
}

function typedOf(form: FormData | undefined): SignUpTyped {
  const text = (name: string, max: number) => (form ? (singleText(form, name) ?? "") : "").slice(0, max);
  return {
    name: text("name", 200),
    email: text("email", 254),
    phone: text("phone", 40),
    age: text("age", 3),
    signature: text("signature", 200),
    guardian: text("guardian", 200),
  };
}

export async function signUpAction(request: Request, id: string, clientAddress: string) {
  const found = await signUpShift(id);
  if (!found) throw notFound();
  const { shift, view } = found;
  const locale = localeFromPath(new URL(request.url).pathname);
  const answer = await answerWith(request, view);
  const guarded = await readGuardedForm(request);
  const typed = typedOf(guarded.form);
  const refused = (status: number, problem: "stale" | "limited" | "closed" | null, errors = {}) =>
    answer(status, {
      done: null,
      problem,
      errors,
      typed: { ...typed, name: withoutRefusedCharacters(typed.name, { quoted: true }) },
    });
  if (!guarded.ok) return refused(guarded.spam ? 400 : guarded.status, "stale");
  const store = db();
  if (!(await hitRateLimit(store, `volunteer-sign-up:${clientAddress}`, signUpLimits.perClient, HOUR))) {
    log.warn("volunteer sign-up limited for client", { client: clientAddress });
    return refused(429, "limited");
  }
  const read = readSignUp(typed, shift.minimumAge);
  if (!read.ok) return refused(400, null, read.errors);
  const person = read.person;
  const key = placeKey(person);
  const waiver = waiverIn(locale);
  const year = Number(shift.date.slice(0, 4));
  const onFile = await waiverOf(store, key, year, waiver.version);
  const signing = onFile ? null : readWaiver(person, typed);
  if (signing && !signing.ok) return refused(400, null, signing.errors);
  if (!(await hitRateLimit(store, `volunteer-sign-up-email:${key}`, signUpLimits.perEmail, HOUR))) {
    log.warn("volunteer sign-up limited for email");
    return refused(429, "limited");
  }
  const settings = volunteerMailSettings();
  const taken = await inTransaction(store, async (trx) => {
    const place = await shiftPlaces(settings.timeZone).take(
      trx,
      id,
      { ...person, locale },
      placeTakenMessage(settings, shift),
    );
    if (place.kind === "seat" || place.kind === "waitlist") {
      if (signing?.ok)
        await keepWaiver(trx, key, signing.signature, { year, version: waiver.version, now: Date.now() });
      // The volunteer can now sign in to the portal and find their shifts there.
      await joinPortal(trx, person, place.seat.seq);
    }
    // A place taken the day before is reminded at once.
    if (place.kind === "seat") afterCommit(trx, () => void volunteerJobs.wake());
    return place;
  });
  if (taken.kind === "closed" || taken.kind === "not-found") return refused(409, "closed");
  const done = signedUp(taken, person);
  const signed = signing ? (signing.signature.byGuardian ? "guardian" : "self") : "on file";
  log.info("volunteer sign-up", { shift: id, place: taken.kind, waiver: signed, ...done.masked });
  return answer(200, {
    ...done.answer,
    signedBy: signing?.ok && taken.kind !== "already" ? signing.signature.signedBy : null,
  });
}
