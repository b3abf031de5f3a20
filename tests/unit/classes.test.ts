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
import { classSession, createSession, setSignUpOpen, upcomingSessions } from "~/classes/server/sessions.server";
import { fundersCsv } from "~/classes/staff/fundersCsv.server";
import { readSessionForm, sessionFieldsOf } from "~/classes/staff/sessionForm";
import { placeTakenMail, seatOfferedMail } from "~/classes/server/classEmails.server";
import { passOnLapsedOffers } from "~/classes/server/offerJobs.server";
import { rows, sql, type Db, type Engine } from "~/db/engine.server";
import { openPostgresStore, type Store } from "~/db/open.server";
import { closeTestStores, ENGINES, newPostgresDatabase, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const NOW = Date.UTC(2027, 2, 1, 15);
const HOUR = 3_600_000;

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

async function weeklySession(db: Db, capacity: number) {
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

const person = (name: string, locale: "en" | "es" = "en") => ({
  name,
  email: `${name.toLowerCase()}@example.org`,
  locale,
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

  it("offers a cancelled seat to the first waiting, who confirms it; an offer not confirmed in time passes on", async () => {
    const { db } = await openTestStore(engine);
    const id = await weeklySession(db, 2);
    const taken: Seat[] = [];
    for (const name of ["Ana", "Ben", "Cleo", "Dev"]) {
      const answer = await takeSeat(db, id, person(name), null, NOW);
      if ("seat" in answer) taken.push(answer.seat);
    }
    const offered: string[] = [];
    const offer = async (_trx: Db, seat: Seat) => void offered.push(seat.name);
    expect(await cancelSeat(db, taken[0]!.seq, { cancelled: null, offer }, NOW + HOUR)).toBe(true);
    expect(await cancelSeat(db, taken[0]!.seq, { cancelled: null, offer }, NOW + HOUR)).toBe(false);
    expect(offered).toEqual(["Cleo"]);
    // Cleo lets the 48 hours pass: the seat goes to Dev, who confirms it.
    expect(await expireOffers(db, { lapsed: null, offer }, NOW + HOUR + (OFFER_HOURS - 1) * HOUR)).toBe(0);
    expect(await expireOffers(db, { lapsed: null, offer }, NOW + HOUR + OFFER_HOURS * HOUR)).toBe(1);
    expect(offered).toEqual(["Cleo", "Dev"]);
    expect(await confirmOffer(db, taken[2]!.seq, null)).toBe(false);
    expect(await confirmOffer(db, taken[3]!.seq, null)).toBe(true);
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
    for (const meeting of [1, 2, 3])
      expect(
        await recordAttendance(db, id, meeting, meeting === 3 ? [ana!.seq] : [ana!.seq, ben!.seq, cleo!.seq], "kim"),
      ).toBe(meeting === 3 ? 1 : 2);
    // Taken again, the list replaces what was recorded.
    expect(await recordAttendance(db, id, 2, [ana!.seq], "kim")).toBe(1);
    expect(await recordAttendance(db, id, 9, [ana!.seq], "kim")).toBeNull();
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

describe("the staff form that makes a session", () => {
  const form = (fields: Record<string, string | string[]>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields))
      for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
    return sessionFieldsOf(data);
  };
  const good = {
    course: "digital-skills",
    title: "Tuesday evenings",
    language: "es",
    place: "Hoboken, NJ office",
    capacity: "2",
    first: "2027-03-02",
    weeks: "14",
    days: ["4"],
    starts: "18:00",
    ends: "20:00",
  };

  it("reads a weekly series on two days of the week", () => {
    const read = readSessionForm(form(good), new Set());
    expect(read.ok && read.session.meetings.length).toBe(28);
    expect(read.ok && [read.session.language, read.session.capacity, read.session.place]).toEqual([
      "es",
      2,
      "Hoboken, NJ office",
    ]);
  });

  it("names the field that is wrong and hands back what was typed", () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ ...good, course: "cooking" }, "course"],
      [{ ...good, place: "" }, "place"],
      [{ ...good, capacity: "0" }, "capacity"],
      [{ ...good, first: "2027-02-30" }, "first"],
      [{ ...good, weeks: "40" }, "weeks"],
      [{ ...good, ends: "17:00" }, "ends"],
      [{ ...good, partnerId: "P-9" }, "partnerId"],
    ];
    for (const [fields, field] of cases) {
      const read = readSessionForm(form(fields), new Set(["P-1"]));
      expect(read.ok ? null : [read.field, read.typed.title], field).toEqual([field, "Tuesday evenings"]);
    }
    const online = readSessionForm(form({ ...good, place: "", online: "yes" }), new Set());
    expect(online.ok && online.session.place).toBeNull();
  });
});

describe("the CSV for funders", () => {
  it("writes every student's attendance and completion, a formula typed as a name kept as text", () => {
    const meetings = seriesMeetings({ first: "2027-03-02", weeks: 2, days: [], starts: "18:00", ends: "20:00" });
    const session = {
      id: "abcdefghjk",
      course: "digital-skills" as const,
      title: "=HYPERLINK(1)",
      language: "en" as const,
      place: null,
      partnerId: null,
      capacity: 2,
      signUpOpen: true,
      createdAt: NOW,
      createdBy: "kim",
      seatsTaken: 1,
      waiting: 1,
      meetings: meetings.map((meeting) => ({ ...meeting, attendanceTakenAt: null })),
    };
    const seat = (seq: number, name: string, state: Seat["state"]): Seat => ({
      seq,
      sessionId: session.id,
      name,
      email: "x@example.org",
      locale: "en",
      state,
      signedUpAt: NOW,
      offeredAt: null,
      cancelledAt: null,
    });
    const seats = [seat(1, "@Ana", "seat"), seat(2, "Ben", "waitlist"), seat(3, "Cleo", "cancelled")];
    const csv = fundersCsv(session, seats, progressOf(session, seats, new Map([[1, new Set([1, 2])]]), 0.8));
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      "'=HYPERLINK(1),Digital Skills/Literacy Classes,English,Online,2027-03-02,2027-03-09,2,4,'@Ana,Seat,2,yes",
    );
    expect(lines[2]).toBe(
      "'=HYPERLINK(1),Digital Skills/Literacy Classes,English,Online,2027-03-02,2027-03-09,2,4,Ben,Waitlist,,no",
    );
  });
});

describe.each(ENGINES)("a class's emails (%s)", (engine: Engine) => {
  const settings = { publicUrl: "https://site.example", timeZone: "America/New_York", mailFrom: "Org <hi@org.test>" };
  const outbox = async (db: Db) =>
    rows(
      db,
      sql<{
        recipient: string;
        subject: string;
        text_body: string;
        attachment_name: string | null;
        attachment_text: string | null;
      }>`SELECT recipient, subject, text_body, attachment_name, attachment_text FROM mail_outbox ORDER BY id`,
    );

  it("sends a seat with its meetings as .ics, a waitlist place with its number, and offers a lapsed offer's seat on", async () => {
    const { db } = await openTestStore(engine);
    const id = await weeklySession(db, 1);
    const session = (await classSession(db, id))!;
    const ana = await takeSeat(db, id, person("Ana", "es"), placeTakenMail(settings, session), NOW);
    await takeSeat(db, id, person("Ben"), placeTakenMail(settings, session), NOW);
    await takeSeat(db, id, person("Cleo"), placeTakenMail(settings, session), NOW);
    const sent = await outbox(db);
    expect(sent.map((mail) => mail.subject)).toEqual([
      "Su lugar: Digital skills, Tuesday evenings",
      "Waitlist: Digital skills, Tuesday evenings",
      "Waitlist: Digital skills, Tuesday evenings",
    ]);
    expect(sent[0]!.attachment_name).toBe("class.ics");
    // 18:00 in New York on 2 March 2027 is 23:00 UTC; three meetings.
    expect(sent[0]!.attachment_text).toContain("DTSTART:20270302T230000Z");
    expect(sent[0]!.attachment_text!.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(sent[0]!.text_body).toMatch(/https:\/\/site\.example\/es\/dsclasses\/cancel\/[\w-]{43}/);
    expect(sent[2]!.text_body).toContain("You are number 2 on its waitlist");

    // Ana cancels: Ben is offered the seat; he lets it lapse, and Cleo is offered it.
    expect(ana.kind).toBe("seat");
    if (ana.kind !== "seat") return;
    await cancelSeat(db, ana.seat.seq, { cancelled: null, offer: seatOfferedMail(settings, session) }, NOW + HOUR);
    expect(await passOnLapsedOffers(db, settings, NOW + HOUR + OFFER_HOURS * HOUR)).toBe(1);
    const offers = (await outbox(db)).slice(3);
    expect(offers.map((mail) => [mail.recipient, mail.subject])).toEqual([
      ["ben@example.org", "A seat is free: Digital skills, Tuesday evenings"],
      ["cleo@example.org", "A seat is free: Digital skills, Tuesday evenings"],
    ]);
    expect(offers[1]!.text_body).toMatch(/https:\/\/site\.example\/dsclasses\/confirm\/[\w-]{43}/);
  });
});
