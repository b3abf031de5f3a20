import { CLIENT_STATUS } from "~/portal/applicantStatus";
import { isDonorRecord, recordModuleFor } from "~/portal/championLookup";
import { portalMessages } from "~/portal/portalMessages";
import { db } from "~/server/records/store.server";
import { log } from "~/server/platform/log.server";
import {
  createRecordSource,
  type ComputerDonor,
  type Contact,
  type InventoryItem,
  type InventorySummary,
} from "~/server/records/recordSource.server";

/**
 * What the tracker shows for a signed-in champion (spec §6, §7): the champion, then their record by the
 * champion's email in the module their type names, then the inventory that belongs to it.
 */
export const DONOR_PAGE_SIZE = 25;

export type InventoryPage = { items: InventoryItem[]; page: number; pageCount: number };

export type TrackerView =
  | { kind: "message"; message: string }
  | { kind: "applicant"; record: Contact; assigned: InventoryItem[] | null }
  | { kind: "donor"; record: ComputerDonor; summary: InventorySummary; inventory: InventoryPage | null };

/** A Client has few assigned computers; this bounds the list should a data error assign thousands. */
const MAX_ASSIGNED = 200;

export function loadTrackerView(championId: string, requestedPage: number): TrackerView {
  try {
    const records = createRecordSource(db());
    const champion = records.championById(championId);
    if (!champion?.Email) return { kind: "message", message: portalMessages.recordNotFound };
    const module = recordModuleFor(champion.Champion_Type);
    if (!module) return { kind: "message", message: portalMessages.invalidChampionType };
    const record = module === "Contacts" ? records.contactByEmail(champion.Email) : records.donorByEmail(champion.Email);
    if (!record) return { kind: "message", message: portalMessages.recordNotFound };

    if (isDonorRecord(record)) {
      const donor = record as ComputerDonor;
      const donorId = donor.Donor_ID ?? "";
      const summary = donorId ? records.inventorySummary("Donor_ID", donorId) : { count: 0, totalWeight: 0 };
      if (summary.count === 0) return { kind: "donor", record: donor, summary, inventory: null };
      const pageCount = Math.ceil(summary.count / DONOR_PAGE_SIZE);
      const page = Math.min(Math.max(1, requestedPage), pageCount);
      const items = records.inventoryPage("Donor_ID", donorId, { offset: (page - 1) * DONOR_PAGE_SIZE, limit: DONOR_PAGE_SIZE });
      return { kind: "donor", record: donor, summary, inventory: { items, page, pageCount } };
    }
    const applicant = asApplicant(record);
    const assigned =
      (applicant.Status ?? "").trim() === CLIENT_STATUS
        ? records.inventoryPage("Recipient", applicant.id, { offset: 0, limit: MAX_ASSIGNED })
        : null;
    return { kind: "applicant", record: applicant, assigned };
  } catch (error) {
    log.error("tracker record lookup failed", { error });
    return { kind: "message", message: portalMessages.networkError };
  }
}

/** A donor-module record without Status 'Donated' is shown in the applicant view (spec §6); absent fields read N/A. */
function asApplicant(record: Contact | ComputerDonor): Contact {
  if ("Full_Name" in record) return record;
  return {
    id: record.id,
    Full_Name: record.Name,
    Email: record.Email,
    Phone: record.Phone,
    Status: record.Status,
    Denial_Reason: null,
    Nominating_Organization: null,
    Recommenders_Name: null,
    Recommenders_Last_Name: null,
    Recommenders_Email: null,
    Laptop_Quantity: null,
    Desktop_Quantity: null,
    Tablet_Quantity: null,
  };
}

/** The donor whose inventory the CSV may hold, for the signed-in champion; null when they are not a donor. */
export function donorIdForChampion(championId: string): string | null {
  const records = createRecordSource(db());
  const champion = records.championById(championId);
  if (!champion?.Email || recordModuleFor(champion.Champion_Type) !== "Computer_Donors") return null;
  const donor = records.donorByEmail(champion.Email);
  return donor && isDonorRecord(donor) && donor.Donor_ID ? donor.Donor_ID : null;
}
