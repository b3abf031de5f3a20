/**
 * A ticket purchase's receipt number: the organisation's prefix and "T" (never mistaken for a device's certificate,
 * `TA-…`, a class's, `TAC-…`, a gift receipt, `TAR-…`, or a letter of hours, `TAV-…`, so `/verify` knows whose it
 * is from its shape), then 80 random bits in groups of four: TAT-7K3M-Q9XD-2HBW-N5RT. Stored with the receipt.
 */
import { org } from "~/config/org";
import { certificateNumbering } from "~/kits/documents/certificateNumbers";

export const ticketReceiptPrefix = `${org.documents.certificatePrefix}T`;
const numbering = certificateNumbering(ticketReceiptPrefix);

export const ticketReceiptNumberFrom = numbering.from;
/** A typed or linked number as stored, or null when it cannot be a ticket receipt's. */
export const parseTicketReceiptNumber = numbering.parse;
