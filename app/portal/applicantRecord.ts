/** How the applicant's and the donor's fields read on the tracker: empty reads 'N/A', quantities only when present. */

export const NOT_AVAILABLE = "N/A";

/** `notAvailable` is the page language's word for it (`content/portalWords`). */
export function orNotAvailable(value: string | null | undefined, notAvailable: string = NOT_AVAILABLE): string {
  return value?.trim() || notAvailable;
}

/** The recommender's name is built from the first and last name fields. */
export function recommenderName(
  first: string | null | undefined,
  last: string | null | undefined,
  notAvailable: string = NOT_AVAILABLE,
): string {
  return orNotAvailable([first?.trim(), last?.trim()].filter(Boolean).join(" "), notAvailable);
}

type Quantities = {
  Laptop_Quantity: string | null;
  Desktop_Quantity: string | null;
  Tablet_Quantity: string | null;
};

/** A quantity is present when it is filled in and not zero, as the original's truthiness check had it. */
export type DeviceKind = "Laptop" | "Desktop" | "Tablet";

export function requestedQuantities(record: Quantities): { label: DeviceKind; quantity: string }[] {
  const rows: { label: DeviceKind; quantity: string | null }[] = [
    { label: "Laptop", quantity: record.Laptop_Quantity },
    { label: "Desktop", quantity: record.Desktop_Quantity },
    { label: "Tablet", quantity: record.Tablet_Quantity },
  ];
  return rows
    .map((row) => ({ label: row.label, quantity: row.quantity?.trim() ?? "" }))
    .filter((row) => row.quantity !== "" && Number(row.quantity) !== 0);
}

export function mailingAddress(
  parts: {
    Mailing_Street: string | null;
    Mailing_City: string | null;
    Mailing_State: string | null;
    Mailing_Zip: string | null;
  },
  notAvailable: string = NOT_AVAILABLE,
): string {
  const stateZip = [parts.Mailing_State?.trim(), parts.Mailing_Zip?.trim()].filter(Boolean).join(" ");
  return orNotAvailable(
    [parts.Mailing_Street?.trim(), parts.Mailing_City?.trim(), stateZip].filter(Boolean).join(", "),
    notAvailable,
  );
}
