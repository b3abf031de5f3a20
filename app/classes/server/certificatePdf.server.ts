/**
 * A class certificate of completion as a tagged PDF (the documents kit: language, embedded DejaVu Sans, a structure
 * of headings, a statement, tables of label and value), with the verification address as text and a QR code.
 */
import type { ClassCertificateContent } from "~/classes/certificate";
import type { Locale } from "~/i18n/locale";
import { lines, newPdf, paragraph, pdfBytes, sections, title, verification } from "~/kits/documents/pdfLayout.server";

export function classCertificatePdf(content: ClassCertificateContent, locale: Locale): Promise<Uint8Array> {
  const pdf = newPdf(`${content.title} ${content.number}`, locale);
  const { doc } = pdf;
  title(pdf, content.title);
  lines(pdf, [{ label: content.numberLabel, value: content.number }]);
  doc.moveDown(0.6);
  paragraph(pdf, content.statement, { bold: true });
  doc.moveDown(0.4);
  sections(pdf, content.sections);
  verification(pdf, content.verification);
  return pdfBytes(pdf);
}
