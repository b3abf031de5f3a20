/**
 * A partner's request for devices for a programme (issue 50 §1, decision 121): what a caseworker asks for, read from
 * the form, and the states a request moves through. Pure rules; the store is `server/deviceRequests.server.ts`.
 */
import { plainText, type StepReading, type Typed } from "~/kits/forms/reading";

export const programmeKinds = ["cohort", "scholarship", "event", "other"] as const;
export type ProgrammeKind = (typeof programmeKinds)[number];

export const servedKinds = ["people", "families"] as const;
export type ServedKind = (typeof servedKinds)[number];

/** new → started (one member of staff took it) → fulfilled (devices set aside, a collection booked) → collected. */
export const requestStates = ["new", "started", "fulfilled", "collected"] as const;
export type RequestState = (typeof requestStates)[number];

/** A collection's window and its hours in the organisation's day: a pickup's (the run sheet lists both by them). */
export const collectionWindows = ["morning", "afternoon"] as const;
export type CollectionWindow = (typeof collectionWindows)[number];
export const collectionHours: Record<CollectionWindow, readonly [string, string]> = {
  morning: ["09:00", "12:00"],
  afternoon: ["12:00", "17:00"],
};

export const deviceKinds = ["laptops", "desktops", "tablets"] as const;
export type DeviceKind = (typeof deviceKinds)[number];

/** At most this many of one kind in one request: a programme of hundreds, not a typing slip of thousands. */
export const MOST_OF_A_KIND = 500;

export type RequestAnswers = {
  programmeKind: ProgrammeKind;
  programmeName: string;
  county: string;
  laptops: number;
  desktops: number;
  tablets: number;
  served: number;
  servedKind: ServedKind;
  neededBy: string;
  applicants: string[];
};

export type RequestProblem =
  | "programmeKind"
  | "programmeName"
  | "county"
  | "count"
  | "none"
  | "served"
  | "servedKind"
  | "neededBy"
  | "past"
  | "applicants";

/** A real calendar day written `YYYY-MM-DD`. */
export function isDay(value: string): boolean {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

const wholeNumber = (value: string | undefined, max: number): number | null => {
  const trimmed = (value ?? "").trim();
  if (trimmed === "") return 0;
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number <= max ? number : null;
};

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | null =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : null;

/**
 * The request as typed; `applicants` are the ids ticked, each of which must be one the partner may name
 * (`mayCover`); `today` is the organisation's day, before which nothing can be needed.
 */
export function readRequest(
  typed: Typed,
  applicants: readonly string[],
  mayCover: readonly string[],
  today: string,
): StepReading<RequestAnswers, RequestProblem> {
  const errors: Partial<Record<string, RequestProblem>> = {};
  const programmeKind = oneOf(programmeKinds, typed.programmeKind);
  if (!programmeKind) errors.programmeKind = "programmeKind";
  const programmeName = plainText(typed.programmeName, 120);
  if (!programmeName) errors.programmeName = "programmeName";
  const county = plainText(typed.county, 60);
  if (!county) errors.county = "county";
  const counts = deviceKinds.map((kind) => wholeNumber(typed[kind], MOST_OF_A_KIND));
  deviceKinds.forEach((kind, index) => {
    if (counts[index] === null) errors[kind] = "count";
  });
  if (!counts.some((count) => count === null) && counts.every((count) => count === 0)) errors.laptops = "none";
  const served = wholeNumber(typed.served, 100_000);
  if (!served) errors.served = "served";
  const servedKind = oneOf(servedKinds, typed.servedKind);
  if (!servedKind) errors.servedKind = "servedKind";
  const neededBy = (typed.neededBy ?? "").trim();
  if (!isDay(neededBy)) errors.neededBy = "neededBy";
  else if (neededBy < today) errors.neededBy = "past";
  const covered = [...new Set(applicants)];
  if (covered.some((id) => !mayCover.includes(id))) errors.applicants = "applicants";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const [laptops, desktops, tablets] = counts as [number, number, number];
  return {
    ok: true,
    value: {
      programmeKind: programmeKind!,
      programmeName: programmeName!,
      county: county!,
      laptops,
      desktops,
      tablets,
      served: served!,
      servedKind: servedKind!,
      neededBy,
      applicants: covered,
    },
  };
}

/** Item ids typed one a line (or separated by commas or spaces), each once, in the order typed. */
export function readItemIds(typed: string | undefined): string[] {
  const ids = (typed ?? "")
    .split(/[\s,;]+/)
    .map((id) => id.trim())
    .filter((id) => id.length > 0 && id.length <= 64);
  return [...new Set(ids)];
}
