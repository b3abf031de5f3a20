/**
 * A command's refusal (decision 111): thrown inside its transaction, it rolls back what the command wrote so far, and
 * the command answers with it (the sentence and its HTTP status) where it catches a `Refused`. One type for every
 * command that checks its record under the transaction's lock, so a refusal is never mistaken for a failure.
 */

/** What a refused command answers: nothing was changed. */
export type RefusalAnswer = { ok: false; status: 400 | 404 | 409; message: string };

export class Refused extends Error {
  constructor(readonly answer: RefusalAnswer) {
    super(answer.message);
  }
}

/** Stops the command with this answer; what it wrote so far is rolled back. */
export function refuse(status: RefusalAnswer["status"], message: string): never {
  throw new Refused({ ok: false, status, message });
}
