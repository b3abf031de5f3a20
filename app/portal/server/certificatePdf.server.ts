/** One device's certificate of data destruction, and the donation receipt, as PDFs (small: rendered whole). */
import type { Locale } from "~/i18n/locale";
import type { CertificateContent, ReceiptContent } from "~/portal/donorDocuments";
import {
  BOLD,
  FONT,
  MARGIN,
  contentWidth,
  lines,
  newPdf,
  paragraph,
  pdfBytes,
  qrCode,
  sections,
  tagged,
  title,
} from "~/kits/documents/pdfLayout.server";

const QR_SIZE = 96;

export function certificatePdf(content: CertificateContent, locale: Locale): Promise<Uint8Array> {
  const pdf = newPdf(`${content.title} ${content.number}`, locale);
  const { doc } = pdf;
  title(pdf, content.title);
  lines(pdf, [{ label: content.numberLabel, value: content.number }]);
  doc.moveDown(0.6);
  sections(pdf, content.sections);
  paragraph(pdf, content.attestation, { bold: true });
  doc.moveDown(0.6);
  sections(pdf, [content.signature]);
  // The verification address as text and as a QR code beside it, kept together on one page.
  if (doc.y + QR_SIZE > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  const width = contentWidth(doc) - QR_SIZE - 12;
  tagged(pdf, "P", () => {
    doc.font(FONT).fontSize(10).text(content.verification.label, MARGIN, top, { width });
    doc.font(BOLD).text(content.verification.url, { width });
  });
  qrCode(
    pdf,
    content.verification.url,
    `${content.verification.label} ${content.verification.url}`,
    MARGIN + contentWidth(doc) - QR_SIZE,
    top,
    QR_SIZE,
  );
  return pdfBytes(pdf);
}

export function receiptPdf(content: ReceiptContent, locale: Locale): Promise<Uint8Array> {
  const pdf = newPdf(content.title, locale);
  title(pdf, content.title);
  sections(pdf, content.sections);
  for (const statement of content.statements) paragraph(pdf, statement);
  pdf.doc.moveDown(0.6);
  sections(pdf, [content.signature]);
  return pdfBytes(pdf);
}
