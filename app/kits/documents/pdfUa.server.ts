/**
 * Every PDF the site makes starts here, so each is PDF/UA-1 (ISO 14289-1) as far as pdfkit can make it: tagged
 * (`/MarkInfo` marked, a structure tree of standard PDF 1.7 types only, so no role map is needed), the document's
 * language in `/Lang` and in the XMP metadata, its title in the information dictionary and as `dc:title`, shown by a
 * reader instead of the file name (`DisplayDocTitle`), and the `pdfuaid:part` 1 identifier that says so. pdfkit's
 * `subset: "PDF/UA"` writes the identifier; what it leaves out is added here (decision 105). Fonts are embedded by
 * the callers (DejaVu Sans, never a standard font); content is either in the structure or marked as an artifact.
 */
import PDFDocument from "pdfkit";

export type PdfUaOptions = {
  title: string;
  author: string;
  /** A BCP 47 tag: "en-US", "es-US". */
  lang: string;
  /** The font every text starts in: a parsed font or a file, embedded (a standard font would not be). */
  font: string;
  margin: number;
  /** A fixed date keeps a rebuilt file byte for byte the same (the press PDFs); a download is dated as it is made. */
  creationDate?: Date;
};

type Info = Record<string, unknown>;
type WithInfo = { info: Info; _addInfo: () => void };

/** XMP is XML: a title such as "Tom & Jerry" is written `Tom &amp; Jerry` there (the information dictionary keeps it). */
const xmlText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

export function pdfUaDocument(options: PdfUaOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: options.margin,
    pdfVersion: "1.7",
    // pdfkit 0.20 takes "PDF/UA" (it writes pdfuaid:part 1); its type declarations name only the PDF/A subsets.
    subset: "PDF/UA" as unknown as PDFKit.Mixins.PDFSubsets,
    tagged: true,
    lang: options.lang,
    displayTitle: true,
    font: options.font,
    info: {
      Title: options.title,
      Author: options.author,
      ...(options.creationDate ? { CreationDate: options.creationDate } : {}),
    },
  });
  // pdfkit 0.20 writes the information dictionary's strings into the XMP packet as they are, so a title with an
  // ampersand would make the metadata unreadable XML: they are escaped for the packet only.
  const withInfo = doc as unknown as WithInfo;
  const addInfo = withInfo._addInfo.bind(doc);
  withInfo._addInfo = () => {
    const info = withInfo.info;
    withInfo.info = Object.fromEntries(
      Object.entries(info).map(([key, value]) => [key, typeof value === "string" ? xmlText(value) : value]),
    );
    try {
      addInfo();
    } finally {
      withInfo.info = info;
    }
  };
  // The language in the metadata too (pdfkit writes only the catalogue's /Lang).
  doc.appendXML(`
        <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:language><rdf:Bag><rdf:li>${xmlText(options.lang)}</rdf:li></rdf:Bag></dc:language>
        </rdf:Description>`);
  return doc;
}
