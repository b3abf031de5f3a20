/**
 * A gift receipt's number: the organisation's prefix and "R" (never mistaken for a device's certificate, `TA-…`,
 * or a class certificate, `TAC-…`, so `/verify` knows whose it is from its shape), then 80 random bits in groups of
 * four, as the certificates' numbers: TAR-7K3M-Q9XD-2HBW-N5RT. Random, stored with the receipt (unique).
 */
import { org } from "~/config/org";
import { certificateNumbering } from "~/kits/documents/certificateNumbers";

export const giftReceiptPrefix = `${org.documents.certificatePrefix}R`;
const numbering = certificateNumbering(giftReceiptPrefix);

export const giftReceiptNumberFrom = numbering.from;
/** A typed or linked number as stored, or null when it cannot be a gift receipt's. */
export const parseGiftReceiptNumber = numbering.parse;
