/**
 * How many whole-donation certificates the server makes at once, process-wide. Drawing one keeps a core busy for
 * as long as it is read (a minute or more for a donor of 20,000 devices); two already slowed every other request
 * several times over. A certificate beyond DONATION_CERTIFICATES_AT_ONCE is refused with a sentence and
 * `Retry-After` rather than queued: a waiting download would hold its connection and its session's download slot
 * with nothing to show (docs/decisions/069).
 */
import { portalSettings } from "../settings.server";

/** Seconds a refused donor is asked to wait: about what a large certificate takes to finish. */
export const DONATION_CERTIFICATE_RETRY_SECONDS = 60;

let inProgress = 0;

/** How many are being made now (each is also a request in flight). */
export const donationCertificatesInProgress = () => inProgress;

/** A slot for one more certificate, as the function that frees it (once), or null when all are taken. */
export function takeDonationCertificateSlot(): (() => void) | null {
  if (inProgress >= portalSettings.current().donationCertificatesAtOnce) return null;
  inProgress += 1;
  let freed = false;
  return () => {
    if (freed) return;
    freed = true;
    inProgress -= 1;
  };
}
