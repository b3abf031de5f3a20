/**
 * A session's students as a CSV file for funders: the session's facts on every row (so rows of several files can
 * be pasted together), each student's place, meetings attended and whether they completed. Every text cell is
 * formula-safe: a cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe, the rule of
 * every CSV download of the site.
 */
import { courseNames } from "~/classes/courses";
import { classHours } from "~/classes/meetings";
import type { StudentProgress } from "~/classes/server/attendance.server";
import type { ClassSession } from "~/classes/server/sessions.server";
import type { Seat } from "~/classes/server/seats.server";
import { languageNames, seatStateWords } from "./words";
import { csvText } from "~/kits/documents/csvWriter.server";

export const fundersCsvColumns = [
  "Session",
  "Course",
  "Language",
  "Place",
  "First meeting",
  "Last meeting",
  "Meetings",
  "Hours",
  "Student",
  "Place in class",
  "Meetings attended",
  "Completed",
] as const;

export const fundersCsvFileName = (session: ClassSession) => `class-${session.id}.csv`;

export function fundersCsv(
  session: ClassSession,
  seats: readonly Seat[],
  progress: readonly StudentProgress[],
): string {
  const bySeat = new Map(progress.map((row) => [row.seat.seq, row]));
  const facts = [
    session.title,
    courseNames[session.course],
    languageNames[session.language],
    session.place ?? "Online",
    session.meetings[0]?.date ?? "",
    session.meetings.at(-1)?.date ?? "",
    String(session.meetings.length),
    String(classHours(session.meetings)),
  ];
  const records = seats
    .filter((seat) => seat.state !== "cancelled")
    .map((seat) => {
      const row = bySeat.get(seat.seq);
      return [
        ...facts,
        seat.name,
        seatStateWords[seat.state],
        row ? String(row.attended) : "",
        row?.completes ? "yes" : "no",
      ];
    });
  return csvText(fundersCsvColumns, records);
}
