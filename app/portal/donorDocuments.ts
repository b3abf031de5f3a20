/**
 * What a donor's documents say, decided from the records alone: when a device's data destruction counts as
 * recorded, what its certificate and the public verification page state, what a donation receipt lists, and how a
 * certificate number is written. An empty field reads "not recorded"; nothing is filled in by default (no date of
 * today, no pass count, no equipment; only the date of issue is the day the document is made). The PDFs and pages
 * only lay these contents out. Each content is made in a language (English unless asked): its words from
 * `documentLanguage.ts`, numbers and dates written for it.
 */
import { certificateNumbering } from "~/kits/documents/certificateNumbers";
import { org } from "~/config/org";
import type { Line, Section } from "~/kits/documents/sections";
import { issuerUnset, lineIfKnown, signatureSection, type Issuer } from "~/kits/documents/issuer";
import type { ReceivedGroup } from "~/kits/records/inventoryRules";
import type { Locale } from "~/i18n/locale";
import { mailingAddress } from "./applicantRecord";
import {
  documentDate,
  documentNumber,
  documentWordsIn,
  issueDate,
  verificationUrl,
} from "~/kits/documents/documentLanguage";

type Text = string | null;

/** The inventory fields the documents read (a device record as the store holds it). */
export type DeviceRecord = {
  id: string;
  Model: Text;
  Computer_Type: Text;
  Manufacturer: Text;
  System_Serial_Number: Text;
  Barcode: Text;
  Memory_Size: Text;
  Drive_Model_1: Text;
  Drive_Serial_1: Text;
  Drive_Size_1: Text;
  Drive_Model_2: Text;
  Drive_Serial_2: Text;
  Drive_Size_2: Text;
  Destruction_Type: Text;
  Date_Destroyed: Text;
  Technician_Name: Text;
  Software_Version: Text;
};

export type DonorRecord = {
  Company: Text;
  Name: Text;
  Mailing_Street: Text;
  Mailing_City: Text;
  Mailing_State: Text;
  Mailing_Zip: Text;
};

const knownTypes = ["Erased", "Destroyed", "No Drive"] as const;
type KnownType = (typeof knownTypes)[number];

export function orNotRecorded(value: Text | undefined, locale: Locale = "en"): string {
  return value?.trim() || documentWordsIn(locale).notRecorded;
}

/** A recorded date in the document's language, or "not recorded". */
function dateOrNotRecorded(value: Text, locale: Locale, style: "long" | "short" = "long"): string {
  return value?.trim() ? documentDate(locale, value, style) : documentWordsIn(locale).notRecorded;
}

function knownType(value: Text): KnownType | null {
  return knownTypes.find((type) => type === value) ?? null;
}

/** What was done, in a sentence's words; "not recorded" when the record does not say. */
export function whatWasDone(device: Pick<DeviceRecord, "Destruction_Type">, locale: Locale = "en"): string {
  const type = knownType(device.Destruction_Type);
  const words = documentWordsIn(locale);
  return type ? words.certificate.done[type] : words.notRecorded;
}

export { verificationUrl };

function donorSection(
  donor: DonorRecord,
  labels: { company: string; contactPerson: string; mailingAddress: string },
  locale: Locale,
): Line[] {
  const words = documentWordsIn(locale);
  const address = mailingAddress(donor);
  return [
    { label: labels.company, value: orNotRecorded(donor.Company, locale) },
    { label: labels.contactPerson, value: orNotRecorded(donor.Name, locale) },
    // mailingAddress reads the tracker's 'N/A' for an empty address; a document says "not recorded".
    { label: labels.mailingAddress, value: address === "N/A" ? words.notRecorded : address },
  ];
}

/** When the document was issued and, when the settings name one, who signs it for the organisation. */
export function issuedSection(issued: Date, locale: Locale = "en", issuer: Issuer = issuerUnset): Section {
  return signatureSection(issueDate(locale, issued), issuer, locale);
}

function driveSections(device: DeviceRecord, locale: Locale): Section[] {
  const c = documentWordsIn(locale).certificate;
  const drives = [
    [device.Drive_Model_1, device.Drive_Serial_1, device.Drive_Size_1],
    [device.Drive_Model_2, device.Drive_Serial_2, device.Drive_Size_2],
  ] as const;
  const noDrive = device.Destruction_Type === "No Drive";
  // The first drive is always listed (its empty fields say so) unless the record says there was none; a second
  // drive only when the record names any of its fields.
  return drives
    .map(([model, serial, size], index) => ({ model, serial, size, index }))
    .filter(({ model, serial, size, index }) => Boolean(model || serial || size) || (index === 0 && !noDrive))
    .map(({ model, serial, size, index }) => ({
      heading: c.drive(index + 1),
      lines: [
        { label: c.driveModel, value: orNotRecorded(model, locale) },
        { label: c.driveSerial, value: orNotRecorded(serial, locale) },
        { label: c.driveSize, value: orNotRecorded(size, locale) },
      ],
    }));
}

export type CertificateContent = {
  title: string;
  /** The label of the certificate number, and the number. */
  numberLabel: string;
  number: string;
  sections: Section[];
  attestation: string;
  /** Printed after the attestation: the date of issue and who signs. */
  signature: Section;
  verification: { label: string; url: string };
};

/** The certificate of one device whose destruction is recorded. */
export function certificateContent(
  device: DeviceRecord,
  donor: DonorRecord,
  number: string,
  publicUrl: string,
  locale: Locale = "en",
  issued: Date = new Date(),
  issuer: Issuer = issuerUnset,
): CertificateContent {
  const c = documentWordsIn(locale).certificate;
  const recorded = (value: Text) => orNotRecorded(value, locale);
  const type = knownType(device.Destruction_Type);
  const drives = driveSections(device, locale);
  const destruction: Line[] = [{ label: c.whatWasDone, value: whatWasDone(device, locale) }];
  // An erasure always names its tool ("not recorded" when empty); any other record prints the tool when it holds one.
  if (type === "Erased" || device.Software_Version?.trim())
    destruction.push({ label: c.tool, value: recorded(device.Software_Version) });
  destruction.push({ label: c.date, value: dateOrNotRecorded(device.Date_Destroyed, locale) });
  destruction.push({ label: c.technician, value: recorded(device.Technician_Name) });
  return {
    title: c.title,
    numberLabel: c.number,
    number,
    sections: [
      {
        heading: c.issuedBy,
        lines: [
          { label: c.organisation, value: org.name },
          ...lineIfKnown(c.address, issuer.address),
          { label: c.contact, value: org.email },
        ],
      },
      { heading: c.donor, lines: donorSection(donor, c, locale) },
      {
        heading: c.device,
        lines: [
          { label: c.manufacturer, value: recorded(device.Manufacturer) },
          { label: c.model, value: recorded(device.Model) },
          { label: c.type, value: recorded(device.Computer_Type) },
          { label: c.systemSerial, value: recorded(device.System_Serial_Number) },
          { label: c.barcode, value: recorded(device.Barcode) },
          { label: c.memory, value: recorded(device.Memory_Size) },
        ],
        ...(drives.length === 0 ? { note: c.noDrives } : {}),
      },
      ...drives,
      { heading: c.destruction, lines: destruction },
    ],
    attestation: type ? c.attests[type] : c.attests.unknown,
    signature: issuedSection(issued, locale, issuer),
    verification: { label: c.verify, url: verificationUrl(publicUrl, number, locale) },
  };
}

/** What the public verification page shows: the device and what was done, never who donated it. */
export function verificationLines(device: DeviceRecord, number: string, locale: Locale = "en"): Line[] {
  const words = documentWordsIn(locale);
  const v = words.verify;
  const serial = device.System_Serial_Number?.trim();
  return [
    { label: v.number, value: number },
    { label: v.issuedBy, value: org.name },
    { label: v.manufacturer, value: orNotRecorded(device.Manufacturer, locale) },
    { label: v.model, value: orNotRecorded(device.Model, locale) },
    { label: v.type, value: orNotRecorded(device.Computer_Type, locale) },
    { label: v.serialEnd, value: serial ? serial.slice(-4) : words.notRecorded },
    { label: v.whatWasDone, value: whatWasDone(device, locale) },
    { label: v.date, value: dateOrNotRecorded(device.Date_Destroyed, locale) },
  ];
}

const numbering = certificateNumbering(org.documents.certificatePrefix);

/** A device certificate's number written from the first 80 bits of `bytes` (a keyed hash of the device). */
export const certificateNumberFrom = numbering.from;

/** A typed or linked number as stored (upper case), or null when it cannot be one of ours. */
export const parseCertificateNumber = numbering.parse;

/** The year of a CRM date ("2024-03-01", "3/1/2024"), or null when the field holds no recognisable date. */
export function yearOf(date: Text): number | null {
  const iso = /^(\d{4})-\d{1,2}-\d{1,2}/.exec(date?.trim() ?? "");
  const us = /^\d{1,2}\/\d{1,2}\/(\d{4})$/.exec(date?.trim() ?? "");
  const year = Number(iso?.[1] ?? us?.[1]);
  return Number.isInteger(year) && year >= 1970 && year <= 9999 ? year : null;
}

/** A CRM date as a sortable key (YYYY-MM-DD), or null: the period of a donation runs from the least to the greatest. */
export function dateKey(date: Text): string | null {
  const value = date?.trim() ?? "";
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]!.padStart(2, "0")}-${iso[3]!.padStart(2, "0")}`;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  return us ? `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}` : null;
}

/** The calendar years a donor's receipts cover, most recent first, and how many devices have no usable date. */
export function receiptYears(groups: ReceivedGroup[]): { years: number[]; undated: number } {
  const years = new Set<number>();
  let undated = 0;
  for (const group of groups) {
    const year = yearOf(group.Date_Added);
    if (year === null) undated += group.count;
    else years.add(year);
  }
  return { years: [...years].sort((a, b) => b - a), undated };
}

/** A receipt's sections, then its statements, then the date of issue and who signs. */
export type ReceiptContent = { title: string; sections: Section[]; statements: string[]; signature: Section };

/** The written acknowledgment of the year's donations: what was received, when, and that nothing was given for it. */
export function receiptContent(
  donor: DonorRecord,
  year: number,
  groups: ReceivedGroup[],
  locale: Locale = "en",
  issued: Date = new Date(),
  issuer: Issuer = issuerUnset,
): ReceiptContent {
  const words = documentWordsIn(locale);
  const r = words.receipt;
  const formatCount = (value: number) => documentNumber(locale, value);
  const inYear = groups.filter((group) => yearOf(group.Date_Added) === year);
  const dates = [...new Set(inYear.map((group) => group.Date_Added!.trim()))].sort((a, b) =>
    dateKey(a)!.localeCompare(dateKey(b)!),
  );
  const byType = new Map<string, number>();
  for (const group of inYear) {
    const type = group.Computer_Type?.trim() || r.typeNotRecorded;
    byType.set(type, (byType.get(type) ?? 0) + group.count);
  }
  const count = inYear.reduce((sum, group) => sum + group.count, 0);
  const weight = inYear.reduce((sum, group) => sum + group.weight, 0);
  const unweighed = count - inYear.reduce((sum, group) => sum + group.weighed, 0);
  const weightLine =
    unweighed === count
      ? words.notRecorded
      : r.pounds(documentNumber(locale, weight)) +
        (unweighed > 0 ? ` (${r.weightMissing(formatCount(unweighed))})` : "");
  return {
    title: r.title(year),
    sections: [
      {
        heading: r.organisation,
        lines: [
          { label: r.legalName, value: org.legalName },
          ...lineIfKnown(r.ein, issuer.ein),
          { label: r.taxStatus, value: r.taxExempt(org.documents.taxExemption) },
          ...lineIfKnown(r.address, issuer.address),
        ],
      },
      { heading: r.donor, lines: donorSection(donor, r, locale) },
      {
        heading: r.description,
        lines: [
          { label: r.received, value: dates.map((date) => documentDate(locale, date)).join(", ") },
          ...[...byType]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([type, n]) => ({ label: type, value: formatCount(n) })),
          { label: r.totalWeight, value: weightLine },
        ],
      },
    ],
    statements: [r.noGoods, r.noValue, r.thanks],
    signature: issuedSection(issued, locale, issuer),
  };
}

/** Recorded destructions of one kind on one date, as the store groups a donor's devices. */
export type DestructionGroup = { Destruction_Type: Text; Date_Destroyed: Text; count: number };

/** The whole-donation certificate's summary: the donor, the period the destructions span, the counts by outcome. */
export function donationSummary(
  donor: DonorRecord,
  groups: DestructionGroup[],
  inProgress: number,
  locale: Locale = "en",
): Section[] {
  const words = documentWordsIn(locale);
  const d = words.donation;
  const formatCount = (value: number) => documentNumber(locale, value);
  const count = (type: Text) =>
    groups.filter((group) => group.Destruction_Type === type).reduce((sum, group) => sum + group.count, 0);
  const unknown = groups
    .filter((group) => !knownType(group.Destruction_Type))
    .reduce((sum, group) => sum + group.count, 0);
  const keys = groups
    .map((group) => ({ key: dateKey(group.Date_Destroyed), text: group.Date_Destroyed?.trim() ?? "" }))
    .filter((date) => date.key);
  keys.sort((a, b) => a.key!.localeCompare(b.key!));
  const period = keys.length
    ? d.periodRange(documentDate(locale, keys[0]!.text), documentDate(locale, keys.at(-1)!.text))
    : words.notRecorded;
  const certified = groups.reduce((sum, group) => sum + group.count, 0);
  return [
    { heading: words.certificate.donor, lines: donorSection(donor, words.certificate, locale) },
    {
      heading: d.outcomes,
      lines: [
        { label: d.period, value: period },
        { label: d.erased, value: formatCount(count("Erased")) },
        { label: d.destroyed, value: formatCount(count("Destroyed")) },
        { label: d.noDrive, value: formatCount(count("No Drive")) },
        ...(unknown > 0 ? [{ label: d.methodNotRecorded, value: formatCount(unknown) }] : []),
        { label: d.certified, value: formatCount(certified) },
        { label: d.inProgress, value: formatCount(inProgress) },
      ],
    },
  ];
}

/** One row of the whole-donation certificate's table. */
export function donationRow(device: DeviceRecord & { Certificate_Number: Text }, locale: Locale = "en"): string[] {
  const words = documentWordsIn(locale);
  const recorded = (value: Text) => orNotRecorded(value, locale);
  const type = knownType(device.Destruction_Type);
  // One serial a line, so a serial is not broken at one of its hyphens to share a line with the next.
  const drives = [device.Drive_Serial_1, device.Drive_Serial_2]
    .map((serial) => serial?.trim())
    .filter(Boolean)
    .join("\n");
  return [
    recorded(device.Certificate_Number),
    recorded(device.Model),
    recorded(device.System_Serial_Number),
    drives || (type === "No Drive" ? "—" : words.notRecorded),
    type ? words.donation.doneShort[type] : words.notRecorded,
    dateOrNotRecorded(device.Date_Destroyed, locale, "short"),
  ];
}
