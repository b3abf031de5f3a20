/**
 * Answers to a question the site asked by text ("Reply NO if you can't come"): a wing that asks one describes it as
 * a `TextQuestion`, listed once in `app/startup/textQuestions.server.ts`, and the inbound webhook hands a text that
 * is no keyword (not STOP, START or HELP) to the question asked most recently of that number that is still open.
 * Only that one question is asked to read it, so two wings' questions never both act on one reply; a body that does
 * not answer it is read by nobody, as before.
 */
import type { Db } from "~/db/engine.server";

/** One open question asked of a number: when, and how a reply to it is applied. */
export type OpenTextQuestion = {
  askedAt: Date;
  /**
   * Applies the reply in the webhook's transaction (which also keeps the text's id, so a replay applies nothing);
   * the text to send back, or null when the body does not answer the question.
   */
  answer(trx: Db, body: string): Promise<string | null>;
};

/** A kind of question the site asks by text: the latest one asked of `phone` (E.164) still open at `now`, if any. */
export type TextQuestion = {
  latestOpen(db: Db, phone: string, now: Date): Promise<OpenTextQuestion | null>;
};

/** The reply to send back to `phone`'s text `body`, or null when it answers no open question. */
export async function answerOpenQuestion(
  trx: Db,
  questions: readonly TextQuestion[],
  phone: string,
  body: string,
  now: Date,
): Promise<string | null> {
  let latest: OpenTextQuestion | null = null;
  for (const question of questions) {
    const open = await question.latestOpen(trx, phone, now);
    if (open && (!latest || open.askedAt.getTime() > latest.askedAt.getTime())) latest = open;
  }
  return latest ? latest.answer(trx, body) : null;
}
