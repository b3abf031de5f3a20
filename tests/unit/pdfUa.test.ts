/**
 * Every kind of PDF the site makes, made by the module that makes it and read back with qpdf and poppler: PDF/UA-1 as
 * far as can be checked here (decision 105): `pdfuaid:part` 1 in well-formed XMP, the title there and in the
 * information dictionary and shown by the reader, the language in `/Lang` and the XMP, tagged with standard types,
 * each QR code a Figure whose alternative text says what it holds, nothing painted outside the structure or an
 * artifact, every font embedded.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { certificateContent as classCertificateContent } from "~/classes/certificate";
import { classCertificatePdf } from "~/classes/server/certificatePdf.server";
import type { Donation } from "~/donations/server/donations.server";
import { passPdf } from "~/donations/server/passPdf.server";
import { newPdf, paragraph, pdfBytes, title } from "~/kits/documents/pdfLayout.server";
import { certificateContent, receiptContent } from "~/portal/donorDocuments";
import { certificatePdf, receiptPdf } from "~/portal/server/certificateAndReceiptPdfs.server";
import { shippingLabelsPdf } from "~/shield/staff/shippingLabelsPdf.server";
import { anaCertificate } from "../support/classRecords";
import { CERTIFICATE_NUMBER, donorWithoutAddress, erasedLaptop } from "../support/deviceRecords";
import { pdfUaProblems } from "../support/pdfUa";

// The whole-donation stream opens the store in DATA_DIR; the settings are read on first use, after this line.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "pdf-ua-"));

function saved(bytes: Uint8Array | Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "pdf-ua-")), "document.pdf");
  writeFileSync(file, bytes);
  return file;
}

const donor = donorWithoutAddress("Acme Law LLP");
const ISSUED = new Date("2026-11-25T15:00:00Z");
const verifyAlt = (label: string, url: string) => `${label} ${url}`;

describe("every PDF the site makes is PDF/UA-1", () => {
  it("a device's certificate, its QR code described, in English and in Spanish", async () => {
    for (const [locale, lang, verify] of [
      ["en", "en-US", "Verify this certificate at"],
      ["es", "es-US", "Verifique este certificado en"],
    ] as const) {
      const content = certificateContent(erasedLaptop, donor, CERTIFICATE_NUMBER, "https://example.org", locale);
      expect(content.verification.label).toBe(verify);
      expect(
        pdfUaProblems(saved(await certificatePdf(content, locale)), {
          title: `${content.title} ${CERTIFICATE_NUMBER}`,
          lang,
          figures: [verifyAlt(verify, content.verification.url)],
        }),
      ).toEqual([]);
    }
  });

  it("a donation receipt", async () => {
    const groups = [{ Date_Added: "2024-03-01", Computer_Type: "Laptop", count: 2, weight: 9, weighed: 2 }];
    const file = saved(await receiptPdf(receiptContent(donor, 2024, groups, "es", ISSUED), "es"));
    expect(pdfUaProblems(file, { title: "Recibo de donación 2024", lang: "es-US" })).toEqual([]);
  });

  it("the whole donation's certificate, streamed", async () => {
    const { donationCertificateStream } = await import("~/portal/server/donationCertificateStream.server");
    const stream = donationCertificateStream(
      { donorIds: "DON-1", donor, groups: [], inProgress: 0, publicUrl: "https://example.org", issued: ISSUED },
      async (items) => items,
    );
    const file = saved(Buffer.from(await new Response(stream).arrayBuffer()));
    expect(pdfUaProblems(file, { title: "Certificate of Data Destruction for a Donation", lang: "en-US" })).toEqual([]);
  });

  it("a class's certificate of completion, its QR code described", async () => {
    const content = classCertificateContent(anaCertificate("en", "Tuesday evenings"), "https://example.org");
    const file = saved(await classCertificatePdf(content, "en"));
    expect(
      pdfUaProblems(file, {
        title: `${content.title} ${content.number}`,
        lang: "en-US",
        figures: [verifyAlt(content.verification.label, content.verification.url)],
      }),
    ).toEqual([]);
  });

  it("the drop-off pass, its QR code described", async () => {
    const donation: Donation = {
      reference: "K7MQ-4X2P",
      donorRecordId: "C-1",
      donorId: "DON-1",
      method: "drop-off",
      office: null,
      devices: { laptops: 3, desktops: 0, monitors: 0, phonesTablets: 0, printers: 0, other: 0 },
      preferredDates: [],
      wantsCertificate: true,
      wantsReceipt: true,
      locale: "es",
      state: "Requested",
      dates: {},
      place: null,
      pickup: null,
      received: null,
      reminderSentFor: null,
    };
    const file = saved(await passPdf(donation));
    expect(
      pdfUaProblems(file, {
        title: "Pase de entrega K7MQ-4X2P",
        lang: "es-US",
        figures: ["Código QR de la referencia K7MQ-4X2P"],
      }),
    ).toEqual([]);
  });

  it("the Shield shipping labels", async () => {
    const order = {
      id: "S-1",
      Subscription_Number: "SUB-0001",
      Name: "Ana Díaz",
      Shipping_Address: "12 Grove St, Jersey City, NJ 07302",
    };
    const file = saved(await shippingLabelsPdf([order])!.pdf);
    expect(pdfUaProblems(file, { title: "Shield shipping labels", lang: "en-US" })).toEqual([]);
  });

  it("the press releases and the impact report, as the build writes them", () => {
    execFileSync("node", ["scripts/build-pdfs.mjs"]);
    const file = path.join("public/press", "impact-report-2023.pdf");
    expect(pdfUaProblems(file, { title: "2023 Impact Report", lang: "en-US" })).toEqual([]);
    const release = path.join("public/press", "press-release-2024-04.pdf");
    expect(pdfUaProblems(release, { title: "Press release to be supplied", lang: "en-US" })).toEqual([]);
  });

  it("a title with an ampersand keeps the XMP readable XML, the title as written", async () => {
    const pdf = newPdf("Tom & Jerry <Report>", "en");
    title(pdf, "Tom & Jerry");
    paragraph(pdf, "A line.");
    expect(pdfUaProblems(saved(await pdfBytes(pdf)), { title: "Tom & Jerry <Report>", lang: "en-US" })).toEqual([]);
  });
});
