/**
 * The baseline staff enter per figure at `/staff/figures` (decision 118): what the organisation counted before this
 * site kept records, since a year, with the reason. Pages show it as a baseline beside what the records count, never
 * folded in silently. Each write is one statement; the store's trigger gives the figures their new version in it.
 */
import { changes, sql, type Db } from "~/db/engine.server";
import { plainText } from "~/kits/forms/reading";
import { fractionalFigures, isFigureId, type FigureId } from "./figureIds";

export type BaselineFields = { figure: string; value: string; since: string; reason: string };
export type BaselineEntry = { figure: FigureId; value: number; sinceYear: number; reason: string };
export type BaselineReading =
  | { ok: true; entry: BaselineEntry }
  | { ok: false; field: keyof BaselineFields; message: string; typed: BaselineFields };

/** The first year a baseline may run from: the organisation began in 2019, its history a little before. */
const FIRST_YEAR = 2000;
const MAX_VALUE = 1_000_000_000;

/** The staff form's fields read into an entry, or the sentence of the first one that cannot be used. */
export function readBaseline(typed: BaselineFields, thisYear: number): BaselineReading {
  const refuse = (field: keyof BaselineFields, message: string): BaselineReading => ({
    ok: false,
    field,
    message,
    typed,
  });
  if (!isFigureId(typed.figure)) return refuse("figure", "Choose the figure the baseline is for.");
  const number = typed.value.trim().replace(/,/g, "");
  const value = /^\d+(\.\d{1,2})?$/.test(number) ? Number(number) : NaN;
  const whole = !fractionalFigures.has(typed.figure);
  if (!Number.isFinite(value) || value > MAX_VALUE || (whole && !Number.isInteger(value)))
    return refuse(
      "value",
      whole ? "Enter the count as a whole number, such as 4239." : "Enter the weight in pounds, such as 58353.5.",
    );
  const since = /^\d{4}$/.test(typed.since.trim()) ? Number(typed.since.trim()) : NaN;
  if (!(since >= FIRST_YEAR && since <= thisYear))
    return refuse("since", `Enter the year the count runs from, between ${FIRST_YEAR} and ${thisYear}.`);
  const reason = plainText(typed.reason, 300);
  if (!reason) return refuse("reason", "Say where the figure comes from, in at most 300 characters.");
  return { ok: true, entry: { figure: typed.figure, value, sinceYear: since, reason } };
}

/** Enters or replaces a figure's baseline. */
export async function saveBaseline(db: Db, entry: BaselineEntry, staff: string, now = Date.now()): Promise<void> {
  await sql`INSERT INTO figure_baselines (figure, value, since_year, reason, entered_at, entered_by)
    VALUES (${entry.figure}, ${entry.value}, ${entry.sinceYear}, ${entry.reason}, ${now}, ${staff})
    ON CONFLICT (figure) DO UPDATE SET value = excluded.value, since_year = excluded.since_year,
      reason = excluded.reason, entered_at = excluded.entered_at, entered_by = excluded.entered_by`.execute(db);
}

/** Takes a figure's baseline away: the figure is then what the records count (or not shown, if nothing does). */
export async function removeBaseline(db: Db, figure: FigureId): Promise<boolean> {
  return (await changes(db, sql`DELETE FROM figure_baselines WHERE figure = ${figure}`)) > 0;
}
