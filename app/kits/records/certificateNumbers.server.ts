/**
 * Certificate numbers in the store. A device gets its number the first time one of its documents is made (its
 * certificate, the whole donation's, the asset report) and keeps it: the number is stored, never recomputed, so
 * it stays the same even if the secret that made it is later changed, and a verification finds it by index.
 * Only devices whose destruction is recorded get one. `numberFor` computes a device's number (a keyed hash).
 * A number is always stored before the document that prints it is sent.
 */
import { isDestructionRecorded } from "./inventoryRules";
import { DESTRUCTION_RECORDED, type InventoryItem } from "./recordSource.server";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";

type NumberFor = (deviceId: string) => string;

/** The device's number, given now if it has none yet; null when its destruction is not recorded. */
export async function numberCertificate(db: Db, deviceId: string, numberFor: NumberFor): Promise<string | null> {
  const row = await firstRow(
    db,
    sql<{ number: string | null }>`SELECT certificate_number AS number FROM "Computer_Inventory"
       WHERE id = ${deviceId} AND ${DESTRUCTION_RECORDED}`,
  );
  if (!row) return null;
  if (row.number) return row.number;
  const number = numberFor(deviceId);
  // Two origins giving the same device its number at once compute the same one; the first write keeps it.
  await sql`UPDATE "Computer_Inventory" SET certificate_number = ${number}
     WHERE id = ${deviceId} AND certificate_number IS NULL`.execute(db);
  return number;
}

/**
 * For documents that list many devices as they stream: `number(items)` gives the recorded items of a batch that
 * have no number theirs, stores them in one statement, and returns the batch with the numbers filled in. Giving
 * numbers batch by batch as the document is read (rather than all before it starts) keeps a 100,000-device
 * document's first page prompt: hashing and storing them all up front takes seconds.
 */
export function certificateNumberer(db: Db, numberFor: NumberFor) {
  return {
    async number(items: InventoryItem[]): Promise<InventoryItem[]> {
      const given: InventoryItem[] = [];
      const numbered = items.map((item) => {
        if (item.Certificate_Number || !isDestructionRecorded(item)) return item;
        const withNumber = { ...item, Certificate_Number: numberFor(item.id) };
        given.push(withNumber);
        return withNumber;
      });
      if (given.length) {
        // The rows are found by their ids (the primary key on both engines; a join with the VALUES list made SQLite
        // scan the whole table for every batch). VALUES names its columns column1 and column2 on both engines.
        const pairs = sql.join(given.map((item) => sql`(${item.id}, ${item.Certificate_Number})`));
        const ids = sql.join(given.map((item) => item.id));
        await inTransaction(db, (trx) =>
          sql`UPDATE "Computer_Inventory"
             SET certificate_number = (SELECT given.column2 FROM (VALUES ${pairs}) AS given
                                       WHERE given.column1 = "Computer_Inventory".id)
             WHERE id IN (${ids}) AND certificate_number IS NULL`.execute(trx),
        );
      }
      return numbered;
    },
  };
}
