/**
 * What the donor page shows, built on the server so the page gets exactly what it displays: each device as the
 * table and cards show it, and the impact and documents sections with their words and figures ready.
 */
import type { Locale } from "~/i18n/locale";
import { donorDownloadPathsIn } from "./donorDownloads";
import { formatCount, formatWeight } from "./donorTotals";
import { isDestructionRecorded } from "~/kits/records/inventoryRules";
import type { DeviceRecord } from "./donorDocuments";
import { portalWords } from "./words";
import { recordValueIn } from "./recordValues";

type Text = string | null;

type Item = Pick<DeviceRecord, "id" | "Model" | "Computer_Type" | "Date_Destroyed" | "Destruction_Type"> & {
  Date_Added: Text;
  Date_Donated: Text;
  Date_Recycled: Text;
  Recipient: Text;
};

/** A device as the table and cards show it: the item's own fields as recorded, and two worked out from it. */
export type DonorRow = Pick<Item, "Model" | "Computer_Type" | "Date_Added" | "Date_Donated" | "Date_Recycled"> & {
  /** Given to a person, recycled, or null when the record says neither yet. */
  outcome: string | null;
  /** The certificate's address once the device's destruction is recorded (the row says "in progress" before). */
  certificateHref: string | null;
};

/** `donorRecordId`: the row is on that donation's page, so its certificate is addressed under it. */
export function donorRow(item: Item, locale: Locale = "en", donorRecordId?: string): DonorRow {
  const words = portalWords(locale).donorPage.devices.page;
  return {
    Model: item.Model,
    Computer_Type: recordValueIn(locale, "computerType", item.Computer_Type),
    Date_Added: item.Date_Added,
    Date_Donated: item.Date_Donated,
    Date_Recycled: item.Date_Recycled,
    outcome: item.Recipient ? words.given : item.Date_Recycled ? words.recycledOutcome : null,
    certificateHref: isDestructionRecorded(item)
      ? donorDownloadPathsIn(locale, donorRecordId).certificate(item.id)
      : null,
  };
}

/** The impact section as the page shows it: figures already formatted, and what the landfill figure means. */
export type ImpactView = { heading: string; tiles: { id: string; label: string; value: string }[]; note: string };

/** The documents section: its links (the CSV button apart), receipts of earlier years, and undated devices. */
export type DocumentsView = {
  heading: string;
  csv: string;
  links: { href: string; label: string; after?: string }[];
  otherYears: { label: string; years: { href: string; year: string }[] } | null;
  undated: string | null;
};

type Impact = { givenToPeople: number; recycled: number; certificatesReady: number; landfillPounds: number };

export function impactView(impact: Impact, locale: Locale = "en"): ImpactView {
  const words = portalWords(locale).donorPage.sections;
  return {
    heading: words.impact,
    tiles: [
      { id: "impact-given", label: words.givenToPeople, value: formatCount(impact.givenToPeople, locale) },
      { id: "impact-recycled", label: words.recycled, value: formatCount(impact.recycled, locale) },
      {
        id: "impact-certificates",
        label: words.certificatesReady,
        value: formatCount(impact.certificatesReady, locale),
      },
      { id: "impact-landfill", label: words.keptFromLandfill, value: formatWeight(impact.landfillPounds, locale) },
    ],
    note: words.landfillDefinition,
  };
}

/** `donorRecordId`: the documents of that donation only, on its page; without it, of every donation. */
export function documentsView(
  receipts: { years: number[]; undated: number },
  locale: Locale = "en",
  donorRecordId?: string,
): DocumentsView {
  const { sections: words, links } = portalWords(locale).donorPage;
  // The page's language is the documents' language: a Spanish page links to the Spanish documents.
  const donorDownloadPaths = donorDownloadPathsIn(locale, donorRecordId);
  const [latest, ...earlier] = receipts.years;
  return {
    heading: words.documents,
    csv: donorDownloadPaths.csv,
    links: [
      { href: donorDownloadPaths.assetReport, label: links.assetReport },
      { href: donorDownloadPaths.allCertificates, label: links.allCertificates },
      ...(latest === undefined
        ? []
        : [{ href: donorDownloadPaths.receipt(latest), label: links.receipt, after: ` (${latest})` }]),
    ],
    otherYears: earlier.length
      ? {
          label: words.otherYears,
          years: earlier.map((year) => ({ href: donorDownloadPaths.receipt(year), year: String(year) })),
        }
      : null,
    undated: receipts.undated ? words.undated(formatCount(receipts.undated, locale)) : null,
  };
}
