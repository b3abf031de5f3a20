/**
 * The impact figures as the pages show them (decision 118): each declared counter's count from the records, beside
 * the baseline staff entered for what came before them, never silently added: a page shows the total, the year it
 * runs from and how much of it this site recorded. Read after the version (figuresVersion.server.ts), so a change
 * between the two reads makes the next request a 200, never an old page under a new tag.
 */
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { counters } from "./counters.server";
import { figureIds, isFigureId, type FigureId } from "./figureIds";

export type Baseline = { value: number; sinceYear: number; reason: string; enteredAt: number; enteredBy: string };

export type Figure = {
  id: FigureId;
  /** What this site's records count. */
  recorded: number;
  /** What staff entered for before the records (the reason and who entered it stay on the staff page). */
  baseline: { value: number; sinceYear: number } | null;
  /** The baseline and the recorded part together: the figure shown. */
  total: number;
  /** As of now: the page is asked about every time. */
  asOf: number;
};

type BaselineRow = {
  figure: string;
  value: number | string;
  since_year: number | string;
  reason: string;
  entered_at: number | string;
  entered_by: string;
};

/** Every baseline staff entered, by figure. */
export async function figureBaselines(db: Db): Promise<Map<FigureId, Baseline>> {
  const found = await rows(db, sql<BaselineRow>`SELECT * FROM figure_baselines`);
  const baselines = new Map<FigureId, Baseline>();
  for (const row of found) {
    if (!isFigureId(row.figure)) continue;
    baselines.set(row.figure, {
      value: Number(row.value),
      sinceYear: Number(row.since_year),
      reason: row.reason,
      enteredAt: Number(row.entered_at),
      enteredBy: row.entered_by,
    });
  }
  return baselines;
}

/** What a declared counter counts now. */
async function recorded(db: Db, id: FigureId): Promise<number> {
  const row = await firstRow(db, counters.find((counter) => counter.id === id)!.count);
  return Number(row?.n ?? 0);
}

/** The figures a page shows, in order. */
export async function impactFigures(db: Db, now = Date.now()): Promise<Figure[]> {
  const baselines = await figureBaselines(db);
  const figures: Figure[] = [];
  for (const id of figureIds) {
    const count = await recorded(db, id);
    const baseline = baselines.get(id) ?? null;
    figures.push({
      id,
      recorded: count,
      baseline: baseline && { value: baseline.value, sinceYear: baseline.sinceYear },
      total: (baseline?.value ?? 0) + count,
      asOf: now,
    });
  }
  return figures;
}
