/**
 * What a signed-in donor may see (issue 28): every donor record of their email, each one a donation (several
 * donations, or donations from several companies with one email), and the devices of those records' `Donor_ID`s. The
 * portal's all-donations pages and downloads read the whole scope; a donation's own page and downloads read the
 * scope of that one record, so the same document code serves both.
 */
import { isDonorRecord } from "~/kits/records/championLookup";
import type { createRecordSource } from "~/kits/records/recordSource.server";
import type { ComputerDonor } from "~/kits/records/schema.server";

export type DonorScope = {
  /** The record printed as the donor on documents that cover the whole scope: the first, as the tracker shows it. */
  donor: ComputerDonor;
  /** Every donor record of the scope, in the store's order (by id). */
  records: ComputerDonor[];
  /** The records' donor ids (a record without one has no devices). */
  donorIds: string[];
};

export function scopeOf(records: ComputerDonor[]): DonorScope | null {
  const [donor] = records;
  if (!donor) return null;
  return { donor, records, donorIds: records.flatMap((record) => (record.Donor_ID ? [record.Donor_ID] : [])) };
}

/** The donor records of an email that are donations (Status 'Donated', as the tracker reads it), or null: none. */
export async function donorScopeOfEmail(
  records: ReturnType<typeof createRecordSource>,
  email: string,
): Promise<DonorScope | null> {
  return scopeOf((await records.donorsByEmail(email)).filter((record) => isDonorRecord(record)));
}

/**
 * The scope of one donation: the donor record of that id, when it is one of the donor's; null otherwise, so
 * another donor's record, an applicant's and an unknown id are answered alike.
 */
export function donationScope(scope: DonorScope, donorRecordId: string): DonorScope | null {
  const record = scope.records.find((candidate) => candidate.id === donorRecordId);
  return record ? scopeOf([record]) : null;
}

/** The donor record a device of the scope belongs to (whose donor a device's certificate prints), or null. */
export function recordOfDevice(scope: DonorScope, deviceDonorId: string | null): ComputerDonor | null {
  return deviceDonorId ? (scope.records.find((record) => record.Donor_ID === deviceDonorId) ?? null) : null;
}
