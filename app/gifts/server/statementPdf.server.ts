/**
 * The year-end statement as a tagged PDF (the documents kit: PDF/UA-1 from `pdfUaDocument`, the donor's language,
 * embedded DejaVu Sans): its title and introduction, the sections of label and value, each statement a paragraph,
 * then when and by whom it is issued. It takes the content `statementContent` made and decides nothing itself.
 */
import type { Locale } from "~/i18n/locale";
import { newPdf, paragraph, pdfBytes, sections, title } from "~/kits/documents/pdfLayout.server";
import type { StatementContent } from "~/gifts/statement";

export function statementPdf(content: StatementContent, locale: Locale): Promise<Uint8Array> {
  const pdf = newPdf(content.title, locale);
  title(pdf, content.title);
  paragraph(pdf, content.intro);
  pdf.doc.moveDown(0.4);
  sections(pdf, [...content.sections, content.signature]);
  for (const statement of content.statements) paragraph(pdf, statement, { bold: true });
  return pdfBytes(pdf);
}
