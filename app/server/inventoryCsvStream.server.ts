import Database from "better-sqlite3";
import { stringify } from "csv-stringify";
import path from "node:path";
import { Readable } from "node:stream";
import { inventoryCsvColumns, inventoryCsvRecord } from "../portal/inventoryCsv";
import { DATABASE_FILE_NAME } from "./database.server";
import { env } from "./env.server";
import { log } from "./log.server";
import { createRecordSource } from "./recordSource.server";

/**
 * The donor's inventory as CSV, streamed from a database cursor through csv-stringify. The cursor gets its own
 * read-only connection: a slow download must not hold the server's connection (in better-sqlite3 a connection
 * with an open cursor cannot run other statements), and WAL lets it read while others write.
 */
export function inventoryCsvStream(donorId: string): ReadableStream<Uint8Array> {
  const connection = new Database(path.join(env.dataDir, DATABASE_FILE_NAME), { readonly: true, fileMustExist: true });
  const rows = createRecordSource(connection).iterateInventory("Donor_ID", donorId);
  const close = () => {
    rows.return?.();
    if (connection.open) connection.close();
  };
  // Readable.from pulls from the cursor only as fast as the client reads (backpressure).
  const records = Readable.from(
    (function* () {
      try {
        for (const row of rows) yield inventoryCsvRecord(row);
      } finally {
        close();
      }
    })(),
  );
  const csv = stringify({ header: true, columns: [...inventoryCsvColumns], quoted_match: /^\s|\s$/ });
  records.on("error", (error) => {
    log.error("csv download failed", { error });
    csv.destroy(error);
  });
  csv.on("close", () => {
    records.destroy();
    close();
  });
  records.pipe(csv);
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
