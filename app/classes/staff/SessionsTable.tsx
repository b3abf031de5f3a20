/** Sessions as the console lists them: each links to its page, with when it meets, its seats and its sign-up. */
import { Link } from "@remix-run/react";
import { courseNames } from "~/classes/courses";
import type { ClassSession } from "~/classes/server/sessions.server";
import { numericColumn, rowsById, StaffTable } from "~/kits/console/StaffTable";
import { languageNames, staffClassDay } from "./words";

export const classSessionPath = (id: string) => `/staff/classes/${id}`;

export function SessionsTable({ label, sessions }: { label: string; sessions: ClassSession[] }) {
  return (
    <StaffTable
      label={label}
      caption={`${label}: course, title, first meeting, meetings, language, place, seats taken, waiting, sign-up`}
      columns={[
        "Session",
        "Course",
        "First meeting",
        numericColumn("Meetings"),
        "Language",
        "Place",
        numericColumn("Seats"),
        numericColumn("Waiting"),
        "Sign-up",
      ]}
      rowHeader
      rows={rowsById(sessions, (session) => [
        <Link key="title" to={classSessionPath(session.id)} className="font-semibold text-brand-dark underline">
          {session.title}
        </Link>,
        courseNames[session.course],
        session.meetings[0] ? staffClassDay(session.meetings[0].date) : "",
        session.meetings.length,
        languageNames[session.language],
        session.place ?? "Online",
        `${session.seatsTaken} of ${session.capacity}`,
        session.waiting,
        session.signUpOpen ? "Open" : "Closed",
      ])}
    />
  );
}
