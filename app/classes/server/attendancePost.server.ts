/**
 * A meeting's attendance as posted, from staff's console or the host partner's caseworker (one form per meeting:
 * the meeting's number and every seat ticked present), saved with the completions it makes and their emails.
 */
import { env } from "~/platform/env.server";
import type { Meeting } from "~/classes/meetings";
import { db } from "~/db/serverStore.server";
import { singleText } from "~/kits/forms/formGuard.server";
import { completedMail } from "./classEmails.server";
import { takeAttendance } from "./completions.server";
import { classSession } from "./sessions.server";
import { classMailSettings } from "./signUpPage.server";
import { classSettings } from "../settings.server";

/** A meeting's number and the seats ticked present, as posted. */
export function readAttendance(form: FormData): { meeting: number; present: number[] } | null {
  const meeting = Number(singleText(form, "meeting") ?? "");
  const present = form.getAll("present").slice(0, 500).map(Number);
  if (!Number.isSafeInteger(meeting) || meeting < 1 || present.some((seq) => !Number.isSafeInteger(seq))) return null;
  return { meeting, present };
}

export type SavedAttendance =
  | { kind: "saved"; present: number }
  | { kind: "not-found" }
  | { kind: "no-meeting" }
  /** The meeting has not started: nothing saved; its day and start say when attendance opens. */
  | { kind: "not-yet"; meeting: Meeting };

/**
 * A meeting's attendance saved, with the completions it makes and their emails (decision 094); `by` is who took it
 * (staff's address, or the caseworker's `partner:<id>:<masked address>`). A meeting still to come is refused.
 */
export async function saveAttendance(
  sessionId: string,
  read: { meeting: number; present: number[] },
  by: string,
): Promise<SavedAttendance> {
  const session = await classSession(db(), sessionId);
  if (!session) return { kind: "not-found" };
  const completion = {
    share: classSettings.current().completionShare,
    completed: completedMail(classMailSettings(), session),
    timeZone: env().orgTimeZone,
  };
  const present = await takeAttendance(db(), sessionId, read.meeting, read.present, by, completion);
  if (present === null) return { kind: "no-meeting" };
  if (present === "not-yet")
    return { kind: "not-yet", meeting: session.meetings.find((meeting) => meeting.number === read.meeting)! };
  return { kind: "saved", present };
}
