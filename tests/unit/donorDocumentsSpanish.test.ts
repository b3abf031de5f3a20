/**
 * The donor's documents in Spanish (issue 18): the same rules as in English (only what the records hold, an empty
 * field says so), in Spanish words, with dates and numbers written for `es-US` and the Spanish verification page.
 */
import { describe, expect, it } from "vitest";
import { documentDate, documentNumber, verificationUrl } from "~/kits/documents/documentLanguage";
import {
  certificateContent,
  donationRow,
  donationSummary,
  receiptContent,
  verificationLines,
  type DeviceRecord,
} from "~/portal/donorDocuments";
import { emptyDevice as empty, CERTIFICATE_NUMBER, donorWithoutAddress, erasedLaptop } from "../support/deviceRecords";
import { expectToContainEach, sectionsText as text } from "../support/documentText";

// The CRM's US date order, which a Spanish reader would take as day/month: the documents spell the month out.
const erased: DeviceRecord = { ...erasedLaptop, Date_Destroyed: "3/5/2024" };
const donor = donorWithoutAddress(null);
const NUMBER = CERTIFICATE_NUMBER;

describe("dates and numbers in a Spanish document", () => {
  it("spells the month out (the CRM's US order would read as day/month), and leaves what is not a date as recorded", () => {
    expect(documentDate("es", "3/5/2024")).toBe("5 de marzo de 2024");
    expect(documentDate("es", "2024-03-05")).toBe("5 de marzo de 2024");
    expect(documentDate("es", "2024-03-05", "short")).toBe("5 mar 2024");
    expect(documentDate("es", "2024-02-31")).toBe("2024-02-31");
    expect(documentDate("es", "spring 2024")).toBe("spring 2024");
    expect(documentDate("en", "3/5/2024")).toBe("3/5/2024");
  });

  it("writes numbers with Intl's es-US separators", () => {
    expect(documentNumber("es", 1570.25)).toBe(new Intl.NumberFormat("es-US").format(1570.25));
    expect(documentNumber("en", 1570.25)).toBe("1,570.25");
  });

  it("points a Spanish certificate to the Spanish verification page", () => {
    expect(verificationUrl("https://example.org", NUMBER, "es")).toBe(`https://example.org/es/verify/${NUMBER}`);
    expect(verificationUrl("https://example.org", NUMBER, "en")).toBe(`https://example.org/verify/${NUMBER}`);
  });
});

describe("a device's certificate in Spanish", () => {
  it("states the record's facts in Spanish words and says 'sin registrar' for every empty field", () => {
    const content = certificateContent(erased, donor, NUMBER, "https://example.org", "es");
    const body = text(content.sections);
    expect(content.title).toBe("Certificado de destrucción de datos");
    expect(content.numberLabel).toBe("Número de certificado");
    expectToContainEach(body, [
      "Empresa: sin registrar",
      "Dirección postal: sin registrar",
      "Persona de contacto: Gus Donor",
      "Código de barras: sin registrar",
      "Qué se hizo: Datos borrados conforme a NIST SP 800-88",
      "Herramienta de borrado y versión: Blancco Drive Eraser 7.9",
      "Fecha: 5 de marzo de 2024",
    ]);
    expect(body).not.toMatch(/not recorded|Erased|Date|Manufacturer/);
    expect(content.attestation).toMatch(
      /certifica que los datos .* se borraron por software conforme a NIST SP 800-88/,
    );
    expect(content.verification).toEqual({
      label: "Verifique este certificado en",
      url: `https://example.org/es/verify/${NUMBER}`,
    });
  });

  it("says what was done for a destroyed drive and a computer without one, and never invents a date", () => {
    expect(
      text(
        certificateContent(
          { ...empty, Destruction_Type: "Destroyed", Date_Destroyed: "2024-01-09" },
          donor,
          NUMBER,
          "",
          "es",
        ).sections,
      ),
    ).toContain("Qué se hizo: Unidad destruida físicamente");
    const noDrive = certificateContent({ ...empty, Destruction_Type: "No Drive" }, donor, NUMBER, "", "es");
    expect(text(noDrive.sections)).toContain("No había ningún dispositivo de almacenamiento.");
    expect(text(noDrive.sections)).toContain("Fecha: sin registrar");
  });

  it("with no method recorded prints the tool, date and technician, the method 'sin registrar', then the date of issue and signer", () => {
    const content = certificateContent(
      { ...erased, Destruction_Type: null },
      donor,
      NUMBER,
      "",
      "es",
      new Date("2026-11-25T15:00:00Z"),
      { signer: { name: "Ana Rivera", title: "Directora ejecutiva" }, ein: null, address: null },
    );
    expect(text(content.sections)).toMatch(
      /Qué se hizo: sin registrar\nHerramienta de borrado y versión: Blancco Drive Eraser 7\.9\nFecha: 5 de marzo de 2024\nTécnico: Jo Tech/,
    );
    expect(text([content.signature])).toMatch(
      /^Emisión y firma\nFecha de emisión: 25 de noviembre de 2026\nFirmado en nombre de la organización por: Ana Rivera, Directora ejecutiva\n$/,
    );
  });
});

describe("the verification page's lines in Spanish", () => {
  it("show the device and what was done in Spanish, never who gave it", () => {
    const lines = verificationLines(erased, NUMBER, "es");
    expect(lines.map((line) => `${line.label}: ${line.value}`)).toEqual([
      `Número de certificado: ${NUMBER}`,
      "Emitido por: Tech Access Non-Profit",
      "Fabricante: Dell",
      "Modelo: Latitude 5490",
      "Tipo: Laptop",
      "Número de serie del sistema (últimos 4 caracteres): 7788",
      "Qué se hizo: Datos borrados conforme a NIST SP 800-88",
      "Fecha: 5 de marzo de 2024",
    ]);
  });
});

describe("the whole donation's certificate and the receipt in Spanish", () => {
  it("summarise the period and outcomes in Spanish, and a row says 'sin registrar' for an empty field", () => {
    const summary = text(
      donationSummary(
        donor,
        [
          { Destruction_Type: "Erased", Date_Destroyed: "2024-02-10", count: 1200 },
          { Destruction_Type: null, Date_Destroyed: "2/12/2024", count: 1 },
        ],
        3,
        "es",
      ),
    );
    expectToContainEach(summary, [
      "Período cubierto: del 10 de febrero de 2024 al 12 de febrero de 2024 (fechas de destrucción de datos)",
      `Datos borrados: ${new Intl.NumberFormat("es-US").format(1200)}`,
      "Destrucción registrada, método sin registrar: 1",
      "En proceso (todavía sin certificado): 3",
    ]);
    expect(donationRow({ ...empty, Date_Destroyed: "2024-01-01", Certificate_Number: NUMBER }, "es")).toEqual([
      NUMBER,
      "sin registrar",
      "sin registrar",
      "sin registrar",
      "sin registrar",
      "1 ene 2024",
    ]);
  });

  it("acknowledge the year's donations in Spanish, with the dates spelled out and the weight in pounds", () => {
    const content = receiptContent(
      donor,
      2024,
      [
        { Date_Added: "2024-03-01", Computer_Type: "Laptop", count: 2, weight: 1570.25, weighed: 1 },
        { Date_Added: "12/20/2024", Computer_Type: null, count: 1, weight: 0, weighed: 0 },
      ],
      "es",
    );
    const body = text(content.sections);
    expect(content.title).toBe("Recibo de donación 2024");
    expect(body).toContain("Fecha(s) de recepción: 1 de marzo de 2024, 20 de diciembre de 2024");
    expect(body).toContain("computadora, tipo sin registrar: 1");
    expect(body).toContain(
      `Peso total: ${new Intl.NumberFormat("es-US").format(1570.25)} libras (peso sin registrar para 2 de ellas)`,
    );
    expect(content.statements).toContain("No se entregaron bienes ni servicios a cambio de esta contribución.");
    expect(body).toContain("Situación fiscal: Exenta del impuesto federal sobre la renta según la sección 501(c)(3)");
  });
});
