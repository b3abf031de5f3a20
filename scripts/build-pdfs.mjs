// Writes the press-release PDFs and the 2023 impact report into public/press/ from the content records,
// so the documents the pages link are real PDFs and an editor changes their words in one place.
// Run by `npm run build`; the output is git-ignored.
import { mkdirSync, readFileSync, createWriteStream } from "node:fs";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = `${root}public/press`;
const readJson = (file) => JSON.parse(readFileSync(`${root}app/content/${file}`, "utf8"));
// The organisation's name lives in app/config/org.ts; read it from there rather than repeat it.
const orgName = /name: "([^"]+)"/.exec(readFileSync(`${root}app/config/org.ts`, "utf8"))?.[1] ?? "";

/** Renders one document and resolves once the file is fully written. */
/** @returns {Promise<void>} */
function writePdf(file, title, draw) {
  return new Promise((resolve, reject) => {
    // A fixed creation date keeps rebuilds byte-identical.
    const doc = new PDFDocument({ size: "LETTER", margin: 64, info: { Title: title, Author: orgName, CreationDate: new Date(0) } });
    const stream = createWriteStream(`${outDir}/${file}`);
    stream.on("finish", resolve);
    stream.on("error", reject);
    doc.pipe(stream);
    doc.font("Helvetica").fontSize(10).fillColor("#334155").text(orgName.toUpperCase(), { characterSpacing: 1 });
    doc.moveDown(1.5);
    draw(doc);
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
  writePdf(`${release.slug}.pdf`, release.title, (doc) => {
    doc.fontSize(10).fillColor("#0b5cad").text("PRESS RELEASE");
    doc.moveDown(0.5);
    doc.font("Helvetica-Bold").fontSize(22).fillColor("#0f172a").text(release.title);
    doc.moveDown(0.3);
    doc.font("Helvetica").fontSize(12).fillColor("#334155").text(release.date);
    doc.moveDown(1.2);
    doc.fillColor("#0f172a");
    for (const paragraph of release.text) doc.fontSize(12).text(paragraph, { lineGap: 3 }).moveDown(0.8);
  }),
);

jobs.push(
  writePdf(`${impact.reportSlug}.pdf`, `${impact.reportYear} Impact Report`, (doc) => {
    doc.font("Helvetica-Bold").fontSize(26).fillColor("#0f172a").text(`${impact.reportYear} Impact Report`);
    doc.moveDown(0.4);
    doc.font("Helvetica").fontSize(12).fillColor("#334155").text("Our impact in numbers");
    doc.moveDown(1.2);
    for (const stat of impact.stats) {
      const figure = `${stat.unit ?? ""}${thousands(stat.value)}${stat.suffix ?? ""}`;
      doc.font("Helvetica-Bold").fontSize(18).fillColor("#073f78").text(figure, { continued: true });
      doc.font("Helvetica").fontSize(13).fillColor("#0f172a").text(`   ${stat.label}`);
      doc.moveDown(0.5);
    }
  }),
);

await Promise.all(jobs);
console.log(`build-pdfs: wrote ${jobs.length} PDFs to public/press/`);
