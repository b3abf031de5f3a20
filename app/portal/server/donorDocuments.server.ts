/**
 * The donor's documents, made from the store: a device's certificate, the whole donation's, the donation receipt
 * of a year, and the numbers they carry. Each maker answers for the signed-in donor only (`personalDownload`
 * found them); a device of another donor is answered exactly like one that does not exist.
 */
import { createHmac } from "node:crypto";
import type { Locale } from "~/i18n/locale";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { certificateContent, certificateNumberFrom, receiptContent, receiptYears } from "~/portal/donorDocuments";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { certificateNumberer, numberCertificate } from "~/kits/records/certificateNumbers.server";
import { createRecordSource, type InventoryItem } from "~/kits/records/recordSource.server";
import { db } from "~/db/serverStore.server";
import { certificatePdf, receiptPdf } from "./certificateAndReceiptPdfs.server";
import { donationCertificateStream } from "./donationCertificateStream.server";
import { DONATION_CERTIFICATE_RETRY_SECONDS, takeDonationCertificateSlot } from "./donationCertificateSlots.server";
import { recordOfDevice, type DonorScope } from "./donorScope.server";
import type { DownloadResult } from "./personalDownload.server";

const notFound = (locale: Locale) => ({ status: 404, message: documentWordsIn(locale).noSuchDocument }) as const;
const busy = (locale: Locale) => ({ status: 503, message: documentWordsIn(locale).documentBusy }) as const;

/** A device's certificate number: a keyed hash of its record id, so it is stable and cannot be guessed. */
export function certificateNumberFor(deviceId: string, secret = env().certificateSecret): string {
  return certificateNumberFrom(createHmac("sha256", secret).update(`certificate:${deviceId}`).digest());
}

const numberFor = (deviceId: string) => certificateNumberFor(deviceId);

/** A device of the scope's: its certificate names the donor record the device was given with. */
export async function deviceCertificate(scope: DonorScope, deviceId: string, locale: Locale): Promise<DownloadResult> {
  const records = createRecordSource(db());
  const device = await records.inventoryItem(deviceId);
  const donor = device ? recordOfDevice(scope, device.Donor_ID) : null;
  if (!device || !donor) return notFound(locale);
  let number: string | null;
  try {
    number = await numberCertificate(db(), device.id, numberFor);
  } catch (error) {
    log.error("certificate number not stored", { error });
    return busy(locale);
  }
  if (!number) return notFound(locale); // destruction not recorded yet: no certificate
  const body = await certificatePdf(
    certificateContent(device, donor, number, env().publicUrl, locale, new Date(), env().documents),
    locale,
  );
  return { fileName: `certificate_${number}.pdf`, contentType: "application/pdf", body, inline: true };
}

/** Gives the recorded devices of a batch their certificate numbers (stored before they are printed). */
export function numberBatch(): (items: InventoryItem[]) => Promise<InventoryItem[]> {
  const numberer = certificateNumberer(db(), numberFor);
  return (items) => numberer.number(items);
}

/** The certificate of every device of the scope (one donation, or all), naming the scope's donor. */
export async function donationCertificate(
  scope: DonorScope,
  signal: AbortSignal,
  locale: Locale,
): Promise<DownloadResult> {
  const { donorIds, donor } = scope;
  const records = createRecordSource(db());
  const { count } = await records.inventorySummary("Donor_ID", donorIds);
  if (count === 0) return notFound(locale);
  const groups = await records.destructionGroups(donorIds);
  const certified = groups.reduce((sum, group) => sum + group.count, 0);
  const certificate = {
    donorIds,
    donor,
    groups,
    inProgress: count - certified,
    publicUrl: env().publicUrl,
    locale,
    issued: new Date(),
    issuer: env().documents,
  };
  const release = takeDonationCertificateSlot();
  if (!release) {
    log.info("download refused", { reason: "certificates being made at once" });
    return {
      status: 503,
      message: documentWordsIn(locale).download.serverBusy,
      retryAfterSeconds: DONATION_CERTIFICATE_RETRY_SECONDS,
    };
  }
  let body: ReadableStream<Uint8Array>;
  try {
    body = donationCertificateStream(certificate, numberBatch(), signal, release);
  } catch (error) {
    release();
    throw error;
  }
  return { fileName: "donation_certificate.pdf", contentType: "application/pdf", body, inline: true };
}

/** The receipt of a year for the devices of the scope (one donation, or all), naming the scope's donor. */
export async function donationReceipt(scope: DonorScope, year: number, locale: Locale): Promise<DownloadResult> {
  const groups = await createRecordSource(db()).receivedGroups(scope.donorIds);
  if (!receiptYears(groups).years.includes(year)) return notFound(locale);
  const body = await receiptPdf(receiptContent(scope.donor, year, groups, locale, new Date(), env().documents), locale);
  return { fileName: `donation_receipt_${year}.pdf`, contentType: "application/pdf", body, inline: true };
}
