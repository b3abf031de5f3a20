/** The staff form that makes a class session, and the CSV for funders. */
import { afterEach, describe, expect, it } from "vitest";
import { seriesMeetings } from "~/classes/meetings";
import { progressOf } from "~/classes/server/attendance.server";
import { type Seat } from "~/classes/server/seats.server";
import { fundersCsv } from "~/classes/staff/fundersCsv.server";
import { readSessionForm, sessionFieldsOf } from "~/classes/staff/sessionForm";
import { closeTestStores } from "../support/testStores";

import { NOW } from "../support/classRecords";

afterEach(closeTestStores);

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
      phone: null,
      locale: "en",
      state,
      signedUpAt: NOW,
      offeredAt: null,
      offerDeadline: null,
      cancelledAt: null,
    });
    const seats = [seat(1, "@Ana", "seat"), seat(2, "Ben", "waitlist"), seat(3, "Cleo", "cancelled")];
    const csv = fundersCsv(session, seats, progressOf(session, seats, new Map([[1, new Set([1, 2])]]), 0.8));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe("");
    expect(lines[1]).toBe(
      "'=HYPERLINK(1),Digital Skills/Literacy Classes,English,Online,2027-03-02,2027-03-09,2,4,'@Ana,Seat,2,yes",
    );
    expect(lines[2]).toBe(
      "'=HYPERLINK(1),Digital Skills/Literacy Classes,English,Online,2027-03-02,2027-03-09,2,4,Ben,Waitlist,,no",
    );
  });
});
