/**
 * A festival ticket as a one-page PDF in the buyer's language (decision 124): the ticket's number in large letters
 * with a QR code of its check-in address beside it (a staff phone's camera opens the door's page with the number
 * filled in; a scanner typing into the door's field gives the same number), then the event, its day, time and place,
 * the kind, the name, and the receipt's figures: what was paid, the fair-market value, the deductible rest and the
 * receipt's number with where anyone can check it. PDF/UA from `pdfUaDocument` through the documents kit's layout.
 */
import { dollars } from "~/gifts/amounts";
import { formatDate } from "~/i18n";
import { clockTime } from "~/i18n/clockTime";
import { verificationUrl } from "~/kits/documents/documentLanguage";
import {
  BOLD,
  contentWidth,
  lines,
  MARGIN,
  newPdf,
  paragraph,
  pdfBytes,
  qrCode,
  tagged,
  title,
} from "~/kits/documents/pdfLayout.server";
import { env } from "~/platform/env.server";
import { eventWordsIn } from "~/events/words";
import { checkInUrl } from "./ticketLinks.server";
import type { Purchase } from "./ticketReceipts.server";

/** The QR code's side, in points: two inches, scanned easily from a phone's screen or paper. */
export const TICKET_QR_SIZE = 144;

/** Where the QR code's left edge is: the right of the page, beside the number. */
export const ticketQrLeft = (pageWidth: number) => pageWidth - MARGIN - TICKET_QR_SIZE;

export function ticketPdf(purchase: Purchase, ticketNumber: string): Promise<Uint8Array> {
  const { locale } = purchase;
  const words = eventWordsIn(locale).ticketPdf;
  const event = purchase.event[locale];
  const pdf = newPdf(words.title(event), locale);
  const { doc } = pdf;
  title(pdf, words.heading);
  const top = doc.y;
  const left = ticketQrLeft(doc.page.width);
  qrCode(pdf, checkInUrl(purchase.eventId, ticketNumber), words.qrAlt(ticketNumber), left, top, TICKET_QR_SIZE);
  doc.x = MARGIN;
  doc.y = top + 12;
  const beside = { width: contentWidth(doc) - TICKET_QR_SIZE - 12 };
  tagged(pdf, "P", () => doc.font(BOLD).fontSize(12).text(words.number, beside));
  tagged(pdf, "P", () => doc.font(BOLD).fontSize(26).text(ticketNumber, beside));
  doc.y = Math.max(doc.y, top + TICKET_QR_SIZE) + 12;
  const [day, time] = purchase.startsAt.split("T") as [string, string];
  const publicUrl = env().publicUrl;
  lines(pdf, [
    { label: words.event, value: event },
    { label: words.date, value: formatDate(locale, day) },
    { label: words.time, value: clockTime(locale, time) },
    { label: words.place, value: purchase.place },
    { label: words.kind, value: purchase.kind[locale] },
    { label: words.holder, value: purchase.buyerName },
    { label: words.paid, value: dollars(purchase.paidCents, locale) },
    { label: words.fairMarket, value: dollars(purchase.fairMarketCents, locale) },
    { label: words.deductible, value: dollars(Math.max(0, purchase.paidCents - purchase.fairMarketCents), locale) },
    { label: words.receipt, value: purchase.receiptNumber },
  ]);
  doc.moveDown(1);
  paragraph(pdf, words.door, { bold: true });
  paragraph(pdf, words.verify(verificationUrl(publicUrl, purchase.receiptNumber, locale)));
  return pdfBytes(pdf);
}
