/**
 * Every number the site prints for anyone to check at `/verify`: its shape (what a typed number is written as, or
 * null when it is not that kind) and the wing that checks it. One list, read by the form (which recognises a number
 * typed any way) and by the number's page (which checks it), so a new kind of number is added once. The device
 * certificate's `TA-…` shape is tried last, after the longer prefixes (TAC-, TAR-, TAT-, TAV-).
 */
import { parseClassCertificateNumber } from "~/classes/certificateNumber";
import { verifyClassCertificate } from "~/classes/server/certificatePages.server";
import { db } from "~/db/serverStore.server";
import { parseTicketReceiptNumber } from "~/events/receiptNumber";
import { verifyTicketReceipt } from "~/events/server/ticketReceipts.server";
import { parseGiftReceiptNumber } from "~/gifts/receiptNumber";
import { verifyGiftReceipt } from "~/gifts/server/receipts.server";
import type { Locale } from "~/i18n/locale";
import type { Verification } from "~/kits/documents/verifyLimit.server";
import { parseCertificateNumber } from "~/portal/donorDocuments";
import { verifyCertificate } from "~/portal/server/verifyCertificate.server";
import { parseLetterNumber } from "~/volunteering/letterNumber";
import { verifyVolunteerLetter } from "~/volunteering/server/hoursPages.server";

type VerifiableNumber = {
  written: (typed: string) => string | null;
  check: (number: string, clientAddress: string, locale: Locale) => Promise<Verification>;
};

const verifiableNumbers: readonly VerifiableNumber[] = [
  { written: parseClassCertificateNumber, check: verifyClassCertificate },
  {
    written: parseGiftReceiptNumber,
    check: (number, client, locale) => verifyGiftReceipt(db(), number, client, locale),
  },
  { written: parseLetterNumber, check: verifyVolunteerLetter },
  { written: parseTicketReceiptNumber, check: verifyTicketReceipt },
  { written: parseCertificateNumber, check: verifyCertificate },
];

/** The kind a typed number is, with its written form; null for anything the site does not issue. */
export function verifiableNumber(typed: string): { written: string; check: VerifiableNumber["check"] } | null {
  for (const kind of verifiableNumbers) {
    const written = kind.written(typed);
    if (written) return { written, check: kind.check };
  }
  return null;
}
