/** The addresses of the donor's downloads, and the asset report's file name, columns and cells. */
import { donationPathIn } from "~/config/personalAreas";
import { pathInLocale, type Locale } from "~/i18n/locale";
import { neutraliseCell } from "~/kits/documents/csvCell";
import { inventoryCsvFileName } from "./inventoryCsv";

/**
 * The downloads' addresses in a language: under the Spanish portal's address (`/es/portal/...`) a document is made
 * in Spanish. The asset report's columns are the specification's in every language (docs/decisions/050). Without a
 * donor record the documents cover every donation of the donor; with one, under its page's address, only that one.
 */
export function donorDownloadPathsIn(locale: Locale, donorRecordId?: string) {
  const portal = donorRecordId === undefined ? pathInLocale(locale, "/portal") : donationPathIn(locale, donorRecordId);
  return {
    csv: `${portal}/${inventoryCsvFileName}`,
    /** A device's certificate, addressed by the device's record id (the file name carries its certificate number). */
    certificate: (deviceId: string) => `${portal}/certificates/${encodeURIComponent(deviceId)}.pdf`,
    allCertificates: `${portal}/certificates.pdf`,
    receipt: (year: number) => `${portal}/receipts/${year}.pdf`,
    assetReport: `${portal}/asset_report.csv`,
  };
}

export const donorDownloadPaths = donorDownloadPathsIn("en");

export const assetReportFileName = "asset_report.csv";

export const assetReportColumns = [
  "Certificate_Number",
  "Manufacturer",
  "Model",
  "Computer_Type",
  "System_Serial_Number",
  "Barcode",
  "Drive_Serial_1",
  "Drive_Serial_2",
  "Destruction_Type",
  "Date_Destroyed",
  "Date_Added",
  "Date_Donated",
  "Date_Recycled",
  "Weight",
] as const;

export type AssetReportRow = Record<(typeof assetReportColumns)[number], string | number | null>;

/** A row of the asset report, each cell made safe for spreadsheets as in the inventory CSV. */
export function assetReportRecord(item: AssetReportRow): string[] {
  return assetReportColumns.map((column) => neutraliseCell(item[column]));
}
