// Writes the press-release PDFs and the 2023 impact report into public/press/ from the content records,
// so the documents the pages link are real PDFs and an editor changes their words in one place.
// Run by `npm run build`; the output is git-ignored. Each starts as every PDF of the site does, from the documents
// kit (`newPdf` in app/kits/documents/pdfLayout.server.ts: PDF/UA-1, decision 105): tagged (a heading and paragraphs a
// screen reader follows), in English, titled, DejaVu Sans embedded, the organisation's name at the top an artifact.
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

// The kit is TypeScript: tsx compiles it (and its `~/` imports, by tsconfig.json) as it is imported.
register();
const { BOLD, FONT, newPdf } = await import("../app/kits/documents/pdfLayout.server");

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = `${root}public/press`;
const readJson = (file) => JSON.parse(readFileSync(`${root}app/content/${file}`, "utf8"));

/**
 * Renders one document and resolves once the file is fully written. `draw` gets the document and `tag(type, draw)`,
 * which puts what `draw` writes into the document's structure as a `type` element (H1, P).
 * @returns {Promise<void>}
 */
function writePdf(file, title, draw) {
  return new Promise((resolve, reject) => {
    // A fixed creation date keeps rebuilds byte-identical.
    const { doc, body } = newPdf(title, "en", { creationDate: new Date(0) });
    const stream = createWriteStream(`${outDir}/${file}`);
    stream.on("finish", resolve);
    stream.on("error", reject);
    doc.pipe(stream);
    const tag = (type, drawn) => body.add(doc.struct(type, drawn));
    doc.moveDown(0.5);
    doc.font(FONT);
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
