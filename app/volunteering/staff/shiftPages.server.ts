/**
 * The staff console's volunteering pages (`/staff/volunteering` and a shift's page): what they show and their
 * posts (make a shift; take attendance once it has started; correct a volunteer's hours with a reason). Each answer
 * is a sentence with its HTTP status; what was typed into the new shift's form is handed back when it is refused.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { dayIn } from "~/kits/calendar/days";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { env } from "~/platform/env.server";
import { log, maskEmail } from "~/platform/log.server";
import { correctMinutes, hoursOfShift, MAX_MINUTES, saveShiftAttendance } from "~/volunteering/server/hours.server";
import { confirmGroupRequest, pendingGroupRequests } from "~/volunteering/server/groupRequests.server";
import { shiftPlaces } from "~/volunteering/server/places.server";
import { createShift, isShiftId, pastShifts, shiftById, upcomingShifts } from "~/volunteering/server/shifts.server";
import { readShiftForm, shiftFieldsOf, type ShiftFields } from "./shiftForm";

export const shiftPath = (id: string) => `/staff/volunteering/${id}`;

export type ShiftAnswer =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; field?: keyof ShiftFields; typed?: ShiftFields };

const FORM_ONLY = "Use the page's form to do this.";
const notFound = () => new Response("Not Found", { status: 404 });
const answer = (body: ShiftAnswer) => data(body, { status: body.ok ? 200 : body.status });

export async function shiftsLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const today = dayIn(env().orgTimeZone);
  return {
    upcoming: await upcomingShifts(db(), today, false),
    past: await pastShifts(db(), today, 50),
    requests: await pendingGroupRequests(db()),
  };
}

export async function shiftsAction({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return answer({ ok: false, status: guarded.spam ? 400 : guarded.status, message: FORM_ONLY });
  if (singleText(guarded.form, "action") === "group") return answerGroup(guarded.form, staff);
  const read = readShiftForm(shiftFieldsOf(guarded.form), dayIn(env().orgTimeZone));
  if (!read.ok) return answer({ ok: false, status: 400, message: read.message, field: read.field, typed: read.typed });
  const id = await createShift(db(), read.shift, staff);
  log.info("volunteer shift made", { by: maskEmail(staff), shift: id });
  throw redirect(`${shiftPath(id)}?made=1`);
}

/** A day of service confirmed: its shift made from the request's day and people and the fields staff typed. */
async function answerGroup(form: FormData, staff: string) {
  const requestId = singleText(form, "seen") ?? "";
  const request = (await pendingGroupRequests(db())).find((kept) => kept.id === requestId);
  if (!request) return answer({ ok: false, status: 409, message: "This request is confirmed already, or gone." });
  const fields = new FormData();
  for (const name of ["role", "title", "place", "remote", "starts", "ends", "minimumAge"]) {
    const value = singleText(form, `${name}-${requestId}`);
    if (value !== null) fields.set(name, value);
  }
  fields.set("date", request.date);
  fields.set("capacity", String(request.people));
  fields.set("groupName", request.organisation);
  const read = readShiftForm(shiftFieldsOf(fields), dayIn(env().orgTimeZone));
  if (!read.ok) return answer({ ok: false, status: 400, message: read.message });
  const id = await confirmGroupRequest(db(), requestId, read.shift, staff, env().publicUrl);
  if (!id) return answer({ ok: false, status: 409, message: "This request is confirmed already, or gone." });
  log.info("day of service confirmed", { by: maskEmail(staff), shift: id });
  throw redirect(`${shiftPath(id)}?made=1`);
}

export async function shiftLoader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  if (!isShiftId(params.shiftId)) throw notFound();
  const shift = await shiftById(db(), params.shiftId);
  if (!shift) throw notFound();
  const timeZone = env().orgTimeZone;
  const places = await shiftPlaces(timeZone).placesIn(db(), shift.id);
  const hours = await hoursOfShift(db(), shift.id);
  return {
    shift,
    places: places.map((place) => ({ ...place, ...hours.get(place.seq)! })),
    started: zonedInstant(shift.date, shift.starts, timeZone) <= Date.now(),
    signUpLink: `${env().publicUrl}/volunteer/${shift.id}/sign-up`,
  };
}

export async function shiftAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  if (!isShiftId(params.shiftId)) throw notFound();
  const shift = await shiftById(db(), params.shiftId);
  if (!shift) throw notFound();
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return answer({ ok: false, status: guarded.spam ? 400 : guarded.status, message: FORM_ONLY });
  const form = guarded.form;
  const action = singleText(form, "action");
  if (action === "attendance") {
    const present = new Set(form.getAll("present").map(Number).filter(Number.isSafeInteger));
    const saved = await saveShiftAttendance(db(), shift, present, env().orgTimeZone);
    if (saved.kind === "not-yet")
      return answer({ ok: false, status: 409, message: "Attendance opens when the shift starts." });
    log.info("volunteer attendance", { by: maskEmail(staff), shift: shift.id, present: saved.present });
    return answer({ ok: true, message: `Attendance saved: ${saved.present} came.` });
  }
  if (action === "hours") {
    const seq = Number(singleText(form, "place") ?? "");
    const hours = Number((singleText(form, "hours") ?? "").replace(",", "."));
    const reason = (singleText(form, "reason") ?? "").trim().replace(/\s+/g, " ").slice(0, 300);
    if (!Number.isSafeInteger(seq) || !Number.isFinite(hours) || hours < 0 || hours * 60 > MAX_MINUTES)
      return answer({ ok: false, status: 400, message: "Type the hours as a number from 0 to 24, such as 2.5." });
    if (reason === "") return answer({ ok: false, status: 400, message: "Say why the hours are corrected." });
    const by = maskEmail(staff);
    if (!(await correctMinutes(db(), shift.id, seq, { minutes: Math.round(hours * 60), reason, by: staff })))
      return answer({ ok: false, status: 409, message: "Only a volunteer marked as present has hours to correct." });
    log.info("volunteer hours corrected", { by, shift: shift.id, place: seq });
    return answer({ ok: true, message: "Hours corrected." });
  }
  return answer({ ok: false, status: 400, message: FORM_ONLY });
}
