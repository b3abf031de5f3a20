/**
 * The staff console's class forms, read and answered: make a session (`/staff/classes`), and on a session's page
 * open or close its sign-up, take a meeting's attendance (once it has started: 409 before) and send a completed student's certificate email again. Each answer is a sentence with its HTTP status; what
 * was typed into the new session's form is handed back when it is refused.
 */
import { db } from "~/db/serverStore.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log, maskEmail } from "~/platform/log.server";
import { readAttendance, saveAttendance } from "~/classes/server/attendancePost.server";
import { activeHosts } from "~/classes/server/hosts.server";
import { resendCertificate } from "~/classes/server/certificateResend.server";
import { classSession, createSession, setSignUpOpen } from "~/classes/server/sessions.server";
import { classMailSettings } from "~/classes/server/signUpPage.server";
import { readSessionForm, sessionFieldsOf, type SessionFields } from "./sessionForm";
import { clockTime } from "~/i18n/clockTime";
import { classMessages, staffClassDay } from "./words";

export type ClassAnswer =
  | { ok: true; message: string; createdId?: string }
  | { ok: false; status: number; message: string; field?: keyof SessionFields; typed?: SessionFields };

const refused = (status: number, message: string): ClassAnswer => ({ ok: false, status, message });

export async function answerCreatePost(request: Request, staff: string): Promise<ClassAnswer> {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return refused(guarded.spam ? 400 : guarded.status, guarded.spam ? classMessages.formOnly : guarded.message);
  const hosts = await activeHosts(db());
  const read = readSessionForm(sessionFieldsOf(guarded.form), new Set(hosts.map((host) => host.id)));
  if (!read.ok) return { ok: false, status: 400, message: read.message, field: read.field, typed: read.typed };
  const id = await createSession(db(), read.session, staff);
  log.info("class session made", { by: maskEmail(staff), session: id, meetings: read.session.meetings.length });
  return { ok: true, message: classMessages.created, createdId: id };
}

export async function answerSessionPost(request: Request, sessionId: string, staff: string): Promise<ClassAnswer> {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return refused(guarded.spam ? 400 : guarded.status, guarded.spam ? classMessages.formOnly : guarded.message);
  const action = singleText(guarded.form, "action");
  if (action === "open" || action === "close") {
    if (!(await setSignUpOpen(db(), sessionId, action === "open"))) return refused(404, "Not Found");
    log.info("class sign-up", { by: maskEmail(staff), session: sessionId, action });
    return { ok: true, message: action === "open" ? classMessages.opened : classMessages.closed };
  }
  if (action === "attendance") {
    const read = readAttendance(guarded.form);
    if (!read) return refused(400, classMessages.formOnly);
    const saved = await saveAttendance(sessionId, read, staff);
    if (saved.kind === "not-found") return refused(404, "Not Found");
    if (saved.kind === "no-meeting") return refused(400, classMessages.noMeeting);
    if (saved.kind === "not-yet") {
      const { meeting } = saved;
      return refused(
        409,
        classMessages.notYet(meeting.number, clockTime("en", meeting.starts), staffClassDay(meeting.date)),
      );
    }
    log.info("class attendance", { by: maskEmail(staff), session: sessionId, meeting: read.meeting });
    return { ok: true, message: classMessages.attendance(read.meeting, saved.present) };
  }
  if (action === "resend-certificate") return answerResend(guarded.form, sessionId, staff);
  return refused(400, classMessages.formOnly);
}

/** A completed student's certificate email sent again; one who has not completed is told so (409). */
async function answerResend(form: FormData, sessionId: string, staff: string): Promise<ClassAnswer> {
  const seq = Number(singleText(form, "seat") ?? "");
  if (!Number.isSafeInteger(seq) || seq < 1) return refused(400, classMessages.formOnly);
  const session = await classSession(db(), sessionId);
  if (!session) return refused(404, "Not Found");
  const sent = await resendCertificate(db(), session, seq, staff, classMailSettings());
  if (sent.kind !== "sent")
    return sent.kind === "not-found" ? refused(404, "Not Found") : refused(409, classMessages.notCompleted);
  log.info("class certificate sent again", { by: maskEmail(staff), session: sessionId, seat: seq });
  return { ok: true, message: classMessages.certificateSent(sent.name) };
}
