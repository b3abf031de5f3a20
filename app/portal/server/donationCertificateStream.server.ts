/**
 * The certificate of a whole donation: a summary page, then a table of every device whose destruction is
 * recorded, streamed one page at a time. The stream is pulled: a page is drawn (and its rows read from the
 * cursor) only when the reader asks for more, so a slow reader holds one page in memory, not the document, and
 * the first page goes out before the last row is read. pdfkit writes a page's objects out as soon as the next
 * page starts (pages are not buffered), so what stays behind per page is its offset in the file and one reference
 * to its tags (`releasePage`); what a page holds while it is drawn is a few blocks of bytes (`streamedOutput`). The table is tagged as a table on each page (header row, one row per device), and
 * every page's header numbers it "Page N of M", M written once the last page is known (`pageNumbers.server.ts`).
 */
import type { Locale } from "~/i18n/locale";
import { documentWordsIn, verificationUrl } from "~/kits/documents/documentLanguage";
import {
  donationRow,
  donationSummary,
  issuedSection,
  type DestructionGroup,
  type DonorRecord,
} from "~/portal/donorDocuments";
import { log } from "~/platform/log.server";
import { requestsInFlight } from "~/platform/requestsInFlight.server";
import { createRecordSource, type DonorIds, type InventoryItem } from "~/kits/records/recordSource.server";
import { cursorOnReader } from "~/db/serverStore.server";
import { donationCertificatesInProgress } from "./donationCertificateSlots.server";
import { endPageTotal, pageHeader, pageTotal, type PageTotal } from "~/kits/documents/pageNumbers.server";
import { streamedOutput } from "~/kits/documents/streamedPdf.server";
import type { Issuer } from "~/kits/documents/issuer";
import {
  BOLD,
  FONT,
  MARGIN,
  forgetLaidOutWords,
  newPdf,
  paragraph,
  releasePage,
  sections,
  tagged,
  title,
  type Pdf,
} from "~/kits/documents/pdfLayout.server";

const FONT_SIZE = 7.5;
const LINE_GAP = 3;
/**
 * Widths of the table's columns in points (504 in all, the page between its margins): number, model, system serial,
 * drive serials, what was done, date. In DejaVu Sans at 7.5 pt the number's column fits the widest possible number
 * (all W: 136.3 pt) on one line, so a number is never split; "not recorded" (48 pt) and the dates fit the last two.
 */
const COLUMN_WIDTHS = [142, 88, 80, 88, 52, 54];
const COLUMN_GAP = 4;
/** About a page of rows: how many are read from the cursor and numbered at a time. */
const ROWS_PER_BATCH = 64;
/**
 * The longest stretch of drawing before the event loop gets the process back. A page of rows takes tens of
 * milliseconds of CPU (far more on a busy machine), so returning only between pages made every other request wait
 * behind whole pages of each certificate being drawn (/auth 20 times slower while two were read).
 */
const SLICE_MS = 4;

/**
 * Process-wide: no stretch of drawing, of any certificate, starts before this time. While the server is answering
 * other requests, the process rests after each stretch as long as the stretch may take, so however many
 * certificates are being drawn, drawing takes at most half of the process's time and every other request is
 * answered at close to its usual pace (docs/decisions/069). With no other request, drawing goes on at full speed.
 */
let restUntil = 0;
/** When the stretch of drawing now running (of whichever certificate) began. */
let stretchStarted = 0;

const othersInFlight = () => requestsInFlight.count() > donationCertificatesInProgress();

async function nextTurn(): Promise<void> {
  const now = performance.now();
  if (othersInFlight()) {
    // As long as the stretch took (a page's end, written out and compressed, can take longer than SLICE_MS).
    restUntil = Math.max(restUntil, now + Math.max(SLICE_MS, now - stretchStarted));
  }
  do {
    await new Promise((resolve) =>
      performance.now() < restUntil
        ? setTimeout(resolve, Math.max(1, restUntil - performance.now()))
        : setImmediate(resolve),
    );
  } while (performance.now() < restUntil);
  stretchStarted = performance.now();
}

export type DonationCertificate = {
  /** The donor ids it covers: one donation's, or every donation of the donor's. */
  donorIds: DonorIds;
  donor: DonorRecord;
  groups: DestructionGroup[];
  inProgress: number;
  publicUrl: string;
  /** The language of the address it was downloaded from (English when not said). */
  locale?: Locale;
  /** When it is made: its date of issue. */
  issued?: Date;
  /** Who signs it and the organisation's facts, from the settings (none when not said). */
  issuer?: Issuer;
};

type DonationWords = ReturnType<typeof documentWordsIn>["donation"];

/**
 * A row of cells, each wrapped within its column (never cut short: a serial or a number is printed whole), drawn
 * at `y` if it fits above `bottom` and tagged as a row of `table` (header cells when `header`); returns the row's
 * height, or null when it does not fit.
 */
function tableRow(
  pdf: Pdf,
  table: PDFKit.PDFStructureElement,
  cells: readonly string[],
  y: number,
  bottom: number,
  header = false,
): number | null {
  const { doc } = pdf;
  doc
    .font(header ? BOLD : FONT)
    .fontSize(FONT_SIZE)
    .fillColor("#0f172a");
  const height =
    Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMN_WIDTHS[index]! - COLUMN_GAP }))) +
    LINE_GAP;
  if (y + height > bottom) return null;
  const row = doc.struct("TR");
  table.add(row);
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const left = x;
    tagged(
      pdf,
      header ? "TH" : "TD",
      () => doc.text(cell, left, y, { width: COLUMN_WIDTHS[index]! - COLUMN_GAP }),
      row,
      header ? { scope: "Column" } : {},
    );
    x += COLUMN_WIDTHS[index]!;
  });
  row.end();
  forgetLaidOutWords(doc);
  return height;
}

/** The first page: the summary, the attestation, and the date of issue and who signs. */
function drawSummary(pdf: Pdf, certificate: DonationCertificate, locale: Locale, words: DonationWords): void {
  title(pdf, words.title);
  sections(pdf, donationSummary(certificate.donor, certificate.groups, certificate.inProgress, locale));
  paragraph(pdf, words.explanation);
  paragraph(pdf, `${words.verifyAt} ${verificationUrl(certificate.publicUrl, words.numberPlaceholder, locale)}`);
  if (certificate.groups.length === 0) paragraph(pdf, words.none, { bold: true });
  else paragraph(pdf, words.attestation, { bold: true });
  pdf.doc.moveDown(0.6);
  sections(pdf, [issuedSection(certificate.issued ?? new Date(), locale, certificate.issuer)]);
}

/**
 * Draws table rows until the page is full; a row that does not fit waits in `pending` for the next page. Between
 * rows it lets the event loop run (`pause`) whenever it has drawn for SLICE_MS.
 */
async function drawTablePage(
  pdf: Pdf,
  rows: AsyncIterator<string[] | undefined>,
  pending: { row: string[] | null },
  header: (doc: PDFKit.PDFDocument) => void,
  words: DonationWords,
  pause: () => Promise<void>,
): Promise<boolean> {
  const { doc } = pdf;
  doc.addPage();
  header(doc);
  const bottom = doc.page.height - MARGIN;
  const table = doc.struct("Table");
  pdf.body.add(table);
  let y = MARGIN;
  y += tableRow(pdf, table, words.columns, y, bottom, true)! + 2;
  let sliceStarted = performance.now();
  try {
    for (;;) {
      if (performance.now() - sliceStarted > SLICE_MS) {
        await pause();
        sliceStarted = performance.now();
      }
      const row = pending.row ?? (await rows.next()).value ?? null;
      pending.row = null;
      if (!row) return false;
      const height = tableRow(pdf, table, row, y, bottom);
      if (height === null) {
        pending.row = row;
        return true;
      }
      y += height;
    }
  } finally {
    table.end();
  }
}

/**
 * The donation's certificate as a PDF stream. The cursor reads through the store's reader (a download that takes
 * minutes must not hold the server's connection), closed when the document ends or the reader goes away;
 * `onClose` is called then too (once), to free the certificate's process-wide slot.
 */
export function donationCertificateStream(
  certificate: DonationCertificate,
  numberBatch: (items: InventoryItem[]) => Promise<InventoryItem[]>,
  signal?: AbortSignal,
  onClose: () => void = () => {},
): ReadableStream<Uint8Array> {
  const locale = certificate.locale ?? "en";
  const { cursor, release } = cursorOnReader((reader) =>
    createRecordSource(reader).iterateCertified(certificate.donorIds),
  );
  // Rows are read a page's worth at a time and numbered (the numbers stored) before any of them is drawn.
  let batch: string[][] = [];
  const rows: AsyncIterator<string[] | undefined> = {
    next: async () => {
      if (batch.length === 0) {
        const items: InventoryItem[] = [];
        for (let step = await cursor.next(); !step.done; step = await cursor.next())
          if (items.push(step.value) === ROWS_PER_BATCH) break;
        batch = (await numberBatch(items)).map((item) => donationRow(item, locale));
      }
      const row = batch.shift();
      return row ? { done: false, value: row } : { done: true, value: undefined };
    },
  };
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    release();
    onClose();
  };
  /** A turn of the event loop; throws when the stream was closed meanwhile (the reader went away). */
  const pause = async () => {
    await nextTurn();
    if (closed || signal?.aborted) throw new Error("the reader went away");
  };
  const words = documentWordsIn(locale).donation;
  const pdf = newPdf(words.title, locale);
  const { doc } = pdf;
  const output = streamedOutput(doc);
  const total: PageTotal = pageTotal(doc);
  let pageNumber = 1;
  const header = (page: PDFKit.PDFDocument) => pageHeader(page, total, `${words.title} - ${words.pageOf(pageNumber)}`);
  header(doc);
  const pending: { row: string[] | null } = { row: null };
  let more = true;
  let summaryDrawn = false;
  signal?.addEventListener("abort", close, { once: true });

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          // Back to the event loop before each page: a reader that is always ready (the framework's writer) would
          // otherwise draw the whole document in one turn and hold up every other request meanwhile.
          await pause();
          if (!summaryDrawn) {
            drawSummary(pdf, certificate, locale, words);
            summaryDrawn = true;
            more = certificate.groups.length > 0;
          } else if (more) {
            pageNumber++;
            more = await drawTablePage(pdf, rows, pending, header, words, pause);
          }
          releasePage(doc);
          if (!more) {
            close();
            endPageTotal(doc, total, pageNumber);
            doc.end();
          }
          const drawn = output.take();
          if (drawn) controller.enqueue(new Uint8Array(drawn.buffer, drawn.byteOffset, drawn.byteLength));
          if (!more) controller.close();
        } catch (error) {
          const readerLeft = closed || signal?.aborted;
          close();
          if (!readerLeft) log.error("certificate download failed", { error });
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
