/**
 * Certificate numbers in the store. A device gets its number the first time one of its documents is made (its
 * certificate, the whole donation's, the asset report) and keeps it: the number is stored, never recomputed, so
 * it stays the same even if the secret that made it is later changed, and a verification finds it by index.
 * Only devices whose destruction is recorded get one. `numberFor` computes a device's number (a keyed hash).
 * A number is always stored before the document that prints it is sent.
 */
import { isDestructionRecorded } from "~/portal/donorDocuments";
import { DESTRUCTION_RECORDED, type InventoryItem } from "./recordSource.server";
import type { Db } from "./store.server";

type NumberFor = (deviceId: string) => string;

/** The device's number, given now if it has none yet; null when its destruction is not recorded. */
export function numberCertificate(db: Db, deviceId: string, numberFor: NumberFor): string | null {
  const row = db
    .prepare(`SELECT certificate_number AS number FROM Computer_Inventory WHERE id = ? AND ${DESTRUCTION_RECORDED}`)
    .get(deviceId) as { number: string | null } | undefined;
  if (!row) return null;
  if (row.number) return row.number;
  const number = numberFor(deviceId);
  db.prepare("UPDATE Computer_Inventory SET certificate_number = ? WHERE id = ? AND certificate_number IS NULL").run(
    number,
    deviceId,
  );
  return number;
}

/**
 * For documents that list many devices as they stream: `number(items)` gives the recorded items of a batch that
 * have no number theirs, stores them in one transaction, and returns the batch with the numbers filled in. Giving
 * numbers batch by batch as the document is read (rather than all before it starts) keeps a 100,000-device
 * document's first page prompt: hashing and storing them all up front takes seconds.
 */
export function certificateNumberer(db: Db, numberFor: NumberFor) {
  const give = db.prepare(
    "UPDATE Computer_Inventory SET certificate_number = ? WHERE id = ? AND certificate_number IS NULL",
  );
  const store = db.transaction((given: InventoryItem[]) => {
    for (const item of given) give.run(item.Certificate_Number, item.id);
  });
  return {
    number(items: InventoryItem[]): InventoryItem[] {
      const given: InventoryItem[] = [];
      const numbered = items.map((item) => {
        if (item.Certificate_Number || !isDestructionRecorded(item)) return item;
        const withNumber = { ...item, Certificate_Number: numberFor(item.id) };
        given.push(withNumber);
        return withNumber;
      });
      if (given.length) store(given);
      return numbered;
    },
  };
}
