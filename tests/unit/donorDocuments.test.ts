import { describe, expect, it } from "vitest";
import { org } from "~/config/org";
import {
  certificateContent,
  donationRow,
  parseCertificateNumber,
  receiptContent,
  receiptYears,
  verificationLines,
  type DeviceRecord,
  type DonorRecord,
} from "~/portal/donorDocuments";
import { isDestructionRecorded } from "~/kits/records/inventoryRules";
import { emptyDevice as empty, erasedLaptop } from "../support/deviceRecords";
import { expectToContainEach, sectionsText as text } from "../support/documentText";
import { certificateNumberFor } from "~/portal/server/donorDocuments.server";

// The laptop with every field of its first drive recorded, so only the second drive's fields are empty.
const erased: DeviceRecord = {
  ...erasedLaptop,
  Barcode: "TA000123",
  Memory_Size: "8 GB",
  Drive_Model_1: "Samsung PM981",
  Drive_Size_1: "256 GB",
};

const donor: DonorRecord = {
  Company: "Acme Law LLP",
  Name: "Gus Donor",
  Mailing_Street: "1 River St",
  Mailing_City: "Hoboken",
  Mailing_State: "NJ",
  Mailing_Zip: "07030",
};
const NUMBER = "TA-0000-1111-2222-3333";
/** The organisation's facts as the settings give them (SIGNER_NAME, SIGNER_TITLE, ORG_EIN, ORG_ADDRESS). */
const issuer = {
  signer: { name: "Ana Rivera", title: "Executive Director" },
  ein: "12-3456789",
  address: "100 Washington St, Hoboken, NJ 07030",
};

describe("when a device's data destruction counts as recorded", () => {
  it("is recorded once the date is set, whatever the type, or when the record says there was no drive", () => {
    expect(isDestructionRecorded({ Date_Destroyed: "2024-03-05", Destruction_Type: "Erased" })).toBe(true);
    expect(isDestructionRecorded({ Date_Destroyed: "2024-03-05", Destruction_Type: null })).toBe(true);
    expect(isDestructionRecorded({ Date_Destroyed: null, Destruction_Type: "No Drive" })).toBe(true);
    expect(isDestructionRecorded({ Date_Destroyed: null, Destruction_Type: "Erased" })).toBe(false);
    expect(isDestructionRecorded({ Date_Destroyed: "  ", Destruction_Type: "Destroyed" })).toBe(false);
  });
});

describe("a device's certificate", () => {
  it("for an erased drive says it was erased in line with the organisation's standard, with the tool, date and technician", () => {
    const content = certificateContent(erased, donor, NUMBER, "https://example.org", "en", new Date(), issuer);
    const body = text(content.sections);
    expectToContainEach(body, [
      `What was done: Erased in line with ${org.documents.dataDestructionStandard}`,
      "Erasure tool and version: Blancco Drive Eraser 7.9",
      "Date: 2024-03-05",
      "Technician: Jo Tech",
      "System serial number: SN-ABC-7788",
      "Serial number: S4DXNX0M123456",
      "Company: Acme Law LLP",
      "Mailing address: 1 River St, Hoboken, NJ 07030",
      "Address: 100 Washington St, Hoboken, NJ 07030",
    ]);
    expect(body).not.toContain("Drive 2");
    expect(content.attestation).toContain("erased by software in line with NIST SP 800-88");
    expect(content.verification.url).toBe(`https://example.org/verify/${NUMBER}`);
  });

  it("for a destroyed drive says so, without an erasure tool unless the record names one", () => {
    const content = certificateContent(
      { ...erased, Destruction_Type: "Destroyed", Software_Version: null },
      donor,
      NUMBER,
      "",
    );
    const body = text(content.sections);
    expect(body).toContain("What was done: Drive physically destroyed");
    expect(body).not.toContain("Erasure tool");
    expect(body).not.toContain("NIST");
    expect(content.attestation).toContain("physically destroyed");
    const withTool = text(
      certificateContent({ ...erased, Destruction_Type: "Destroyed", Software_Version: "DBAN 2.3" }, donor, NUMBER, "")
        .sections,
    );
    expect(withTool).toContain("Erasure tool and version: DBAN 2.3");
  });

  it("with no method recorded still prints the tool, date and technician the record holds, the method 'not recorded'", () => {
    const content = certificateContent({ ...erased, Destruction_Type: null }, donor, NUMBER, "");
    expect(text(content.sections)).toMatch(
      /Data destruction\nWhat was done: not recorded\nErasure tool and version: Blancco Drive Eraser 7\.9\nDate: 2024-03-05\nTechnician: Jo Tech/,
    );
    expect(content.attestation).toContain("how it was done was not recorded");
  });

  it("ends with the date of issue and the name and title of who signs for the organisation", () => {
    const content = certificateContent(erased, donor, NUMBER, "", "en", new Date("2026-11-25T15:00:00Z"), issuer);
    expect(text([content.signature])).toBe(
      `Issued and signed\nDate of issue: November 25, 2026\nSigned for the organisation by: Ana Rivera, Executive Director\n`,
    );
    // The organisation's day: 02:00 UTC on the 26th is still the 25th in New Jersey.
    expect(
      text([certificateContent(erased, donor, NUMBER, "", "en", new Date("2026-11-26T02:00:00Z")).signature]),
    ).toContain("November 25, 2026");
  });

  it("for a computer without a drive says no storage device was present and lists no drive", () => {
    const content = certificateContent(
      { ...empty, Model: "Chromebox", Destruction_Type: "No Drive" },
      donor,
      NUMBER,
      "",
    );
    const body = text(content.sections);
    expect(body).toContain("What was done: No storage device present");
    expect(body).toContain("No storage device was present.");
    expect(body).not.toContain("Drive 1");
    expect(body).toContain("Date: not recorded");
    expect(content.attestation).toContain("no storage device was present");
  });

  it("prints 'not recorded' for every empty field and invents nothing: no date of today, no pass count, no equipment", () => {
    const content = certificateContent(
      { ...empty, Date_Destroyed: "2024-01-09" },
      { ...donor, Company: null, Mailing_Street: null, Mailing_City: null, Mailing_State: null, Mailing_Zip: null },
      NUMBER,
      "",
    );
    const body = text(content.sections);
    for (const label of [
      "Manufacturer",
      "Model",
      "Type",
      "System serial number",
      "Barcode",
      "Memory",
      "Serial number",
      "Size",
      "What was done",
      "Technician",
      "Company",
      "Mailing address",
    ]) {
      expect(body, label).toContain(`${label}: not recorded`);
    }
    expect(body).toContain("Drive 1");
    const today = new Date().toISOString().slice(0, 10);
    expect(body).not.toContain(today);
    expect(body.toLowerCase()).not.toMatch(/pass|degauss|shredder/);
    expect(content.attestation).toContain("how it was done was not recorded");
  });

  it("lists a second drive only when the record names one", () => {
    const body = text(certificateContent({ ...erased, Drive_Serial_2: "WD-222" }, donor, NUMBER, "").sections);
    expect(body).toContain("Drive 2");
    expect(body).toContain("Serial number: WD-222");
    expect(body).toMatch(/Drive 2\nModel: not recorded\nSerial number: WD-222\nSize: not recorded/);
  });
});

describe("the public verification page", () => {
  it("shows the device, what was done and the last 4 characters of its serial, never the donor", () => {
    const lines = verificationLines(erased, NUMBER);
    const shown = lines.map((line) => `${line.label}: ${line.value}`).join("\n");
    expect(shown).toContain(`Certificate number: ${NUMBER}`);
    expect(shown).toContain(`Issued by: ${org.name}`);
    expect(shown).toContain("System serial number (last 4 characters): 7788");
    expect(shown).not.toContain("SN-ABC");
    expect(shown).toContain("Date: 2024-03-05");
    expect(shown).not.toMatch(/Acme|Gus|River/);
  });
});

describe("certificate numbers", () => {
  const secret = "s".repeat(32);

  it("read TA- and four groups of four base32 characters (80 bits), and are the same for a device every time", () => {
    const number = certificateNumberFor("I-1", secret);
    expect(number).toMatch(/^TA(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    expect(certificateNumberFor("I-1", secret)).toBe(number);
    expect(certificateNumberFor("I-2", secret)).not.toBe(number);
  });

  it("cannot be worked out from the device id without the secret", () => {
    expect(certificateNumberFor("I-1", "t".repeat(32))).not.toBe(certificateNumberFor("I-1", secret));
    const numbers = new Set(Array.from({ length: 2000 }, (_, i) => certificateNumberFor(`I-${i}`, secret)));
    expect(numbers.size).toBe(2000);
  });

  it("are accepted in any case, and anything else is refused", () => {
    expect(parseCertificateNumber(" ta-0000-1111-2222-3333 ")).toBe(NUMBER);
    for (const bad of [
      "",
      "TA-0000",
      "TA-0000-1111-2222-333I",
      "XX-0000-1111-2222-3333",
      "TA-0000-1111-2222-3333-4444",
      "../etc",
    ]) {
      expect(parseCertificateNumber(bad), bad).toBeNull();
    }
  });
});

describe("the whole donation's table row", () => {
  it("gives the number, model, serials, what was done and the date, and says what is not recorded", () => {
    expect(donationRow({ ...erased, Drive_Serial_2: "WD-2", Certificate_Number: NUMBER })).toEqual([
      NUMBER,
      "Latitude 5490",
      "SN-ABC-7788",
      "S4DXNX0M123456\nWD-2",
      "Erased",
      "2024-03-05",
    ]);
    expect(donationRow({ ...empty, Date_Destroyed: "2024-01-01", Certificate_Number: NUMBER })).toEqual([
      NUMBER,
      "not recorded",
      "not recorded",
      "not recorded",
      "not recorded",
      "2024-01-01",
    ]);
  });
});

describe("the donation receipt", () => {
  const groups = [
    { Date_Added: "2024-03-01", Computer_Type: "Laptop", count: 2, weight: 9, weighed: 2 },
    { Date_Added: "2024-03-01", Computer_Type: "Desktop", count: 1, weight: 0, weighed: 0 },
    { Date_Added: "12/20/2024", Computer_Type: "Laptop", count: 1, weight: 4.5, weighed: 1 },
    { Date_Added: "2023-11-02", Computer_Type: null, count: 3, weight: 30, weighed: 3 },
    { Date_Added: null, Computer_Type: "Laptop", count: 4, weight: 0, weighed: 0 },
  ];

  it("is offered for each calendar year of the dates received, the latest first; undated devices are counted apart", () => {
    expect(receiptYears(groups)).toEqual({ years: [2024, 2023], undated: 4 });
  });

  it("acknowledges the year's donations: legal name, EIN, address, donor, dates, counts by type and weight, no goods or services, no value", () => {
    const content = receiptContent(donor, 2024, groups, "en", new Date(), issuer);
    const body = text(content.sections);
    expect(content.title).toBe("Donation Receipt 2024");
    expectToContainEach(body, [
      `Legal name: ${org.legalName}`,
      "EIN: 12-3456789",
      "Address: 100 Washington St, Hoboken, NJ 07030",
      "Company: Acme Law LLP",
      "Date(s) received: 2024-03-01, 12/20/2024",
      "Laptop: 3",
      "Desktop: 1",
      "Total weight: 13.5 lbs (weight not recorded for 1 of them)",
      "Tax status: Exempt from federal income tax under section 501(c)(3) of the Internal Revenue Code",
    ]);
    expect(body).not.toContain("2023");
    expect(content.statements.join(" ")).toContain("No goods or services were provided in exchange");
    expect(content.statements.join(" ")).toContain("assigns no value");
    expect(`${body} ${content.statements.join(" ")}`).not.toMatch(/\$/);
  });

  it("says 'not recorded' when no device of the year has a weight, and names a missing type", () => {
    const body = text(receiptContent(donor, 2023, groups).sections);
    expect(body).toContain("computer, type not recorded: 3");
    expect(
      text(
        receiptContent(donor, 2024, [
          { Date_Added: "2024-01-01", Computer_Type: "Laptop", count: 1, weight: 0, weighed: 0 },
        ]).sections,
      ),
    ).toContain("Total weight: not recorded");
  });

  it("without an EIN, address or signer in the settings leaves their lines out: no placeholder, no signature line", () => {
    const content = receiptContent(donor, 2024, groups, "en", new Date("2025-01-15T12:00:00Z"));
    const body = text([...content.sections, content.signature]);
    expect(body).not.toMatch(/EIN|Address:|Signed for|supplied|\[/);
    expect(text([content.signature])).toBe("Issued\nDate of issue: January 15, 2025\n");
    const certificate = certificateContent(erased, donor, NUMBER, "", "en", new Date("2026-11-25T15:00:00Z"));
    expect(text([...certificate.sections, certificate.signature])).not.toMatch(/Address:|Signed for|supplied|\[/);
  });

  it("is dated the day it is issued and names who signs it for the organisation", () => {
    const content = receiptContent(donor, 2024, groups, "en", new Date("2025-01-15T12:00:00Z"), issuer);
    expect(text([content.signature])).toContain("Date of issue: January 15, 2025");
    expect(text([content.signature])).toContain("Signed for the organisation by: Ana Rivera, Executive Director");
  });
});
