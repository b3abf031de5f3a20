/**
 * What the tracker pages hand the browser: for each page, exactly the fields it displays. A record's ids, the
 * donor id that ties items to a donor, an item's recipient (another person's record) and statuses a page does not
 * show stay on the server, so they are neither in the HTML's hydration data nor in the page's data request.
 * A field a page starts to show is added to its list here; `trackerView.server.ts` maps records to these views.
 */

import type { DonorRow } from "./donorView";

type ViewOf<Fields extends readonly string[]> = { [Field in Fields[number]]: string | null };

/** The donor's details panel (the mailing address is shown built from its four parts). */
export const donorViewFields = [
  "Company",
  "Name",
  "Email",
  "Phone",
  "Location",
  "Mailing_Street",
  "Mailing_City",
  "Mailing_State",
  "Mailing_Zip",
] as const;
export type DonorView = ViewOf<typeof donorViewFields>;

/** The applicant tracker: the progress bar and its message (status, denial reason, organisation), the two panels. */
export const applicantViewFields = [
  "Full_Name",
  "Email",
  "Phone",
  "Status",
  "Denial_Reason",
  "Nominating_Organization",
  "Recommenders_Name",
  "Recommenders_Last_Name",
  "Recommenders_Email",
  "Laptop_Quantity",
  "Desktop_Quantity",
  "Tablet_Quantity",
] as const;
export type ApplicantView = ViewOf<typeof applicantViewFields>;

/** A computer assigned to a Client, as the applicant tracker lists it. */
export const assignedItemViewFields = ["Model", "Status", "Computer_Type", "Location"] as const;
export type AssignedItemView = ViewOf<typeof assignedItemViewFields>;

export type InventoryTotals = { count: number; totalWeight: number };

/** A page of the donor's table: its rows as `donorRow` (`~/portal/donorView`) makes them. */
export type InventoryPage = { items: DonorRow[]; page: number; pageCount: number };

/** Only the named fields of a record, each as text or null. */
export function viewOf<const Fields extends readonly string[]>(
  fields: Fields,
  record: Partial<Record<Fields[number], string | number | null | undefined>>,
): ViewOf<Fields> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = record[field as Fields[number]];
      return [field, value === null || value === undefined ? null : String(value)];
    }),
  ) as ViewOf<Fields>;
}
