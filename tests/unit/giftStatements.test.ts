import { describe, expect, it } from "vitest";
import { dollarsIn, statementContent, type StatementInput } from "~/gifts/statement";
import { statementPdf } from "~/gifts/server/statementPdf.server";
import { readPdf } from "../support/pdfReading";

const input: StatementInput = {
  year: 2026,
  donor: { name: "Rosa Díaz", email: "rosa@donor.test", mobile: null },
  gifts: [
    { paidOn: "2026-06-15", amountCents: 1500, refundedCents: 0, monthly: true, receiptNumber: "TAR-0002" },
    { paidOn: "2026-03-01", amountCents: 5175, refundedCents: 2000, monthly: false, receiptNumber: "TAR-0001" },
  ],
  devices: [
    { received: "4/2/2026", type: "Laptop", count: 3 },
    { received: "2026-04-02", type: null, count: 1 },
  ],
  issued: new Date("2027-01-15T15:00:00Z"),
  issuer: { signer: null, ein: "12-3456789", address: null },
};

describe("the year-end statement's contents", () => {
  it("lists every gift of money with its amount, a refund beside it, and their total", () => {
    const content = statementContent(input, "en");
    const money = content.sections.find((section) => section.heading === "Gifts of money")!;
    expect(money.lines).toEqual([
      { label: "March 1, 2026", value: "$31.75: $51.75 given, $20.00 refunded (receipt TAR-0001)" },
      { label: "June 15, 2026", value: "$15.00, monthly gift (receipt TAR-0002)" },
      { label: "Total of gifts of money", value: "$46.75" },
    ]);
  });

  it("lists the devices by day and kind with no value, and says in one sentence that the value is the donor's", () => {
    const content = statementContent(input, "en");
    const devices = content.sections.find((section) => section.heading === "Donated devices")!;
    expect(devices.lines).toEqual([
      { label: "April 2, 2026", value: "computer, type not recorded: 1" },
      { label: "April 2, 2026", value: "Laptop: 3" },
    ]);
    expect(devices.note).toBe(
      "The IRS leaves the value of donated property to the donor, so this statement states no value for the devices.",
    );
    expect(JSON.stringify(devices)).not.toMatch(/\$/);
  });

  it("says so when a year holds no gift of money or no device, and leaves out an EIN not set", () => {
    const content = statementContent(
      { ...input, gifts: [], devices: [], issuer: { signer: null, ein: null, address: null } },
      "en",
    );
    expect(content.sections.map((section) => section.note ?? "")).toContain("No gift of money in this year.");
    expect(content.sections.map((section) => section.note ?? "")).toContain(
      "No device donation received in this year.",
    );
    expect(JSON.stringify(content)).not.toContain("EIN");
  });

  it("is written in Spanish for a Spanish donor", () => {
    const content = statementContent(input, "es");
    expect(content.title).toBe("Resumen anual de donaciones 2026");
    expect(content.sections.flatMap((section) => section.lines.map((line) => line.label))).toContain(
      "1 de marzo de 2026",
    );
    expect(dollarsIn("es", 1500)).toBe("$15.00"); // US Spanish writes dollars as US English does
  });
});

describe("the year-end statement's PDF", () => {
  it("is tagged, in the donor's language, with every gift, the devices and the sentence on their value", async () => {
    const read = readPdf(await statementPdf(statementContent(input, "es"), "es"));
    expect(read.info.Tagged).toBe("yes");
    expect(read.lang).toBe("es-US");
    expect(read.fonts.every((font) => font.embedded)).toBe(true);
    const text = read.text.replace(/\s+/g, " ");
    expect(text).toContain("Resumen anual de donaciones 2026");
    expect(text).toContain("recibo TAR-0001");
    expect(text).toContain("Laptop: 3");
    expect(text).toContain("El IRS deja al donante el valor de los bienes donados");
    expect(text).toContain("12-3456789");
  });
});
