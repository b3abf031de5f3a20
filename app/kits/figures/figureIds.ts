/** The impact figures' names, in the order the pages show them (their counters: counters.server.ts). */
export const figureIds = ["computers", "pounds", "classes", "students", "partners", "volunteerHours"] as const;
export type FigureId = (typeof figureIds)[number];

export const isFigureId = (value: string): value is FigureId => (figureIds as readonly string[]).includes(value);

/** A figure that may hold a fraction (a weight, shown to the pound); the others are whole counts. */
export const fractionalFigures: ReadonlySet<FigureId> = new Set(["pounds"]);
