/** The texts outbox's series, read at each scrape like the mail outbox's (`outboxGauges`). */
import { outboxGauges } from "~/db/outboxGauges.server";
import { TEXT_STATES, textFigures } from "./smsOutbox.server";

export const textOutboxMetrics = outboxGauges({
  count: {
    name: "sms_outbox_texts",
    help: "Texts in the texts outbox, by state (pending, sending, sent, expired, abandoned, refused, stopped).",
  },
  oldestWaiting: {
    name: "sms_outbox_oldest_waiting_age_seconds",
    help: "How long the oldest text still waiting to go out has waited; 0 when none waits.",
  },
  states: TEXT_STATES,
  figures: textFigures,
});
