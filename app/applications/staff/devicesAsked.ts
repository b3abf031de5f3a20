/**
 * What an applicant asked for, by kind of device: the CRM keeps a count per kind (Laptop_Quantity, …) as text, and
 * the inventory names the kind in Computer_Type ("Laptop", any letter case). The review lists, assigns and limits
 * devices by these kinds.
 */
export const deviceKinds = [
  { type: "Laptop", field: "Laptop_Quantity", plural: "laptops" },
  { type: "Desktop", field: "Desktop_Quantity", plural: "desktops" },
  { type: "Tablet", field: "Tablet_Quantity", plural: "tablets" },
] as const;

export type DeviceType = (typeof deviceKinds)[number]["type"];

type Quantities = Partial<Record<(typeof deviceKinds)[number]["field"], string | null>>;

export type DeviceAsked = { type: DeviceType; count: number };

/** The kinds asked for, each with its count; a kind left empty or 0 is not asked for. */
export function devicesAsked(contact: Quantities): DeviceAsked[] {
  return deviceKinds.flatMap(({ type, field }) => {
    const count = Number(contact[field] ?? "");
    return Number.isSafeInteger(count) && count > 0 ? [{ type, count }] : [];
  });
}

/** "1 laptop, 2 desktops", or "Nothing" when no kind was asked for. */
export function describeDevices(asked: readonly DeviceAsked[]): string {
  if (asked.length === 0) return "Nothing";
  return asked
    .map(({ type, count }) => {
      const kind = deviceKinds.find((entry) => entry.type === type)!;
      return `${count} ${count === 1 ? type.toLowerCase() : kind.plural}`;
    })
    .join(", ");
}

/** The kind an inventory item is, whatever the letter case or spaces its Computer_Type was written with. */
export function deviceTypeOf(computerType: string | null | undefined): DeviceType | null {
  const given = (computerType ?? "").trim().toLowerCase();
  return deviceKinds.find((kind) => kind.type.toLowerCase() === given)?.type ?? null;
}

/** What is still to be given: each kind asked for, less the devices of that kind already assigned. */
export function stillWanted(
  asked: readonly DeviceAsked[],
  assigned: readonly { Computer_Type: string | null }[],
): DeviceAsked[] {
  return asked.flatMap(({ type, count }) => {
    const given = assigned.filter((item) => deviceTypeOf(item.Computer_Type) === type).length;
    return given < count ? [{ type, count: count - given }] : [];
  });
}
