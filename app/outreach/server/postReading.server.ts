/**
 * What the contact and board forms' posts share: the typed fields handed back (each cut to its length), the limits
 * per client address and per email address or number an hour, and how a person is named in a log line (masked).
 */
import type { Db } from "~/db/engine.server";
import { singleText } from "~/kits/forms/formGuard.server";
import { emailKey } from "~/kits/records/championLookup";
import { maskEmail } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { maskPhone } from "~/sms/phoneNumber";
import type { Typed, Writer } from "~/outreach/messageForms";

const HOUR = 60 * 60 * 1000;

/** A family or an office writing several times: enough, and no more. */
export const outreachLimits = { perClient: 10, perPerson: 5 } as const;

export function typedFields(form: FormData | undefined, fields: Record<string, number>): Typed {
  return Object.fromEntries(
    Object.entries(fields).map(([name, max]) => [name, (form ? (singleText(form, name) ?? "") : "").slice(0, max)]),
  );
}

/** Whether this client may post the form `kind` once more this hour. */
export const clientMayPost = (store: Db, kind: string, client: string) =>
  hitRateLimit(store, `${kind}:${client}`, outreachLimits.perClient, HOUR);

/** Whether this person (by email address, else number) may post the form `kind` once more this hour. */
export const personMayPost = (store: Db, kind: string, writer: Writer) =>
  hitRateLimit(
    store,
    `${kind}-person:${writer.email ? emailKey(writer.email) : `tel:${writer.phone}`}`,
    outreachLimits.perPerson,
    HOUR,
  );

export const writerInLog = (writer: Writer) =>
  writer.email ? { email: maskEmail(writer.email) } : { phone: maskPhone(writer.phone!) };

/** Where the acknowledgement went: the address, or the number by its last digits (issue 45). */
export const sentTo = (writer: Writer): { email: string } | { textTo: string } =>
  writer.email ? { email: writer.email } : { textTo: maskPhone(writer.phone!) };
