/**
 * The board application's form (`/boardapplication`, and under /es): multipart (the CV), read by the forms kit's
 * upload reader, guarded and limited like the contact form. The application, its CV and the acknowledgement commit
 * together; a refused post hands back what was typed (a file is never handed back: it is chosen again).
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { inTransaction } from "~/db/transaction.server";
import { localeFromPath } from "~/i18n/locale";
import { readUploadPost } from "~/kits/forms/fileUpload.server";
import { pageProtection } from "~/kits/forms/formGuard.server";
import { log } from "~/platform/log.server";
import { boardFields, readBoardForm, type Errors } from "~/outreach/messageForms";
import { receiveBoardApplication } from "./boardApplications.server";
import type { FormAnswer } from "./contactPage.server";
import { newRecordId } from "./inboxMessages.server";
import { acknowledgeBoardApplication } from "./outreachEmails.server";
import { clientMayPost, personMayPost, sentTo, typedFields, writerInLog } from "./postReading.server";

/** The CV's field in the form. */
export const CV_FIELD = "cv";

/** The board form's address in either language: its posts may carry a CV (server.js's body limit). */
export const isBoardApplicationPath = (path: string) => /^(?:\/es)?\/boardapplication$/i.test(path);

export async function boardLoader(request: Request) {
  const { protection, headers } = await pageProtection(request);
  return data({ protection, answer: null as FormAnswer | null }, { headers });
}

export async function boardAction(request: Request, clientAddress: string) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { protection, headers } = await pageProtection(request);
  const answer = (status: number, body: FormAnswer) => data({ protection, answer: body }, { status, headers });
  const post = await readUploadPost(request, CV_FIELD);
  const typed = typedFields(post.form, boardFields);
  if (!post.ok)
    return answer("spam" in post && post.spam ? 400 : post.status, {
      done: false,
      problem: "stale",
      errors: {},
      typed,
    });
  const store = db();
  if (!(await clientMayPost(store, "board", clientAddress))) {
    log.warn("board application limited for client", { client: clientAddress });
    return answer(429, { done: false, problem: "limited", errors: {}, typed });
  }
  const read = readBoardForm(typed);
  const errors: Errors = read.ok ? {} : { ...read.errors };
  if ("problem" in post.file) errors.cv = post.file.problem === "fileType" ? "cvType" : "cvSize";
  else if (!post.file.file) errors.cv = "cv";
  if (!read.ok || Object.keys(errors).length || !("file" in post.file) || !post.file.file)
    return answer(400, { done: false, problem: null, errors, typed });
  const cv = post.file.file;
  if (!(await personMayPost(store, "board", read.value))) {
    log.warn("board application limited for person");
    return answer(429, { done: false, problem: "limited", errors: {}, typed });
  }
  const id = newRecordId();
  await inTransaction(store, async (trx) => {
    await receiveBoardApplication(trx, { ...read.value, id, locale, cv });
    await acknowledgeBoardApplication(trx, { ...read.value, locale });
  });
  log.info("board application received", { application: id, cv: cv.type, ...writerInLog(read.value) });
  return answer(200, { done: true, sentTo: sentTo(read.value) });
}
