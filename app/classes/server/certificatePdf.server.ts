/**
 * A class certificate of completion as a tagged PDF (the documents kit: language, embedded DejaVu Sans, a structure
 * of headings, a statement, tables of label and value), with the verification address as text and a QR code.
 */
import type { ClassCertificateContent } from "~/classes/certificate";
import type { Locale } from "~/i18n/locale";
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

export function classCertificatePdf(content: ClassCertificateContent, locale: Locale): Promise<Uint8Array> {
  const pdf = newPdf(`${content.title} ${content.number}`, locale);
  const { doc } = pdf;
  title(pdf, content.title);
  lines(pdf, [{ label: content.numberLabel, value: content.number }]);
  doc.moveDown(0.6);
  paragraph(pdf, content.statement, { bold: true });
  doc.moveDown(0.4);
  sections(pdf, content.sections);
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
