/**
 * The staff console's download of the CRM change feed (`/staff/changes.csv`): every change after a cursor, or from
 * the beginning, one row per change with the columns cursor, kind, id, changedAt and record. The record is the
 * feed's JSON in one cell (empty when the record no longer exists): the five kinds have different fields, and one
 * column each would make a sheet of fifty mostly empty columns. Cells are formula-safe as in every CSV download.
 */
import { setImmediate as yieldToRequests } from "node:timers/promises";
import { csvPiece } from "~/kits/documents/csvWriter.server";
import { cursorOnReader, db } from "~/db/serverStore.server";
import { log } from "~/platform/log.server";
import { everyChangeAfter, readCursor, type Change } from "~/crm/changeFeed.server";
import { changeWords } from "~/staff/changeWords";

export const changesCsvColumns = ["cursor", "kind", "id", "changedAt", "record"] as const;
const ROWS_PER_CHUNK = 500;

/**
 * The number typed in the page's box (`after` in the address): surrounding spaces are forgiven, an empty box means
 * every change; anything else is the sentence the page shows beside the box.
 */
export function typedCursor(url: URL): { typed: string; after: number } | { typed: string; problem: string } {
  const typed = (url.searchParams.get("after") ?? "").trim();
  const read = readCursor(typed === "" ? null : typed);
  return read.ok ? { typed, after: read.after } : { typed, problem: changeWords.badNumber(typed.slice(0, 40)) };
}

export function changesCsvFileName(after: number): string {
  return after > 0 ? `site-changes-after-${after}.csv` : "site-changes.csv";
}

export function changeCsvRow(change: Change): string[] {
  return [change.cursor, change.kind, change.id, change.changedAt, change.record ? JSON.stringify(change.record) : ""];
}

/**
 * The file, streamed: the changes come through a cursor on the store's reader (a slow download holds neither the
 * server's SQLite connection nor more than one PostgreSQL client), their records are looked up through the server's
 * store a chunk at a time, and each chunk is one piece of the response, written when the client asks for more.
 */
export function changesCsvStream(after: number): ReadableStream<Uint8Array> {
  const { cursor, release } = cursorOnReader((reader) => everyChangeAfter(reader, db(), after));
  const encoder = new TextEncoder();
  let header = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const rows: string[][] = [];
        for (let step = await cursor.next(); !step.done; step = await cursor.next()) {
          if (rows.push(changeCsvRow(step.value)) === ROWS_PER_CHUNK) break;
        }
        if (rows.length > 0 || header) {
          const text = csvPiece(changesCsvColumns, rows, header);
          controller.enqueue(encoder.encode(text));
          header = false;
        }
        if (rows.length < ROWS_PER_CHUNK) {
          release();
          controller.close();
          return;
        }
        // SQLite's cursor never waits: without this step back, a long file would hold other requests up.
        await yieldToRequests();
      } catch (error) {
        log.error("changes download failed", { error });
        release();
        controller.error(error);
      }
    },
    cancel() {
      release();
    },
  });
}
