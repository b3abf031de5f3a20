/** One device as the donor's table and cards show it: only the fields they display, and what became of it. */
import { documentWords } from "./documentWords";
import { isDestructionRecorded, type DeviceRecord } from "./donorDocuments";

type Text = string | null;

export type DonorRow = {
  id: string;
  Model: Text;
  Computer_Type: Text;
  Date_Added: Text;
  Date_Donated: Text;
  Date_Recycled: Text;
  /** Given to a person, recycled, or null when the record says neither yet. */
  outcome: string | null;
  /** The device's destruction is recorded, so its certificate can be downloaded. */
  certificate: boolean;
};

type Item = Pick<DeviceRecord, "id" | "Model" | "Computer_Type" | "Date_Destroyed" | "Destruction_Type"> & {
  Date_Added: Text;
  Date_Donated: Text;
  Date_Recycled: Text;
  Recipient: Text;
};

export function donorRow(item: Item): DonorRow {
  const words = documentWords.page;
  return {
    id: item.id,
    Model: item.Model,
    Computer_Type: item.Computer_Type,
    Date_Added: item.Date_Added,
    Date_Donated: item.Date_Donated,
    Date_Recycled: item.Date_Recycled,
    outcome: item.Recipient ? words.given : item.Date_Recycled ? words.recycledOutcome : null,
    certificate: isDestructionRecorded(item),
  };
}
