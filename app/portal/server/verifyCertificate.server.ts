/**
 * The public check of a certificate number (`/verify/<number>`): anyone may ask, without signing in, so it says
 * only what the certificate attests about the device, never who gave it, and each client may ask a limited number
 * of times a minute, so numbers cannot be tried in bulk. The other numbers `/verify` checks are their wings'
 * (app/startup/verifiableNumbers.server.ts).
 */
import { mayVerify } from "~/kits/documents/verifyLimit.server";
import type { Locale } from "~/i18n/locale";
import type { Line } from "~/kits/documents/sections";
import { isDestructionRecorded } from "~/kits/records/inventoryRules";
import { parseCertificateNumber, verificationLines } from "~/portal/donorDocuments";
import { log } from "~/platform/log.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { db } from "~/db/serverStore.server";

export type Verification =
  { kind: "genuine"; lines: Line[] } | { kind: "not-found" } | { kind: "limited" } | { kind: "unavailable" };

/** `locale`: the page's language, in which the lines are written. */
export async function verifyCertificate(
  input: string,
  clientAddress: string,
  locale: Locale = "en",
): Promise<Verification> {
  try {
    if (!(await mayVerify(clientAddress))) return { kind: "limited" };
    const number = parseCertificateNumber(input);
    const device = number ? await createRecordSource(db()).inventoryByCertificateNumber(number) : null;
    // A number stays genuine only while the record still says the destruction was done.
    if (!number || !device || !isDestructionRecorded(device)) return { kind: "not-found" };
    return { kind: "genuine", lines: verificationLines(device, number, locale) };
  } catch (error) {
    log.error("certificate check failed", { error });
    return { kind: "unavailable" };
  }
}
