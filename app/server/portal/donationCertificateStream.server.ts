/**
 * The certificate of a whole donation: a summary page, then a table of every device whose destruction is
 * recorded, streamed one page at a time. The stream is pulled: a page is drawn (and its rows read from the
 * cursor) only when the reader asks for more, so a slow reader holds one page in memory, not the document, and
 * the first page goes out before the last row is read. pdfkit writes a page's objects out as soon as the next
 * page starts (pages are not buffered), so what stays behind per page is its offset in the file.
 */
import Database from "better-sqlite3";
import path from "node:path";
import { documentWords } from "~/portal/documentWords";
import { donationRow, donationSummary, type DestructionGroup, type DonorRecord } from "~/portal/donorDocuments";
import { env } from "~/server/platform/env.server";
import { log } from "~/server/platform/log.server";
import { createRecordSource } from "~/server/records/recordSource.server";
import { DATABASE_FILE_NAME } from "~/server/records/store.server";
import { MARGIN, contentWidth, newPdf, paragraph, qrCode, sections, title } from "./pdfLayout.server";

const words = documentWords.donation;
const ROW_HEIGHT = 13;
const FONT_SIZE = 7.5;
/** Shares of the table's width: number, model, system serial, drive serials, what was done, date. */
const COLUMN_SHARES = [0.2, 0.22, 0.16, 0.2, 0.09, 0.13];

export type DonationCertificate = {
  donorId: string;
  donor: DonorRecord;
  groups: DestructionGroup[];
  inProgress: number;
  publicUrl: string;
};

function columnLefts(doc: PDFKit.PDFDocument): { x: number; width: number }[] {
  const width = contentWidth(doc);
  let x = MARGIN;
  return COLUMN_SHARES.map((share) => {
    const column = { x, width: share * width - 4 };
    x += share * width;
    return column;
  });
}

function tableRow(doc: PDFKit.PDFDocument, cells: readonly string[], y: number, bold = false): void {
  doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(FONT_SIZE).fillColor("#0f172a");
  columnLefts(doc).forEach((column, index) => {
    // One line per cell keeps every page the same height of rows; a value too long for its column ends in "…".
    doc.text(cells[index] ?? "", column.x, y, { width: column.width, height: ROW_HEIGHT, ellipsis: true, lineBreak: false });
  });
}

function drawSummary(doc: PDFKit.PDFDocument, certificate: DonationCertificate): void {
  title(doc, words.title);
  sections(doc, donationSummary(certificate.donor, certificate.groups, certificate.inProgress));
  paragraph(doc, words.explanation);
  const verifyBase = `${certificate.publicUrl}/verify/`;
  const top = doc.y;
  paragraph(doc, `${words.verifyAt} ${verifyBase}<certificate number>`);
  qrCode(doc, verifyBase, MARGIN + contentWidth(doc) - 72, top, 72);
  if (certificate.groups.length === 0) paragraph(doc, words.none, { bold: true });
}

/** Draws table rows from `rows` until the page is full; says whether rows remain. */
function drawTablePage(doc: PDFKit.PDFDocument, rows: Iterator<string[]>, pageNumber: number): boolean {
  doc.addPage();
  doc.font("Helvetica").fontSize(FONT_SIZE).fillColor("#475569").text(`${words.title} · ${words.page(pageNumber)}`, MARGIN, MARGIN - 20, {
    lineBreak: false,
  });
  let y = MARGIN;
  tableRow(doc, words.columns, y, true);
  y += ROW_HEIGHT + 2;
  const bottom = doc.page.height - MARGIN;
  while (y + ROW_HEIGHT <= bottom) {
    const next = rows.next();
    if (next.done) return false;
    tableRow(doc, next.value, y);
    y += ROW_HEIGHT;
  }
  return true;
}

/**
 * The donation's certificate as a PDF stream. The cursor has its own read-only connection (a download that
 * takes minutes must not hold the server's connection), closed when the document ends or the reader goes away.
 */
export function donationCertificateStream(certificate: DonationCertificate, signal?: AbortSignal): ReadableStream<Uint8Array> {
  const connection = new Database(path.join(env().dataDir, DATABASE_FILE_NAME), { readonly: true, fileMustExist: true });
  const cursor = createRecordSource(connection).iterateCertified(certificate.donorId);
  const rows: Iterator<string[]> = {
    next: () => {
      const step = cursor.next();
      return step.done ? { done: true, value: undefined } : { done: false, value: donationRow(step.value) };
    },
  };
  const close = () => {
    cursor.return?.();
    if (connection.open) connection.close();
  };
  const doc = newPdf(words.title);
  let pageNumber = 0;
  let more = true;
  let summaryDrawn = false;
  signal?.addEventListener("abort", close, { once: true });

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          // Back to the event loop between pages: a reader that is always ready (the framework's writer) would
          // otherwise draw the whole document in one turn and hold up every other request meanwhile.
          await new Promise((resolve) => setImmediate(resolve));
          if (signal?.aborted) throw new Error("the reader went away");
          if (!summaryDrawn) {
            drawSummary(doc, certificate);
            summaryDrawn = true;
            more = certificate.groups.length > 0;
          } else if (more) {
            more = drawTablePage(doc, rows, ++pageNumber);
          }
          if (!more) {
            close();
            doc.end();
          }
          const drawn: Buffer | null = doc.read();
          if (drawn) controller.enqueue(new Uint8Array(drawn.buffer, drawn.byteOffset, drawn.byteLength));
          if (!more) controller.close();
        } catch (error) {
          close();
          if (!signal?.aborted) log.error("certificate download failed", { error });
          controller.error(error);
        }
      },
      cancel() {
        close();
      },
    },
    { highWaterMark: 0 },
  );
}
