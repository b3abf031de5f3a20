/**
 * Every question the site asks by text and reads the answer of (`app/sms/questionReplies.server.ts`): the inbound
 * webhook gives a text that is no keyword to the one among these asked most recently of its number and still open.
 * A wing that asks one appends it here.
 */
import type { TextQuestion } from "~/sms/questionReplies.server";
import { followUpTextQuestion } from "~/applications/server/followUpTextQuestion.server";
import { reminderQuestion } from "~/volunteering/server/reminderReplies.server";

export const textQuestions: TextQuestion[] = [
  // The follow-up's "Is it working well?": a "NO" asks what is wrong, and the next text is the request for help.
  followUpTextQuestion,
  // A volunteer shift's day-before reminder: "NO" or "CANCELAR" gives the place up.
  reminderQuestion,
];
