/**
 * A volunteer's own record and their letter of hours (issue 49 §1, decision 119): their shifts by the key they
 * signed up with, a letter only once an hour is recorded, the same number while the hours stand and a new one when
 * they change, and the letter's number read back as typed.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { Engine } from "~/db/engine.server";
import { letterContent, letterVerificationLines } from "~/volunteering/letter";
import { parseLetterNumber } from "~/volunteering/letterNumber";
import { correctMinutes, saveShiftAttendance } from "~/volunteering/server/hours.server";
import { placeKey, shiftPlaces } from "~/volunteering/server/places.server";
import { shiftById } from "~/volunteering/server/shifts.server";
import { attendedShifts, letterByNumber, letterFor, shiftsOfPerson } from "~/volunteering/server/volunteerHours.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { officeShift } from "../support/volunteerShiftRecords";

afterEach(closeTestStores);

const ZONE = "America/New_York";
const NOW = Date.UTC(2027, 2, 2, 20);
const dee = { name: "Dee Lee", email: null, phone: "+12015550147", locale: "es" as const };

describe.each(ENGINES)("a volunteer's letter of hours (%s)", (engine: Engine) => {
  it("is issued once hours are recorded, keeps its number while they stand, and states only the records", async () => {
    const { db } = await openTestStore(engine);
    const id = await officeShift(db, { date: "2027-03-02", title: "Office morning" }, NOW);
    const taken = await shiftPlaces(ZONE).take(db, id, dee, null, NOW);
    const key = placeKey(dee);
    expect(await letterFor(db, key, await shiftsOfPerson(db, key), ZONE, NOW)).toBeNull();
    const shift = (await shiftById(db, id))!;
    await saveShiftAttendance(db, shift, new Set([taken.kind === "seat" ? taken.seat.seq : 0]), ZONE, NOW);
    const shifts = await shiftsOfPerson(db, key);
    expect(attendedShifts(shifts)).toEqual([{ date: "2027-03-02", title: "Office morning", minutes: 180 }]);
    const first = (await letterFor(db, key, shifts, ZONE, NOW))!;
    expect(first).toMatchObject({ name: "Dee Lee", locale: "es", minutes: 180, shifts: 1, firstDay: "2027-03-02" });
    expect((await letterFor(db, key, shifts, ZONE, NOW + 1000))!.number).toBe(first.number);
    await correctMinutes(db, id, shifts[0]!.seq, { minutes: 150, reason: "left early", by: "kim@org.test" });
    const corrected = (await letterFor(db, key, await shiftsOfPerson(db, key), ZONE, NOW + 2000))!;
    expect([corrected.number === first.number, corrected.minutes]).toEqual([false, 150]);
    expect(await letterByNumber(db, first.number, ZONE)).toMatchObject({ minutes: 180 });

    const content = letterContent(
      corrected,
      attendedShifts(await shiftsOfPerson(db, key)),
      "https://portal.example.org",
    );
    expect(content.statement).toBe(
      "Tech Access Non-Profit confirma que Dee Lee hizo 2.5 horas de voluntariado en 1 turno.",
    );
    expect(content.verification.url).toBe(`https://portal.example.org/es/verify/${corrected.number}`);
    const verified = letterVerificationLines(corrected, "en").map((line) => `${line.label}: ${line.value}`);
    expect(verified).toContain("Hours: 2.5");
    expect(verified.join(" ")).not.toContain("Dee");
    expect(parseLetterNumber(corrected.number.toLowerCase().replace(/-/g, " "))).toBe(corrected.number);
    expect(parseLetterNumber(corrected.number.replace("TAV", "TAC"))).toBeNull();
  });
});
