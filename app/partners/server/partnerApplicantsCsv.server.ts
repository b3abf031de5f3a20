/**
 * The partner's applicants as a CSV file for its own funders (issue 27 part 3): the list the portal shows (name,
 * status in the page's language, date applied, whether the letter is in) and how many devices each was given (an
 * assigned device with its Date_Donated). Dates are written YYYY-MM-DD in ORG_TIME_ZONE so a spreadsheet reads them;
 * every cell is formula-safe. A partner has hundreds of applicants, not a hundred thousand: the list is read at once
 * and written out through csv-stringify as the client reads it.
 */
import { Readable } from "node:stream";
import type { Locale } from "~/i18n/locale";
import { partnerPortalWordsIn } from "~/partners/partnerPortalWords";
import { csvStream } from "~/kits/documents/csvWriter.server";
import { statusWordsIn } from "~/kits/records/statusWords";
import { rows, sql, type Db } from "~/db/engine.server";
import { partnerApplicantList } from "./partnerPortal.server";

const isoDate = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

/** How many devices each of these applicants was given, by contact id. */
async function devicesDelivered(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const given = new Map<string, number>();
  for (let at = 0; at < ids.length; at += 500) {
    const found = await rows(
      db,
      sql<{ id: string; n: number | string }>`SELECT "Recipient" AS id, COUNT(*) AS n FROM "Computer_Inventory"
         WHERE "Recipient" IN (${sql.join(ids.slice(at, at + 500))}) AND "Date_Donated" IS NOT NULL
         GROUP BY "Recipient"`,
    );
    for (const row of found) given.set(row.id, Number(row.n));
  }
  return given;
}

export async function partnerApplicantsCsv(
  db: Db,
  partnerId: string,
  locale: Locale,
  timeZone: string,
): Promise<ReadableStream<Uint8Array>> {
  const words = partnerPortalWordsIn(locale);
  const statuses = statusWordsIn(locale).statuses;
  const list = await partnerApplicantList(db, partnerId);
  const given = list.length
    ? await devicesDelivered(
        db,
        list.map((row) => row.id),
      )
    : new Map<string, number>();
  const records = list.map((row) => [
    row.name,
    row.step === -1 ? words.list.unknownStatus : (statuses[row.step]?.label ?? words.list.unknownStatus),
    row.appliedAt === null ? "" : isoDate(row.appliedAt, timeZone),
    row.letterIn ? words.list.letterIn : words.list.letterMissing,
    given.get(row.id) ?? 0,
  ]);
  const csv = Readable.from(records).pipe(csvStream(words.csv.columns));
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
