/**
 * A numbered statement as a tagged PDF (a class's certificate of completion, a volunteer's letter of hours): its
 * title, its number, the statement in bold, its sections of label and value, and the verification address as text
 * and a QR code, laid out by `pdfLayout.server.ts` from `pdfUaDocument` (language, embedded DejaVu Sans, structure).
 */
import type { Locale } from "~/i18n/locale";
import { lines, newPdf, paragraph, pdfBytes, sections, title, verification } from "./pdfLayout.server";
import type { Section } from "./sections";

export type NumberedStatement = {
  title: string;
  numberLabel: string;
  number: string;
  statement: string;
  sections: Section[];
  verification: { label: string; url: string };
};

export function numberedStatementPdf(content: NumberedStatement, locale: Locale): Promise<Uint8Array> {
  const pdf = newPdf(`${content.title} ${content.number}`, locale);
  title(pdf, content.title);
  lines(pdf, [{ label: content.numberLabel, value: content.number }]);
  pdf.doc.moveDown(0.6);
  paragraph(pdf, content.statement, { bold: true });
  pdf.doc.moveDown(0.4);
  sections(pdf, content.sections);
  verification(pdf, content.verification);
  return pdfBytes(pdf);
}
