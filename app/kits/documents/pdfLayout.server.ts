/**
 * How the donor's documents look on paper, and how a reader hears them: a Letter page in DejaVu Sans (shipped in
 * `fonts/` and embedded, so every reader shows the same letters and nothing is fetched), the organisation's name at
 * the top, sections of label and value, and the verification QR code drawn as vector squares. Every document is
 * PDF/UA-1 (`pdfUa.server.ts`, decision 105): it states its language and title, its text sits in a structure of
 * headings, paragraphs and tables that a screen reader follows, a figure says in words what it shows, and what only
 * repeats on every page is marked as an artifact. The words come from `~/kits/documents/content/en/words`, the
 * contents from `~/portal/donorDocuments`.
 */
import path from "node:path";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { org } from "~/config/org";
import { intlLocales, type Locale } from "~/i18n/locale";
import type { Section } from "./sections";
import { projectFolder } from "~/platform/publicFolder.server";
import { pdfUaDocument } from "./pdfUa.server";

export const MARGIN = 54;
const INK = "#0f172a";
const MUTED = "#475569";
const LABEL_WIDTH = 190;

/** The fonts beside package.json (their licence in `fonts/LICENSE.txt`), registered under these names. */
export const FONT = "DejaVuSans";
export const BOLD = "DejaVuSans-Bold";
const fontFile = (name: string) => path.join(projectFolder, "fonts", `${name}.ttf`);

type FontSource = Parameters<PDFKit.PDFDocument["registerFont"]>[1];

/**
 * A font file parsed: pdfkit takes a parsed font wherever it takes a file (0.20 does not declare it; the font is
 * read from a throwaway document) and still embeds a subset of it in each document.
 */
function parse(name: string): FontSource {
  const probe = new PDFDocument({ autoFirstPage: false, font: fontFile(name) });
  return (probe as unknown as { _font: { font: FontSource } })._font.font;
}

/**
 * Parsed once, when the server starts: parsing DejaVu Sans takes longer than drawing a certificate, and the first
 * download should not wait for it.
 */
const parsedFonts: Record<string, FontSource> = { [FONT]: parse(FONT), [BOLD]: parse(BOLD) };
const parsedFont = (name: string) => parsedFonts[name]!;

/** A document being drawn, and the structure element its content is tagged under. */
export type Pdf = { doc: PDFKit.PDFDocument; body: PDFKit.PDFStructureElement };

/** pdfkit takes these options (table header scope, a figure's box) though its type declarations leave them out. */
type StructOptions = NonNullable<Parameters<PDFKit.PDFDocument["struct"]>[1]> & {
  scope?: "Row" | "Column";
  bbox?: [number, number, number, number];
};

export type PdfOptions = {
  /**
   * The organisation's name at the top of the first page (the default). `false` leaves the page blank for what the
   * document places itself: a sheet of shipping labels, a certificate with a letterhead of its own.
   */
  heading?: boolean;
  /** The date the file says it was made; unset, now (a fixed one keeps a rebuilt file the same, byte for byte). */
  creationDate?: Date;
};

/** A Letter page, tagged, in the language of `locale`, with the document's title; options as `PdfOptions` says. */
export function newPdf(title: string, locale: Locale, options: PdfOptions = {}): Pdf {
  const doc = pdfUaDocument({
    title,
    author: org.name,
    lang: intlLocales[locale],
    font: parsedFont(FONT) as string,
    margin: MARGIN,
    ...(options.creationDate ? { creationDate: options.creationDate } : {}),
  });
  doc.registerFont(FONT, parsedFont(FONT));
  doc.registerFont(BOLD, parsedFont(BOLD));
  const body = doc.struct("Document");
  doc.addStructure(body);
  if (options.heading !== false) {
    artifact(doc, () => doc.font(FONT).fontSize(9).fillColor(MUTED).text(org.name.toUpperCase()));
    doc.moveDown(1);
  }
  return { doc, body };
}

/** Draws what repeats on pages (the letterhead, page numbers) outside the structure a reader follows. */
export function artifact(doc: PDFKit.PDFDocument, draw: () => void): void {
  doc.markContent("Artifact", { type: "Pagination" });
  draw();
  doc.endMarkedContent();
}

/** A structure element of `type` under `parent`, its content what `draw` puts on the page. */
export function tagged(pdf: Pdf, type: string, draw: () => void, parent = pdf.body, options: StructOptions = {}): void {
  parent.add(pdf.doc.struct(type, options, draw));
}

export function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - 2 * MARGIN;
}

export function title(pdf: Pdf, text: string): void {
  tagged(pdf, "H1", () => pdf.doc.font(BOLD).fontSize(18).fillColor(INK).text(text));
  pdf.doc.moveDown(0.6);
}

/** A label on the left, its value beside it (wrapping if long): a table row whose header is the label. */
function labelledRow(pdf: Pdf, table: PDFKit.PDFStructureElement, label: string, value: string): void {
  const { doc } = pdf;
  const y = doc.y;
  const valueWidth = contentWidth(doc) - LABEL_WIDTH;
  const row = doc.struct("TR");
  table.add(row);
  tagged(
    pdf,
    "TH",
    () =>
      doc
        .font(FONT)
        .fontSize(10)
        .fillColor(MUTED)
        .text(label, MARGIN, y, { width: LABEL_WIDTH - 8 }),
    row,
    { scope: "Row" },
  );
  const afterLabel = doc.y;
  tagged(
    pdf,
    "TD",
    () =>
      doc
        .font(FONT)
        .fontSize(10)
        .fillColor(INK)
        .text(value, MARGIN + LABEL_WIDTH, y, { width: valueWidth }),
    row,
  );
  row.end();
  doc.x = MARGIN;
  doc.y = Math.max(afterLabel, doc.y) + 2;
}

/** Label and value pairs, read as a two-column table. */
export function lines(pdf: Pdf, list: readonly { label: string; value: string }[]): void {
  const table = pdf.doc.struct("Table");
  pdf.body.add(table);
  for (const { label, value } of list) labelledRow(pdf, table, label, value);
  table.end();
}

export function sections(pdf: Pdf, list: Section[]): void {
  const { doc } = pdf;
  for (const section of list) {
    tagged(pdf, "H2", () => doc.font(BOLD).fontSize(11).fillColor(INK).text(section.heading, MARGIN, doc.y));
    doc.moveDown(0.25);
    lines(pdf, section.lines);
    if (section.note) paragraph(pdf, section.note);
    doc.moveDown(0.6);
  }
}

export function paragraph(pdf: Pdf, text: string, options: { bold?: boolean } = {}): void {
  const { doc } = pdf;
  tagged(pdf, "P", () =>
    doc
      .font(options.bold ? BOLD : FONT)
      .fontSize(10)
      .fillColor(INK)
      .text(text, MARGIN, doc.y, { width: contentWidth(doc) }),
  );
  doc.moveDown(0.5);
}

/**
 * The address as a QR code, `size` points square, its top left at (x, y); a scanner opens the verification page.
 * A figure whose alternative text says what it holds (the same address is printed beside it).
 */
export function qrCode(pdf: Pdf, url: string, alt: string, x: number, y: number, size: number): void {
  const { doc } = pdf;
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const quiet = 4; // the blank border scanners need, in modules
  const cell = size / (modules.size + 2 * quiet);
  tagged(
    pdf,
    "Figure",
    () => {
      doc.save().fillColor("#000000");
      for (let row = 0; row < modules.size; row++) {
        for (let column = 0; column < modules.size; column++) {
          if (modules.get(row, column)) doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
        }
      }
      doc.fill().restore();
    },
    pdf.body,
    { alt, bbox: [x, y, x + size, y + size] },
  );
}

const VERIFY_QR_SIZE = 96;

/**
 * A certificate's verification address as text with its QR code beside it, kept together on one page (a new page when
 * too little of this one is left).
 */
export function verification(pdf: Pdf, { label, url }: { label: string; url: string }): void {
  const { doc } = pdf;
  if (doc.y + VERIFY_QR_SIZE > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  const width = contentWidth(doc) - VERIFY_QR_SIZE - 12;
  tagged(pdf, "P", () => {
    doc.font(FONT).fontSize(10).text(label, MARGIN, top, { width });
    doc.font(BOLD).text(url, { width });
  });
  qrCode(pdf, url, `${label} ${url}`, MARGIN + contentWidth(doc) - VERIFY_QR_SIZE, top, VERIFY_QR_SIZE);
}

type LaidOutFont = { layoutCache?: Record<string, unknown> };

/**
 * Empties the fonts' caches of laid-out words. pdfkit keeps a laid-out copy of every distinct word until the document
 * ends; in a table of certificate numbers and serials no word comes back, so a streamed document calls this after each
 * row: the row's words are laid out once for its height and found again to draw it, then let go while still young.
 */
export function forgetLaidOutWords(doc: PDFKit.PDFDocument): void {
  const fonts = (doc as unknown as { _fontFamilies: Record<string, LaidOutFont> })._fontFamilies;
  for (const font of Object.values(fonts))
    if (font.layoutCache) font.layoutCache = Object.create(null) as Record<string, unknown>;
}

type ParentTree = { get(key: number): unknown[]; add(key: number, value: unknown): void };

/**
 * Lets go of what pdfkit keeps of a drawn page until the document ends, so a streamed document of thousands of
 * table pages holds one reference per page: the page's entry of the structure's parent tree (which element each
 * marked piece of the page belongs to) is written out. Call it once nothing more will be drawn on the page.
 */
export function releasePage(doc: PDFKit.PDFDocument): void {
  const key = (doc.page.dictionary.data as { StructParents?: number }).StructParents;
  if (key === undefined) return;
  const tree = (doc.getStructTreeRoot().data as unknown as { ParentTree: ParentTree }).ParentTree;
  const entry = doc.ref(tree.get(key));
  entry.end(undefined);
  // Written: only its object number is needed from now on, so the page's elements it listed can be freed.
  Object.assign(entry, { data: {} });
  tree.add(key, entry);
}

/** A small document rendered whole (a certificate, a receipt: a few kilobytes). */
export function pdfBytes({ doc }: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on("data", (part: Buffer) => parts.push(part));
    doc.on("end", () => resolve(Buffer.concat(parts)));
    doc.on("error", reject);
    doc.end();
  });
}
