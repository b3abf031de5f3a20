/** Rules read off an inventory record (Computer_Inventory) wherever the site counts or certifies devices. */

/** A device's data destruction is recorded when its date is set, or when the record says no drive was present. */
export function isDestructionRecorded(device: {
  Date_Destroyed: string | null;
  Destruction_Type: string | null;
}): boolean {
  return Boolean(device.Date_Destroyed?.trim()) || device.Destruction_Type === "No Drive";
}

/** One group of a donor's inventory: a date received and a type, how many, their summed weight, how many weighed. */
export type ReceivedGroup = {
  Date_Added: string | null;
  Computer_Type: string | null;
  count: number;
  weight: number;
  weighed: number;
};
