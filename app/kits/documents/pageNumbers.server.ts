/**
 * "Page N of M" on a document that is streamed: M is not known until the last page is drawn, and the pages before it
 * have already been sent. So each page prints "Page N of" and then draws one shared form (a PDF XObject) holding M;
 * the form's content is written when the document ends, which PDF allows (objects are found through the
 * cross-reference table, wherever they are in the file). Memory stays one small object, however many pages.
 * This reads three fields of pdfkit's current font (`id`, `ascender`, `encode`), which 0.20 does not declare.
 */
import { FONT, MARGIN, artifact } from "./pdfLayout.server";

type Font = {
  id: string;
  ascender: number;
  ref(): PDFKit.PDFKitReference;
  encode(text: string): [string[], unknown[]];
};
const fontOf = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: Font })._font;

const NAME = "PageTotal";
const SIZE = 7.5;
const MUTED = "#475569";

export type PageTotal = { form: PDFKit.PDFKitReference };

export function pageTotal(doc: PDFKit.PDFDocument): PageTotal {
  return { form: doc.ref({ Type: "XObject", Subtype: "Form", BBox: [0, -2 * SIZE, 20 * SIZE, 2 * SIZE] }) };
}

/** The page's header above its top margin: `text` ("Title - Page 3 of"), then the number of pages. */
export function pageHeader(doc: PDFKit.PDFDocument, total: PageTotal, text: string): void {
  const { x, y } = doc;
  const top = MARGIN - 20;
  artifact(doc, () => {
    doc.font(FONT).fontSize(SIZE).fillColor(MUTED).text(text, MARGIN, top, { lineBreak: false });
    const after = MARGIN + doc.widthOfString(`${text} `);
    // pdfkit draws with y growing down the page; the form is drawn in PDF's own space, at the text's baseline.
    const baseline = doc.page.height - top - (fontOf(doc).ascender / 1000) * SIZE;
    (doc.page.xobjects as Record<string, PDFKit.PDFKitReference>)[NAME] = total.form;
    doc.save();
    doc.transform(1, 0, 0, -1, 0, doc.page.height).transform(1, 0, 0, 1, after, baseline);
    doc.addContent(`/${NAME} Do`);
    doc.restore();
  });
  doc.x = x;
  doc.y = y;
}

/** Writes the number of pages into the form every page shows; before the document ends, while its font is open. */
export function endPageTotal(doc: PDFKit.PDFDocument, total: PageTotal, pages: number): void {
  doc.font(FONT).fontSize(SIZE);
  const font = fontOf(doc);
  const [glyphs] = font.encode(String(pages));
  Object.assign(total.form.data, { Resources: { Font: { [font.id]: font.ref() } } });
  total.form.end(`BT /${font.id} ${SIZE} Tf <${glyphs.join("")}> Tj ET`);
}
