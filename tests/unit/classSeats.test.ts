/** A class session's meetings and seats: sign-ups, the waitlist, and two sign-ups racing for the last seat. */
import { afterEach, describe, expect, it } from "vitest";
import { classHours, completes, seriesMeetings } from "~/classes/meetings";
import { progressOf, recordAttendance, sessionAttendance } from "~/classes/server/attendance.server";
import {
  cancelSeat,
  confirmOffer,
  expireOffers,
  OFFER_HOURS,
  sessionSeats,
  takeSeat,
  type Seat,
} from "~/classes/server/seats.server";
import { classSession, setSignUpOpen, upcomingSessions } from "~/classes/server/sessions.server";
import { type Db, type Engine } from "~/db/engine.server";
import { openPostgresStore, type Store } from "~/db/open.server";
import { closeTestStores, ENGINES, newPostgresDatabase, openTestStore } from "../support/testStores";

import { AFTER_CLASS, FIRST_MEETING_STARTS, NOW, HOUR, ZONE, weeklySession, person } from "../support/classRecords";

afterEach(closeTestStores);

describe("a session's meetings", () => {
  it("makes a weekly series on the chosen days, the first day's weekday always among them", () => {
    // 1 March 2027 is a Monday; Mondays and Wednesdays for two weeks.
    const meetings = seriesMeetings({ first: "2027-03-01", weeks: 2, days: [3], starts: "18:00", ends: "20:00" });
    expect(meetings.map((meeting) => meeting.date)).toEqual(["2027-03-01", "2027-03-03", "2027-03-08", "2027-03-10"]);
    expect(meetings.map((meeting) => meeting.number)).toEqual([1, 2, 3, 4]);
    expect(classHours(meetings)).toBe(8);
  });

  it("makes one meeting of a single week with no other day", () => {
    expect(seriesMeetings({ first: "2027-03-06", weeks: 1, days: [], starts: "10:00", ends: "12:00" })).toEqual([
      { number: 1, date: "2027-03-06", starts: "10:00", ends: "12:00" },
    ]);
  });

  it("completes a student at the share and not below it", () => {
    expect(completes(4, 5, 0.8)).toBe(true);
    expect(completes(3, 5, 0.8)).toBe(false);
    expect(completes(0, 0, 0.8)).toBe(false);
  });
});

describe.each(ENGINES)("class seats (%s)", (engine: Engine) => {
  it("gives seats up to the capacity, then waitlist places in order, and one place per address", async () => {
    const { db } = await openTestStore(engine);
    const id = await weeklySession(db, 2);
    const answers = [];
    for (const name of ["Ana", "Ben", "Cleo", "Dev"]) answers.push(await takeSeat(db, id, person(name), null, NOW));
    expect(answers.map((answer) => answer.kind)).toEqual(["seat", "seat", "waitlist", "waitlist"]);
    expect(answers.map((answer) => ("position" in answer ? answer.position : null))).toEqual([0, 0, 1, 2]);
    expect((await takeSeat(db, id, { ...person("Ana"), email: " ANA@example.org " }, null, NOW)).kind).toBe("already");
    const session = await classSession(db, id);
    expect([session?.seatsTaken, session?.waiting, session?.meetings.length]).toEqual([2, 2, 3]);
  });

  it("offers a cancelled seat to the first waiting until the class starts; an offer not confirmed in time passes on", async () => {
    const { db } = await openTestStore(engine);
    const id = await weeklySession(db, 2);
    const taken: Seat[] = [];
    for (const name of ["Ana", "Ben", "Cleo", "Dev"]) {
      const answer = await takeSeat(db, id, person(name), null, NOW);
      if ("seat" in answer) taken.push(answer.seat);
    }
    const offered: string[] = [];
    const offer = async (_trx: Db, seat: Seat) => void offered.push(seat.name);
    const moves = { cancelled: null, offer, timeZone: ZONE };
    expect(await cancelSeat(db, taken[0]!.seq, moves, NOW + HOUR)).toBe(true);
    expect(await cancelSeat(db, taken[0]!.seq, moves, NOW + HOUR)).toBe(false);
    expect(offered).toEqual(["Cleo"]);
    // Offered 31 hours before the class starts, Cleo's offer ends as it starts, not 48 hours on (issue 45).
    const cleo = (await sessionSeats(db, id)).find((seat) => seat.name === "Cleo")!;
    expect([cleo.state, cleo.offerDeadline]).toEqual(["offered", FIRST_MEETING_STARTS]);
    expect(await expireOffers(db, { lapsed: null, offer, timeZone: ZONE }, FIRST_MEETING_STARTS - 1)).toBe(0);
    expect(await confirmOffer(db, taken[2]!.seq, null, FIRST_MEETING_STARTS)).toBe(false); // too late, timer or not
    // Cleo lets the class start: the seat goes to Dev, whose offer (the class under way) lasts OFFER_HOURS.
    expect(await expireOffers(db, { lapsed: null, offer, timeZone: ZONE }, FIRST_MEETING_STARTS)).toBe(1);
    expect(offered).toEqual(["Cleo", "Dev"]);
    const dev = (await sessionSeats(db, id)).find((seat) => seat.name === "Dev")!;
    expect(dev.offerDeadline).toBe(FIRST_MEETING_STARTS + OFFER_HOURS * HOUR);
    expect(await confirmOffer(db, taken[2]!.seq, null, FIRST_MEETING_STARTS + HOUR)).toBe(false);
    expect(await confirmOffer(db, taken[3]!.seq, null, FIRST_MEETING_STARTS + HOUR)).toBe(true);
    const states = (await sessionSeats(db, id)).map((seat) => `${seat.name}:${seat.state}`);
    expect(states).toEqual(["Ana:cancelled", "Ben:seat", "Cleo:cancelled", "Dev:seat"]);
  });

  it("refuses sign-up to a closed session and lists only open ones publicly", async () => {
    const { db } = await openTestStore(engine);
    const id = await weeklySession(db, 2);
    expect((await upcomingSessions(db, "2027-03-01", true)).map((session) => session.id)).toEqual([id]);
    expect(await setSignUpOpen(db, id, false)).toBe(true);
    expect((await takeSeat(db, id, person("Ana"), null, NOW)).kind).toBe("closed");
    expect(await upcomingSessions(db, "2027-03-01", true)).toEqual([]);
    expect((await upcomingSessions(db, "2027-03-01", false)).map((session) => session.id)).toEqual([id]);
    expect(await upcomingSessions(db, "2027-03-17", false)).toEqual([]);
    expect((await takeSeat(db, "nosuchsess", person("Ana"), null, NOW)).kind).toBe("not-found");
  });

  it("records attendance per meeting for seated students only and works out who completes", async () => {
    const { db } = await openTestStore(engine);
    const id = await weeklySession(db, 2);
    const seats: Seat[] = [];
    for (const name of ["Ana", "Ben", "Cleo"]) {
      const answer = await takeSeat(db, id, person(name), null, NOW);
      if ("seat" in answer) seats.push(answer.seat);
    }
    const [ana, ben, cleo] = seats;
    const take = (meeting: number, present: number[]) =>
      recordAttendance(db, id, meeting, present, "kim", ZONE, AFTER_CLASS);
    for (const meeting of [1, 2, 3])
      expect(await take(meeting, meeting === 3 ? [ana!.seq] : [ana!.seq, ben!.seq, cleo!.seq])).toBe(
        meeting === 3 ? 1 : 2,
      );
    // Taken again, the list replaces what was recorded.
    expect(await take(2, [ana!.seq])).toBe(1);
    expect(await take(9, [ana!.seq])).toBeNull();
    const session = (await classSession(db, id))!;
    expect(session.meetings.every((meeting) => meeting.attendanceTakenAt !== null)).toBe(true);
    const progress = progressOf(session, await sessionSeats(db, id), await sessionAttendance(db, id), 0.6);
    expect(progress.map((row) => [row.seat.name, row.attended, row.completes])).toEqual([
      ["Ana", 3, true],
      ["Ben", 1, false],
    ]);
  });
});

/**
 * Two origins on PostgreSQL (two pools on one database). SQLite serves one origin (decision 077): there the two
 * sign-ups are two requests at once on its store.
 */
async function twoOrigins(engine: Engine): Promise<[Store, Store]> {
  if (engine === "sqlite") {
    const store = await openTestStore(engine);
    return [store, store];
  }
  const url = await newPostgresDatabase();
  return [await openPostgresStore(url), await openPostgresStore(url)];
}

describe.each(ENGINES)("two sign-ups for the last seat at once (%s)", (engine: Engine) => {
  it("give one seat and one waitlist place", async () => {
    const [first, second] = await twoOrigins(engine);
    try {
      const id = await weeklySession(first.db, 1);
      const answers = await Promise.all([
        takeSeat(first.db, id, person("Ana"), null, NOW),
        takeSeat(second.db, id, person("Ben"), null, NOW),
      ]);
      expect(answers.map((answer) => answer.kind).sort()).toEqual(["seat", "waitlist"]);
      const session = await classSession(second.db, id);
      expect([session?.seatsTaken, session?.waiting]).toEqual([1, 1]);
    } finally {
      if (engine === "postgres") await Promise.all([first.close(), second.close()]);
    }
  });
});
