/** The staff console's English words for classes (decision 071: the console is English only). */
import { endSentence } from "~/i18n/fullStop";
import type { SeatState } from "~/classes/server/seats.server";

export const seatStateWords: Readonly<Record<SeatState, string>> = {
  seat: "Seat",
  waitlist: "Waitlist",
  offered: "Seat offered, waiting for an answer",
  cancelled: "Cancelled",
};

export const languageNames = { en: "English", es: "Spanish" } as const;

export const weekdayNames: Readonly<Record<number, string>> = {
  0: "Sunday",
  1: "Monday",
  2: "Tuesday",
  3: "Wednesday",
  4: "Thursday",
  5: "Friday",
  6: "Saturday",
};

/** A calendar day (`YYYY-MM-DD`) as staff read it: "Tue 2 Mar 2027". */
export function staffClassDay(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(`${date}T00:00:00Z`));
}

export const classMessages = {
  formOnly: "This form could not be read. Open the page again and use its form.",
  created: "The session is made and its sign-up is open.",
  opened: "Sign-up is open: the session is listed on /dsclasses.",
  closed: "Sign-up is closed: the session is no longer listed and nobody new can sign up.",
  attendance: (meeting: number, present: number) => `Attendance for meeting ${meeting} is saved: ${present} present.`,
  noMeeting: "There is no such meeting in this session.",
  /** A meeting still to come: `time` and `day` as staff read them. */
  opens: (time: string, day: string) => `Attendance opens when the meeting starts, at ${time} on ${day}.`,
  notYet: (meeting: number, time: string, day: string) =>
    `Meeting ${meeting} has not started yet: attendance opens at ${time} on ${day}. Nothing was saved.`,
  certificateSent: (name: string) => endSentence(`The certificate is sent again to ${name}`),
  notCompleted: "This student has not completed the class, so there is no certificate to send.",
};
