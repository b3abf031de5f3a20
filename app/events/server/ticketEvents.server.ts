/**
 * The provider's events about a ticket's checkout, handed over by the gifts wing's webhook job (its session's
 * metadata says `kind: "ticket"`), applied in the job's transaction: a paid session turns its hold into tickets and
 * their receipt, with the buyer's email; an expired one frees its places at once, offered to the waitlist first.
 */
import type { Db } from "~/db/engine.server";
import type { OtherCheckout } from "~/gifts/server/otherCheckouts.server";
import { queueTicketEmail } from "./ticketEmail.server";
import { payHold, releaseHold } from "./ticketHolds.server";
import { issueTicketReceipt } from "./ticketReceipts.server";

type Session = Record<string, unknown>;

const metadataOf = (session: Session) =>
  session.metadata && typeof session.metadata === "object" ? (session.metadata as Record<string, unknown>) : {};

/** Whether the provider's object is a ticket's checkout session. */
export const isTicketSession = (session: Session) => metadataOf(session).kind === "ticket";

export async function applyTicketEvent(
  trx: Db,
  type: string,
  session: Session,
): Promise<"applied" | "ignored" | "unknown"> {
  const holdId = metadataOf(session).hold_id;
  if (typeof holdId !== "string") return "unknown";
  if (type === "checkout.session.completed") {
    if (session.payment_status !== "paid") return "ignored";
    const numbers = await payHold(trx, holdId);
    if (!numbers.length) return "ignored";
    await issueTicketReceipt(trx, holdId);
    await queueTicketEmail(trx, holdId, numbers);
    return "applied";
  }
  if (type === "checkout.session.expired") return (await releaseHold(trx, holdId)) ? "applied" : "ignored";
  return "ignored";
}

/** A ticket's checkout, as the gifts wing's events job is handed it at start-up. */
export const ticketCheckout: OtherCheckout = { claims: isTicketSession, apply: applyTicketEvent };
