/**
 * The texts outbox as the staff console's mail page shows it (decision 092): how many texts waited, went out and
 * were set aside in the last days, and the latest set aside with why. A number shows by its last two digits: the
 * applicant's page is where staff see a person's number.
 */
import type { Db } from "~/db/engine.server";
import { maskPhone } from "~/sms/phoneNumber";
import { recentTextFailures, textFigures } from "~/sms/smsOutbox.server";

export async function textOutboxReview(db: Db, since: number, shown: number) {
  const { byState } = await textFigures(db, since);
  const failures = await recentTextFailures(db, shown);
  return {
    counts: {
      waiting: byState.pending + byState.sending,
      sent: byState.sent,
      setAside: byState.refused + byState.abandoned + byState.stopped + byState.expired,
    },
    failures: failures.map((text) => ({ ...text, recipient: maskPhone(text.recipient) })),
  };
}
