/**
 * How the donor's documents look on paper: a Letter page in pdfkit's built-in Helvetica (no font files, nothing
 * fetched), the organisation's name at the top, sections of label and value, and the verification QR code drawn
 * as vector squares. The words come from `~/portal/documentWords`, the contents from `~/portal/donorDocuments`.
 */
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { org } from "~/config/org";
import type { Section } from "~/portal/donorDocuments";

export const MARGIN = 54;
const INK = "#0f172a";
const MUTED = "#475569";
const LABEL_WIDTH = 190;

export function newPdf(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: "LETTER", margin: MARGIN, info: { Title: title, Author: org.name } });
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(org.name.toUpperCase());
  doc.moveDown(1);
  return doc;
}

export function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - 2 * MARGIN;
}

export function title(doc: PDFKit.PDFDocument, text: string): void {
  doc.font("Helvetica-Bold").fontSize(18).fillColor(INK).text(text);
  doc.moveDown(0.6);
}

/** A label on the left, its value beside it (wrapping if long). */
export function line(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  const valueWidth = contentWidth(doc) - LABEL_WIDTH;
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: LABEL_WIDTH - 8 });
  const afterLabel = doc.y;
  doc.font("Helvetica").fontSize(10).fillColor(INK).text(value, MARGIN + LABEL_WIDTH, y, { width: valueWidth });
  doc.x = MARGIN;
  doc.y = Math.max(afterLabel, doc.y) + 2;
}

export function sections(doc: PDFKit.PDFDocument, list: Section[]): void {
  for (const section of list) {
    doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(section.heading, MARGIN, doc.y);
    doc.moveDown(0.25);
    for (const { label, value } of section.lines) line(doc, label, value);
    if (section.note) doc.font("Helvetica").fontSize(10).fillColor(INK).text(section.note, MARGIN, doc.y);
    doc.moveDown(0.6);
  }
}

export function paragraph(doc: PDFKit.PDFDocument, text: string, options: { bold?: boolean } = {}): void {
  doc.font(options.bold ? "Helvetica-Bold" : "Helvetica").fontSize(10).fillColor(INK).text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.5);
}

/** The address as a QR code, `size` points square, its top left at (x, y); a scanner opens the verification page. */
export function qrCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const quiet = 4; // the blank border scanners need, in modules
  const cell = size / (modules.size + 2 * quiet);
  doc.save().fillColor("#000000");
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

/** A small document rendered whole (a certificate, a receipt: a few kilobytes). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on("data", (part: Buffer) => parts.push(part));
    doc.on("end", () => resolve(Buffer.concat(parts)));
    doc.on("error", reject);
    doc.end();
  });
}
