import { Readable, Transform } from "node:stream";
import { inventoryCsvColumns, inventoryCsvRecord } from "~/portal/inventoryCsv";
import { log } from "~/platform/log.server";
import { createRecordSource, type DonorIds, type InventoryItem } from "~/kits/records/recordSource.server";
import { cursorOnReader } from "~/db/serverStore.server";
import { csvStream } from "~/kits/documents/csvWriter.server";

const ROWS_BETWEEN_YIELDS = 500;

/**
 * Gathers csv-stringify's one-line chunks into blocks: a line at a time, the trip through the web stream and the
 * compression middleware costs more than the data (100,000 rows took ten times longer gzipped than in blocks).
 */
function inBlocksOf(bytes: number): Transform {
  let parts: Buffer[] = [];
  let size = 0;
  const release = (stream: Transform) => {
    if (size > 0) stream.push(Buffer.concat(parts, size));
    parts = [];
    size = 0;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      size += chunk.length;
      if (size >= bytes) release(this);
      done();
    },
    flush(done) {
      release(this);
      done();
    },
  });
}

/**
 * A CSV download of the inventory: its columns, how an item becomes a row of formula-safe cells, and what is done
 * to each batch of items before its rows are written (the asset report gives certificate numbers there).
 */
export type InventoryCsvTable = {
  columns: readonly string[];
  record: (item: InventoryItem) => string[];
  beforeRows?: (items: InventoryItem[]) => Promise<InventoryItem[]>;
};

const donatedComputers: InventoryCsvTable = { columns: inventoryCsvColumns, record: inventoryCsvRecord };

/**
 * The donor's inventory as CSV (`donated_computers.csv`, or another table of the same items such as the asset
 * report), streamed from a database cursor through csv-stringify: the store's reader (`Store.reader`), so a slow
 * download holds neither the server's SQLite connection nor more than one client of a PostgreSQL pool.
 */
export function inventoryCsvStream(
  donorIds: DonorIds,
  table: InventoryCsvTable = donatedComputers,
): ReadableStream<Uint8Array> {
  const { cursor: rows, release: close } = cursorOnReader((reader) =>
    createRecordSource(reader).iterateInventory("Donor_ID", donorIds),
  );
  // Readable.from pulls from the cursor only as fast as the client reads (backpressure). Every few hundred rows
  // the generator steps back to the event loop: SQLite's cursor answers without ever waiting, so it would otherwise
  // hold the loop for the whole file, and neither gzip's output nor other visitors' requests would be served.
  const records = Readable.from(
    (async function* () {
      try {
        for (;;) {
          const batch: InventoryItem[] = [];
          for (let step = await rows.next(); !step.done; step = await rows.next()) {
            if (batch.push(step.value) === ROWS_BETWEEN_YIELDS) break;
          }
          if (batch.length === 0) break;
          for (const row of table.beforeRows ? await table.beforeRows(batch) : batch) yield table.record(row);
          await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        close();
      }
    })(),
  );
  const csv = csvStream(table.columns);
  records.on("error", (error) => {
    log.error("csv download failed", { error });
    csv.destroy(error);
  });
  csv.on("close", () => {
    records.destroy();
    close();
  });
  records.pipe(csv);
  const blocks = csv.pipe(inBlocksOf(32 * 1024));
  csv.on("error", (error) => blocks.destroy(error));
  return Readable.toWeb(blocks) as ReadableStream<Uint8Array>;
}
