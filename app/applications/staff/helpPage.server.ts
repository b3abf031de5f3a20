/**
 * The staff page of requests for help (`/staff/help`, issue 50 §2): the queue with each device's model and id and
 * where the warranty stands, and its posts: an answer by email or text, and closing with how it ended. Every post
 * names the request and the state the page showed; the answer is a sentence and a status, never a 500.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { log, maskEmail } from "~/platform/log.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { MAX_ANSWER_LENGTH, isHelpOutcome, warrantyEndsAt } from "~/applications/helpRequests";
import { applicationSettings } from "~/applications/settings.server";
import { answerHelp, closeHelp, helpQueue, type HelpAnswer } from "~/applications/server/helpRequests.server";
import { helpMessages } from "./helpWords";

export async function staffHelpLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const months = applicationSettings.current().warrantyMonths;
  const requests = (await helpQueue(db())).map((row) => ({
    ...row,
    warrantyEndsAt: row.deliveredAt === null ? null : warrantyEndsAt(row.deliveredAt, months),
  }));
  return { requests, now: Date.now() };
}

const refused = (message: string): HelpAnswer => ({ ok: false, status: 400, message });

async function answer(form: FormData, staff: string): Promise<HelpAnswer> {
  const action = singleText(form, "action");
  const id = singleText(form, "id") ?? "";
  const seen = singleText(form, "seen") ?? "";
  if (!id || id.length > 100 || seen.length > 20) return refused(helpMessages.formOnly);
  if (action === "answer") {
    const text = (singleText(form, "answer") ?? "").trim();
    const via = singleText(form, "via");
    if (!text) return refused(helpMessages.writeAnswer);
    if (text.length > MAX_ANSWER_LENGTH || (via !== "email" && via !== "text")) return refused(helpMessages.formOnly);
    return answerHelp(db(), { id, seen, answer: text, via, staff, publicUrl: env().publicUrl });
  }
  if (action === "close") {
    const outcome = singleText(form, "outcome");
    if (!isHelpOutcome(outcome)) return refused(helpMessages.chooseOutcome);
    return closeHelp(db(), { id, seen, outcome, staff });
  }
  return refused(helpMessages.formOnly);
}

export async function staffHelpAction({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const guarded = await readGuardedForm(request);
  const result: HelpAnswer = guarded.ok
    ? await answer(guarded.form, staff)
    : guarded.spam
      ? refused(helpMessages.formOnly)
      : { ok: false, status: guarded.status as 400, message: guarded.message };
  log.info("staff help request", {
    by: maskEmail(staff),
    action: guarded.form ? singleText(guarded.form, "action")?.slice(0, 20) : null,
    outcome: result.ok ? "done" : result.status,
  });
  return data(result, { status: result.ok ? 200 : result.status });
}
