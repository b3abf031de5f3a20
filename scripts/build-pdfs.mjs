// Writes the press-release PDFs and the 2023 impact report into public/press/ from the content records,
// so the documents the pages link are real PDFs and an editor changes their words in one place.
// Run by `npm run build`; the output is git-ignored. Like the donor's documents (app/kits/documents/pdfLayout.server.ts),
// each is tagged (a heading and paragraphs a screen reader follows), states its language (English) and title, and
// embeds its font, DejaVu Sans from fonts/ beside package.json.
import { mkdirSync, readFileSync, createWriteStream } from "node:fs";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = `${root}public/press`;
const readJson = (file) => JSON.parse(readFileSync(`${root}app/content/${file}`, "utf8"));
// The organisation's name lives in app/config/org.ts; read it from there rather than repeat it.
const orgName = /name: "([^"]+)"/.exec(readFileSync(`${root}app/config/org.ts`, "utf8"))?.[1] ?? "";

const FONT = `${root}fonts/DejaVuSans.ttf`;
const BOLD = `${root}fonts/DejaVuSans-Bold.ttf`;

/**
 * Renders one document and resolves once the file is fully written. `draw` gets the document and `tag(type, draw)`,
 * which puts what `draw` writes into the document's structure as a `type` element (H1, P).
 * @returns {Promise<void>}
 */
function writePdf(file, title, draw) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 64,
      tagged: true,
      lang: "en-US",
      pdfVersion: "1.7",
      displayTitle: true,
      font: FONT,
      // A fixed creation date keeps rebuilds byte-identical.
      info: { Title: title, Author: orgName, CreationDate: new Date(0) },
    });
    const stream = createWriteStream(`${outDir}/${file}`);
    stream.on("finish", resolve);
    stream.on("error", reject);
    doc.pipe(stream);
    const body = doc.struct("Document");
    doc.addStructure(body);
    const tag = (type, drawn) => body.add(doc.struct(type, drawn));
    // The letterhead repeats the author: an artifact, not part of what is read out.
    doc.markContent("Artifact", { type: "Pagination" });
    doc.font(FONT).fontSize(10).fillColor("#334155").text(orgName.toUpperCase(), { characterSpacing: 1 });
    doc.endMarkedContent();
    doc.moveDown(1.5);
    draw(doc, tag);
    doc.end();
  });
}

function thousands(value) {
  return value.toLocaleString("en-US");
}

const { releases } = readJson("pressReleases.json");
const impact = readJson("impactFigures.json");
mkdirSync(outDir, { recursive: true });

const jobs = releases.map((release) =>
  writePdf(`${release.slug}.pdf`, release.title, (doc, tag) => {
    tag("P", () => doc.fontSize(10).fillColor("#0b5cad").text("PRESS RELEASE"));
    doc.moveDown(0.5);
    tag("H1", () => doc.font(BOLD).fontSize(22).fillColor("#0f172a").text(release.title));
    doc.moveDown(0.3);
    tag("P", () => doc.font(FONT).fontSize(12).fillColor("#334155").text(release.date));
    doc.moveDown(1.2);
    doc.fillColor("#0f172a");
    for (const paragraph of release.text) {
      tag("P", () => doc.fontSize(12).text(paragraph, { lineGap: 3 }));
      doc.moveDown(0.8);
    }
  }),
);

jobs.push(
  writePdf(`${impact.reportSlug}.pdf`, `${impact.reportYear} Impact Report`, (doc, tag) => {
    tag("H1", () => doc.font(BOLD).fontSize(26).fillColor("#0f172a").text(`${impact.reportYear} Impact Report`));
    doc.moveDown(0.4);
    tag("P", () => doc.font(FONT).fontSize(12).fillColor("#334155").text("Our impact in numbers"));
    doc.moveDown(1.2);
    for (const stat of impact.stats) {
      const figure = `${stat.unit ?? ""}${thousands(stat.value)}${stat.suffix ?? ""}`;
      // The figure and what it counts are one sentence to a listener: "12,000 computers given".
      tag("P", () => {
        doc.font(BOLD).fontSize(18).fillColor("#073f78").text(figure, { continued: true });
        doc.font(FONT).fontSize(13).fillColor("#0f172a").text(`   ${stat.label}`);
      });
      doc.moveDown(0.5);
    }
  }),
);

await Promise.all(jobs);
console.log(`build-pdfs: wrote ${jobs.length} PDFs to public/press/`);
