/** The mail outbox's series, read at each scrape (`outboxGauges`): messages by state, the oldest waiting one's age. */
import { outboxGauges } from "~/db/outboxGauges.server";
import { OUTBOX_STATES, outboxFigures } from "./outbox.server";

export const outboxMetrics = outboxGauges({
  count: {
    name: "outbox_messages",
    help: "Messages in the mail outbox, by state (pending, sending, sent, expired, abandoned, refused).",
  },
  oldestWaiting: {
    name: "outbox_oldest_waiting_age_seconds",
    help: "How long the oldest message still waiting to go out (pending, retries included) has waited; 0 when none waits.",
  },
  states: OUTBOX_STATES,
  figures: outboxFigures,
});
