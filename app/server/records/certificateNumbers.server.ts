/**
 * Certificate numbers in the store. A device gets its number the first time one of its documents is made (its
 * certificate, the whole donation's, the asset report) and keeps it: the number is stored, never recomputed, so
 * it stays the same even if the secret that made it is later changed, and a verification finds it by index.
 * Only devices whose destruction is recorded get one. `numberFor` computes a device's number (a keyed hash).
 */
import { DESTRUCTION_RECORDED } from "./recordSource.server";
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
  db.prepare("UPDATE Computer_Inventory SET certificate_number = ? WHERE id = ? AND certificate_number IS NULL").run(number, deviceId);
  return number;
}

/** Gives every recorded device of a donor that has no number its number, in one transaction; returns how many. */
export function numberDonorCertificates(db: Db, donorId: string, numberFor: NumberFor): number {
  const missing = db.prepare(
    `SELECT id FROM Computer_Inventory WHERE Donor_ID = ? AND certificate_number IS NULL AND ${DESTRUCTION_RECORDED}`,
  );
  const give = db.prepare("UPDATE Computer_Inventory SET certificate_number = ? WHERE id = ?");
  return db.transaction(() => {
    const ids = (missing.all(donorId) as { id: string }[]).map((row) => row.id);
    for (const id of ids) give.run(numberFor(id), id);
    return ids.length;
  })();
}
