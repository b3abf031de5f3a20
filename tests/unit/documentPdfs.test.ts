/**
 * The donor's documents as PDFs, read back with poppler-utils as a reader's tools see them: tagged (headings,
 * tables, paragraphs), in their language, with a real title, every font embedded, and the facts a document must state.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { org } from "~/config/org";
import { certificateContent, receiptContent } from "~/portal/donorDocuments";
import { certificatePdf, receiptPdf } from "~/portal/server/certificateAndReceiptPdfs.server";
import { sql } from "~/db/engine.server";
import { DATABASE_FILE_NAME, openSqliteStore } from "~/db/open.server";
import { CERTIFICATE_NUMBER, donorWithoutAddress, erasedLaptop } from "../support/deviceRecords";
import { pdfPageText, readPdf, readPdfFile, type ReadPdf } from "../support/pdfReading";
import { pdfUaProblems } from "../support/pdfUa";

// The whole-donation stream opens the store in DATA_DIR; the settings are read on first use, after this line.
const dataDir = mkdtempSync(path.join(tmpdir(), "document-pdfs-"));
process.env.DATA_DIR = dataDir;

const donor = donorWithoutAddress("Acme Law LLP");
const NUMBER = CERTIFICATE_NUMBER;
const ISSUED = new Date("2026-11-25T15:00:00Z");
/** The signer and facts the settings give (SIGNER_NAME, SIGNER_TITLE, ORG_EIN, ORG_ADDRESS). */
const issuer = {
  signer: { name: "Ana Rivera", title: "Executive Director" },
  ein: "12-3456789",
  address: "100 Washington St, Hoboken, NJ 07030",
};
const signer = "Ana Rivera, Executive Director";
/** pdftotext -layout spreads a line's label and value apart; one space between words is what a reader meets. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, " ");
/** Prose as one line: where pdftotext broke a wrapped sentence does not matter to what it says. */
const flat = (text: string) => text.replace(/\s+/g, " ");

// Each test draws a PDF and runs poppler's tools on it: seconds on a busy machine, more than vitest's 5 s default.

/** What every document the site makes must be, whatever it says. */
function expectAccessible(pdf: ReadPdf, { title, lang }: { title: string; lang: string }) {
  expect(pdf.info["Tagged"]).toBe("yes");
  expect(pdf.info["Title"]).toBe(title);
  expect(pdf.info["PDF version"]).toBe("1.7");
  expect(pdf.lang).toBe(lang);
  expect(pdf.fonts.length).toBeGreaterThan(0);
  for (const font of pdf.fonts)
    expect(font, font.name).toEqual({ name: expect.stringMatching(/\+DejaVuSans(-Bold)?$/), embedded: true });
  expect(pdf.structure).toMatch(/^Document\n {2}H1 \(block\)/);
}

describe("a device's certificate as a PDF", () => {
  it("is tagged, in English, titled with its number, its fonts embedded; the facts are a table a reader can follow", async () => {
    const pdf = readPdf(
      await certificatePdf(
        certificateContent(erasedLaptop, donor, NUMBER, "https://example.org", "en", ISSUED, issuer),
        "en",
      ),
    );
    expectAccessible(pdf, { title: `Certificate of Data Destruction ${NUMBER}`, lang: "en-US" });
    expect(pdf.structure).toMatch(
      /H2 \(block\)\n\s+"Data destruction"\n\s+Table \(block\)\n\s+TR\n\s+TH:\n\s+\/Scope \/Row\n\s+"What was done"\n\s+TD\n\s+"Erased in line with NIST SP 800-88"/,
    );
    expect(pdf.structure).toMatch(/Figure:[\s\S]*\/BBox/);
    const text = squeeze(pdf.text);
    expect(text).toContain(`Date of issue November 25, 2026`);
    expect(text).toContain(`Signed for the organisation by ${signer}`);
  });

  it("in Spanish states Spanish, and prints the tool, date and technician of a record whose method is empty", async () => {
    const device = { ...erasedLaptop, Destruction_Type: null };
    const pdf = readPdf(
      await certificatePdf(certificateContent(device, donor, NUMBER, "https://example.org", "es", ISSUED), "es"),
    );
    expectAccessible(pdf, { title: `Certificado de destrucción de datos ${NUMBER}`, lang: "es-US" });
    const text = squeeze(pdf.text);
    expect(text).toMatch(
      /Qué se hizo sin registrar\nHerramienta de borrado y versión Blancco Drive Eraser 7\.9\nFecha 5 de marzo de 2024\nTécnico Jo Tech/,
    );
    expect(text).toContain("Fecha de emisión 25 de noviembre de 2026");
  });
});

describe("a donation receipt as a PDF", () => {
  const groups = [{ Date_Added: "2024-03-01", Computer_Type: "Laptop", count: 2, weight: 9, weighed: 2 }];

  it("is tagged and titled, states the organisation's 501(c)(3) status, the date of issue and who signs", async () => {
    const pdf = readPdf(await receiptPdf(receiptContent(donor, 2024, groups, "en", ISSUED, issuer), "en"));
    expectAccessible(pdf, { title: "Donation Receipt 2024", lang: "en-US" });
    const text = flat(pdf.text);
    expect(text).toContain(
      "Tax status Exempt from federal income tax under section 501(c)(3) of the Internal Revenue Code",
    );
    expect(text).toContain("Date of issue November 25, 2026");
    expect(text).toContain(`Signed for the organisation by ${signer}`);
    expect(pdf.structure).toMatch(
      /P \(block\)\n\s+"No goods or services were provided in exchange for this contribution\."/,
    );
  });

  it("in Spanish states Spanish and its Spanish title", async () => {
    const pdf = readPdf(await receiptPdf(receiptContent(donor, 2024, groups, "es", ISSUED), "es"));
    expectAccessible(pdf, { title: "Recibo de donación 2024", lang: "es-US" });
    expect(flat(pdf.text)).toContain(
      "Situación fiscal Exenta del impuesto federal sobre la renta según la sección 501(c)(3)",
    );
  });
});

describe("the whole donation's certificate as a PDF", () => {
  const DEVICES = 150;

  async function donationPdf(locale: "en" | "es"): Promise<ReadPdf> {
    const { donationCertificateStream } = await import("~/portal/server/donationCertificateStream.server");
    const stream = donationCertificateStream(
      {
        donorIds: "DON-1",
        donor,
        groups: [{ Destruction_Type: "Erased", Date_Destroyed: "2024-01-01", count: DEVICES }],
        inProgress: 0,
        publicUrl: "https://example.org",
        locale,
        issued: ISSUED,
        issuer,
      },
      async (items) => items.map((item) => ({ ...item, Certificate_Number: `TA-TEST-${item.id}` })),
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), "donation-pdf-")), "donation.pdf");
    writeFileSync(file, Buffer.from(await new Response(stream).arrayBuffer()));
    return readPdfFile(file);
  }

  it("is tagged and titled, its first page carries the attestation, the date of issue and the signer, and each page says 'Page N of M'", async () => {
    // The server's store (the SQLite file in DATA_DIR), which the stream reads.
    const store = openSqliteStore(path.join(dataDir, DATABASE_FILE_NAME));
    const devices = Array.from(
      { length: DEVICES },
      (_, i) => sql`(${`I-${i}`}, 'DON-1', 'Latitude', '2024-01-01', 'Erased', ${`SN-${i}`})`,
    );
    await sql`INSERT INTO "Computer_Inventory"
          (id, "Donor_ID", "Model", "Date_Destroyed", "Destruction_Type", "System_Serial_Number")
        VALUES ${sql.join(devices)}`.execute(store.db);
    await store.close();

    const pdf = await donationPdf("en");
    expectAccessible(pdf, { title: "Certificate of Data Destruction for a Donation", lang: "en-US" });
    // Its table pages too: their page headers artifacts, every cell in the structure.
    expect(pdfUaProblems(pdf.file, { title: "Certificate of Data Destruction for a Donation", lang: "en-US" })).toEqual(
      [],
    );
    const pages = Number(pdf.info["Pages"]);
    expect(pages).toBeGreaterThan(2);
    for (let page = 1; page <= pages; page++) {
      const text = squeeze(pdfPageText(pdf.file, page));
      expect(text, `page ${page}`).toContain(
        `Certificate of Data Destruction for a Donation - Page ${page} of ${pages}`,
      );
    }
    const first = flat(pdfPageText(pdf.file, 1));
    expect(first).toContain(
      `${org.name} attests that the data destruction of each device listed in this document is recorded`,
    );
    expect(first).toContain("Date of issue November 25, 2026");
    expect(first).toContain(`Signed for the organisation by ${signer}`);
    // The table is a table on every page: its header cells name the columns, each device is a row of cells.
    expect(pdf.structure.match(/TH:\n\s+\/Scope \/Column\n\s+"Certificate number"/g)).toHaveLength(pages - 1);
    expect(pdf.structure.match(/TD\n\s+"TA-TEST-I-\d+"/g)).toHaveLength(DEVICES);
    // The page numbers are artifacts: not read out among the table's cells.
    expect(pdf.structure).not.toContain("Page 2 of");

    const spanish = await donationPdf("es");
    expectAccessible(spanish, { title: "Certificado de destrucción de datos de una donación", lang: "es-US" });
    expect(squeeze(pdfPageText(spanish.file, 2))).toContain(`Página 2 de ${spanish.info["Pages"]}`);
  });
});
