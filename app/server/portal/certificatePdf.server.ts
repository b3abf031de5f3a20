/** One device's certificate of data destruction, and the donation receipt, as PDFs (small: rendered whole). */
import type { CertificateContent, ReceiptContent } from "~/portal/donorDocuments";
import { MARGIN, contentWidth, line, newPdf, paragraph, pdfBytes, qrCode, sections, title } from "./pdfLayout.server";

const QR_SIZE = 96;

export function certificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const doc = newPdf(`${content.title} ${content.number}`);
  title(doc, content.title);
  line(doc, content.numberLabel, content.number);
  doc.moveDown(0.6);
  sections(doc, content.sections);
  paragraph(doc, content.attestation, { bold: true });
  // The verification address as text and as a QR code beside it, kept together on one page.
  if (doc.y + QR_SIZE > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  doc.font("Helvetica").fontSize(10).text(content.verification.label, MARGIN, top, { width: contentWidth(doc) - QR_SIZE - 12 });
  doc.font("Helvetica-Bold").text(content.verification.url, { width: contentWidth(doc) - QR_SIZE - 12 });
  qrCode(doc, content.verification.url, MARGIN + contentWidth(doc) - QR_SIZE, top, QR_SIZE);
  return pdfBytes(doc);
}

export function receiptPdf(content: ReceiptContent): Promise<Uint8Array> {
  const doc = newPdf(content.title);
  title(doc, content.title);
  sections(doc, content.sections);
  for (const statement of content.statements) paragraph(doc, statement);
  return pdfBytes(doc);
}
