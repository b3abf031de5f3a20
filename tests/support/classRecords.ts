/** The classes' unit tests' records: a weekly session and a person signing up. */
import { seriesMeetings } from "~/classes/meetings";
import { createSession } from "~/classes/server/sessions.server";
import { type Db } from "~/db/engine.server";

export const NOW = Date.UTC(2027, 2, 1, 15);
export const HOUR = 3_600_000;

export async function weeklySession(db: Db, capacity: number) {
  return createSession(
    db,
    {
      course: "digital-skills",
      title: "Digital skills, Tuesday evenings",
      language: "en",
      place: "Hope House, 1 Main St, Newark NJ",
      partnerId: null,
      capacity,
      meetings: seriesMeetings({ first: "2027-03-02", weeks: 3, days: [], starts: "18:00", ends: "20:00" }),
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
