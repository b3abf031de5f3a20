/**
 * How a caseworker's work is recorded (issue 27, decision 080 addendum). A recommendation they write keeps a stable
 * identity in `recommendations.written_by`: the partner and the caseworker's email key, read by staff only. The
 * activity log names them by the partner and a masked address, as the log never holds a whole address of a partner.
 */
import { emailKey } from "~/kits/records/championLookup";
import { maskEmail } from "~/platform/log.server";

const PREFIX = "partner:";

/** `written_by` of a recommendation a caseworker wrote for this partner. */
export const caseworkerIdentity = (partnerId: string, email: string) => `${PREFIX}${partnerId}:${emailKey(email)}`;

/** Whether a `written_by` is one of this partner's caseworkers. */
export const writtenByPartner = (writtenBy: string | null, partnerId: string) =>
  writtenBy !== null && writtenBy.startsWith(`${PREFIX}${partnerId}:`);

/** The activity log's actor for a caseworker, acting for a partner or (signing in) not yet. */
export const caseworkerActor = (partnerId: string | null, email: string) =>
  `Caseworker ${maskEmail(emailKey(email))}${partnerId === null ? "" : ` of partner ${partnerId}`}`;
