/** One device's certificate of data destruction, and the donation receipt, as PDFs (small: rendered whole). */
import type { Locale } from "~/i18n/locale";
import type { CertificateContent, ReceiptContent } from "~/portal/donorDocuments";
import { lines, newPdf, paragraph, pdfBytes, sections, title, verification } from "~/kits/documents/pdfLayout.server";

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
  verification(pdf, content.verification);
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
