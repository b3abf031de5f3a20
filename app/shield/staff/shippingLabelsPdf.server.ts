/**
 * The Shield orders' shipping labels as a tagged PDF on a standard sheet of 2 × 5 labels: US Letter, labels 4 × 2
 * inches, the geometry of Avery 5163 and its equivalents (half an inch above the first row, 5/32 inch beside each
 * column, 3/16 inch between the columns, no gap between rows). Ten labels a sheet, left to right then down, the
 * eleventh on the next sheet. The page has no heading, page number or guide lines: anything else would be printed on
 * a label. Each label is a tagged block of its lines (name, address, order number), read in the order they are
 * stuck on parcels.
 */
import { BOLD, FONT, newPdf, pdfBytes, tagged, type Pdf } from "~/kits/documents/pdfLayout.server";
import { fulfilmentWords as words } from "./words";
import { isLabel, labelOf, type Label, type LabelOrder, type LabelProblem } from "./shippingLabels";

const INCH = 72;
/** Where the labels are on the sheet, in points from its top left corner. */
export const SHEET = {
  columns: 2,
  rows: 5,
  left: (5 / 32) * INCH,
  top: 0.5 * INCH,
  width: 4 * INCH,
  height: 2 * INCH,
  columnPitch: (4 + 3 / 16) * INCH,
} as const;
export const LABELS_PER_SHEET = SHEET.columns * SHEET.rows;

/** Inside a label, what a printer's small misfeed cannot push off its edge. */
const PADDING = { x: 0.25 * INCH, y: 0.2 * INCH };
const TEXT_WIDTH = SHEET.width - 2 * PADDING.x;
/** The largest size the label's lines fit at; a label that fits at none of them is not printed. */
const SIZES = [12, 11, 10, 9];
const REFERENCE_SIZE = 8;
const INK = "#000000";

/** The top left corner of the `index`th label of a sheet (0 to 9). */
export function labelCorner(index: number): { x: number; y: number } {
  const slot = index % LABELS_PER_SHEET;
  return {
    x: SHEET.left + (slot % SHEET.columns) * SHEET.columnPitch,
    y: SHEET.top + Math.floor(slot / SHEET.columns) * SHEET.height,
  };
}

const addressText = (label: Label) => label.address.join("\n");
const referenceText = (label: Label) => words.labelReference(label.reference);

/** The size the label's lines fit at, or null. */
function fittingSize(doc: PDFKit.PDFDocument, label: Label): number | null {
  const room = SHEET.height - 2 * PADDING.y;
  const reference = doc.font(FONT).fontSize(REFERENCE_SIZE).heightOfString(referenceText(label), { width: TEXT_WIDTH });
  return (
    SIZES.find((size) => {
      const name = doc.font(BOLD).fontSize(size).heightOfString(label.name, { width: TEXT_WIDTH });
      const address = doc.font(FONT).fontSize(size).heightOfString(addressText(label), { width: TEXT_WIDTH });
      return name + address + size / 2 + reference <= room;
    }) ?? null
  );
}

function drawLabel(pdf: Pdf, label: Label, size: number, index: number): void {
  const { doc } = pdf;
  const { x, y } = labelCorner(index);
  const left = x + PADDING.x;
  const bottom = y + SHEET.height - PADDING.y;
  // A height on every text: pdfkit then never starts a page of its own near the sheet's foot.
  const box = () => ({ width: TEXT_WIDTH, height: bottom - doc.y });
  const block = doc.struct("Div");
  pdf.body.add(block);
  const line = (draw: () => void) => tagged(pdf, "P", draw, block);
  doc.fillColor(INK);
  doc.y = y + PADDING.y;
  line(() => doc.font(BOLD).fontSize(size).text(label.name, left, doc.y, box()));
  // A paragraph a line: a reader hears "12 Grove St", then "Jersey City, NJ 07302", not the two run together.
  for (const text of label.address) line(() => doc.font(FONT).fontSize(size).text(text, left, doc.y, box()));
  doc.y += size / 2;
  line(() => doc.font(FONT).fontSize(REFERENCE_SIZE).text(referenceText(label), left, doc.y, box()));
  block.end();
}

export type LabelSheet = { pdf: Promise<Uint8Array>; printed: number };

/**
 * The labels of these orders, in this order, as a PDF; orders that cannot have one are left out (the queue page
 * names them and says why). Null when none can be printed.
 */
export function shippingLabelsPdf(orders: readonly LabelOrder[]): LabelSheet | null {
  const pdf = newPdf(words.labelsTitle, "en", { heading: false });
  const { doc } = pdf;
  let printed = 0;
  for (const label of orders.map(labelOf).filter(isLabel)) {
    const size = fittingSize(doc, label);
    if (size === null) continue;
    if (printed > 0 && printed % LABELS_PER_SHEET === 0) doc.addPage();
    drawLabel(pdf, label, size, printed);
    printed++;
  }
  if (printed === 0) return null;
  return { pdf: pdfBytes(pdf), printed };
}

/** Why each of these orders gets no label, by id (an order that gets one is not in the map). */
export function labelProblems(orders: readonly LabelOrder[]): Map<string, LabelProblem> {
  const problems = new Map<string, LabelProblem>();
  const { doc } = newPdf(words.labelsTitle, "en", { heading: false });
  for (const order of orders) {
    const label = labelOf(order);
    if (!isLabel(label)) problems.set(order.id, label.problem);
    else if (fittingSize(doc, label) === null) problems.set(order.id, "tooLong");
  }
  return problems;
}
