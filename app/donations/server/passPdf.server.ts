/**
 * The drop-off pass as a one-page PDF, in the donation's language: the reference in large letters, a QR code of
 * the reference alone (what staff scan at the counter or the office), the devices and where they go. Tagged, with
 * its language and the embedded font, like the donor's other documents (`~/kits/documents/pdfLayout.server`).
 */
import { donationWordsIn, officesIn } from "~/donations/words";
import { deviceKinds, needsOffice } from "~/donations/answers";
import { intlLocales } from "~/i18n/locale";
import {
  BOLD,
  lines,
  MARGIN,
  newPdf,
  paragraph,
  pdfBytes,
  qrCode,
  tagged,
  title,
} from "~/kits/documents/pdfLayout.server";
import type { Donation } from "./donations.server";

/** The QR code's side, in points: 2.5 inches, easily scanned from a printed sheet or a phone's screen. */
export const PASS_QR_SIZE = 180;

export function passPdf(donation: Donation): Promise<Uint8Array> {
  const words = donationWordsIn(donation.locale);
  const offices = officesIn(donation.locale);
  const number = new Intl.NumberFormat(intlLocales[donation.locale]);
  const pdf = newPdf(`${words.pass.title} ${donation.reference}`, donation.locale);
  const { doc } = pdf;
  title(pdf, words.pass.title);
  tagged(pdf, "P", () => doc.font(BOLD).fontSize(24).text(words.pass.reference(donation.reference)));
  doc.moveDown(0.5);
  const top = doc.y;
  qrCode(pdf, donation.reference, words.pass.qrAlt(donation.reference), MARGIN, top, PASS_QR_SIZE);
  doc.x = MARGIN;
  doc.y = top + PASS_QR_SIZE + 12;
  paragraph(pdf, words.pass.intro);
  lines(
    pdf,
    deviceKinds
      .filter((kind) => donation.devices[kind] > 0)
      .map((kind) => ({ label: words.devices[kind], value: number.format(donation.devices[kind]) })),
  );
  doc.moveDown(0.5);
  if (donation.devices.laptops + donation.devices.phonesTablets > 0) paragraph(pdf, words.pass.courier);
  if (donation.office && needsOffice(donation.devices)) {
    const office = offices[donation.office];
    paragraph(pdf, words.pass.office(office.name, office.address, office.hours));
  }
  return pdfBytes(pdf);
}
