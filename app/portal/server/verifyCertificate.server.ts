/**
 * The public check of a certificate number (`/verify/<number>`): anyone may ask, without signing in, so it says
 * only what the certificate attests about the device, never who gave it, and each client may ask a limited number
 * of times a minute, so numbers cannot be tried in bulk. The other numbers `/verify` checks are their wings'
 * (app/startup/verifiableNumbers.server.ts).
 */
import { verification, type Verification } from "~/kits/documents/verifyLimit.server";
import type { Locale } from "~/i18n/locale";
import { isDestructionRecorded } from "~/kits/records/inventoryRules";
import { parseCertificateNumber, verificationLines } from "~/portal/donorDocuments";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { db } from "~/db/serverStore.server";

/** `locale`: the page's language, in which the lines are written. */
export function verifyCertificate(input: string, clientAddress: string, locale: Locale = "en"): Promise<Verification> {
  return verification("certificate", clientAddress, async () => {
    const number = parseCertificateNumber(input);
    const device = number ? await createRecordSource(db()).inventoryByCertificateNumber(number) : null;
    // A number stays genuine only while the record still says the destruction was done.
    return number && device && isDestructionRecorded(device) ? verificationLines(device, number, locale) : null;
  });
}
