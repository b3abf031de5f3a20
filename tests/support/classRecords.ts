/** The classes' unit tests' records: a weekly session and a person signing up. */
import type { CertificateFacts } from "~/classes/certificate";
import { seriesMeetings } from "~/classes/meetings";
import { createSession, type NewSession } from "~/classes/server/sessions.server";
import { type Db } from "~/db/engine.server";

export const NOW = Date.UTC(2027, 2, 1, 15);
export const HOUR = 3_600_000;
/** The organisation's zone the records are read in: the weekly session's first meeting starts 2 March, 23:00 UTC. */
export const ZONE = "America/New_York";
export const FIRST_MEETING_STARTS = Date.UTC(2027, 2, 2, 23);
/** A day after the weekly session's last meeting (16 March): every meeting has taken place. */
export const AFTER_CLASS = Date.UTC(2027, 2, 18);

/** A session meeting on Tuesdays from 2 March 2027, 18:00 to 20:00, three weeks unless `weeks` says otherwise. */
export async function weeklySession(
  db: Db,
  capacity: number,
  { weeks = 3, ...session }: Partial<Omit<NewSession, "meetings">> & { weeks?: number } = {},
) {
  return createSession(
    db,
    {
      course: "digital-skills",
      title: "Digital skills, Tuesday evenings",
      language: "en",
      place: "Hope House, 1 Main St, Newark NJ",
      partnerId: null,
      ...session,
      capacity,
      meetings: seriesMeetings({ first: "2027-03-02", weeks, days: [], starts: "18:00", ends: "20:00" }),
    },
    "kim@org.test",
    NOW,
  );
}

export const person = (name: string, locale: "en" | "es" = "en") => ({
  name,
  email: `${name.toLowerCase()}@example.org`,
  locale,
});

/**
 * Ana Díaz's completion of a five-meeting class (2 to 30 March 2027), in Spanish: four meetings attended, completed
 * on the fourth one's day (23 March; not the day the list was saved, issue 45).
 */
export const anaCompletion = {
  name: "Ana Díaz",
  locale: "es",
  firstDay: "2027-03-02",
  lastDay: "2027-03-30",
  attended: 4,
  total: 5,
  hoursAttended: 8,
  completedOn: "2027-03-23",
} as const;

/** Her certificate, in `locale`, of the class named `title`. */
export const anaCertificate = (locale: "en" | "es", title: string): CertificateFacts => ({
  ...anaCompletion,
  number: "TAC-7K3M-Q9XD-2HBW-N5RT",
  locale,
  course: "digital-skills",
  title,
});
