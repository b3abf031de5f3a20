/**
 * A meeting's attendance as posted, from staff's console or the host partner's caseworker (one form per meeting:
 * the meeting's number and every seat ticked present), saved with the completions it makes and their emails.
 */
import { db } from "~/db/serverStore.server";
import { singleText } from "~/kits/forms/formGuard.server";
import { env } from "~/platform/env.server";
import { completedMail } from "./classEmails.server";
import { takeAttendance } from "./completions.server";
import { classSession } from "./sessions.server";
import { classMailSettings } from "./signUpPage.server";

/** A meeting's number and the seats ticked present, as posted. */
export function readAttendance(form: FormData): { meeting: number; present: number[] } | null {
  const meeting = Number(singleText(form, "meeting") ?? "");
  const present = form.getAll("present").slice(0, 500).map(Number);
  if (!Number.isSafeInteger(meeting) || meeting < 1 || present.some((seq) => !Number.isSafeInteger(seq))) return null;
  return { meeting, present };
}

/**
 * A meeting's attendance saved, with the completions it makes and their emails (decision 094); `by` is who took it
 * (staff's address, or the caseworker's `partner:<id>:<masked address>`).
 */
export async function saveAttendance(
  sessionId: string,
  read: { meeting: number; present: number[] },
  by: string,
): Promise<number | null | "not-found"> {
  const session = await classSession(db(), sessionId);
  if (!session) return "not-found";
  const completion = { share: env().classCompletionShare, completed: completedMail(classMailSettings(), session) };
  return takeAttendance(db(), sessionId, read.meeting, read.present, by, completion);
}
