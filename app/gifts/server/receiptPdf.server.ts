/** A gift receipt as a tagged PDF (the documents kit: `pdfUaDocument`, language, embedded fonts; decision 105). */
import type { Locale } from "~/i18n/locale";
import { newPdf, paragraph, pdfBytes, sections, title, verification } from "~/kits/documents/pdfLayout.server";
import type { ReceiptContent } from "~/gifts/receipt";

export function giftReceiptPdf(content: ReceiptContent, number: string, locale: Locale): Promise<Uint8Array> {
  const pdf = newPdf(`${content.title} ${number}`, locale);
  title(pdf, content.title);
  sections(pdf, content.sections);
  for (const statement of content.statements) paragraph(pdf, statement);
  verification(pdf, content.verification);
  return pdfBytes(pdf);
}
