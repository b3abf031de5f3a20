/**
 * A volunteer in the portal (issue 49 §1, decision 119): a sign-up makes the champion the portal's sign-in finds by
 * email or, for a person who gave only a number, by that number (never a number added to an address's champion);
 * signed in, the person sees only the places, waivers and letter kept under what their session proves, their coming
 * shifts apart from their past ones with the hours from attendance and corrections.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { Db, Engine } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import { linkChampion } from "~/kits/records/championLink.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { correctMinutes, saveShiftAttendance } from "~/volunteering/server/hours.server";
import { placeKey, shiftPlaces } from "~/volunteering/server/places.server";
import { shiftById } from "~/volunteering/server/shifts.server";
import {
  comingPlaceOf,
  currentLetterOf,
  joinPortal,
  volunteerKeyOf,
  volunteerRecord,
} from "~/volunteering/server/volunteerPortal.server";
import { keepWaiver } from "~/volunteering/server/waivers.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { officeShift } from "../support/volunteerShiftRecords";

afterEach(closeTestStores);

const ZONE = "America/New_York";
/** 2 March 2027, 15:00 in New York: the morning's shift is over, the next day's is coming. */
const NOW = Date.UTC(2027, 2, 2, 20);
const eva = { name: "Eva Gil", email: "Eva@Example.org", phone: "+12015550190", locale: "en" as const };
const dee = { name: "Dee Lee", email: null, phone: "+12015550147", locale: "es" as const };

const shiftOn = (db: Db, date: string, title: string) => officeShift(db, { date, title }, NOW - 86_400_000);

async function signUp(db: Db, shiftId: string, person: typeof eva | typeof dee) {
  const taken = await shiftPlaces(ZONE).take(db, shiftId, person, null, NOW - 86_400_000);
  if (taken.kind !== "seat") throw new Error(`no place: ${taken.kind}`);
  await inTransaction(db, (trx) => joinPortal(trx, person, taken.seat.seq));
  return taken.seat.seq;
}

describe.each(ENGINES)("a volunteer in the portal (%s)", (engine: Engine) => {
  it("signs in by the address or, with only a number, by the number; a number never joins an address", async () => {
    const { db } = await openTestStore(engine);
    const records = createRecordSource(db);
    const shift = await shiftOn(db, "2027-03-03", "Office morning");
    await signUp(db, shift, eva);
    await signUp(db, shift, dee);
    const byEmail = (await records.championByEmail("eva@example.org"))!;
    expect([byEmail.Name, byEmail.Champion_Type, byEmail.Mobile]).toEqual(["Eva Gil", ["Volunteer"], null]);
    expect(await records.championByMobile(eva.phone)).toBeNull();
    const byNumber = (await records.championByMobile(dee.phone))!;
    expect([byNumber.Name, byNumber.Email, byNumber.Champion_Type]).toEqual(["Dee Lee", null, ["Volunteer"]]);

    // A device donor who volunteers keeps one champion, with both types.
    await inTransaction(db, (trx) =>
      linkChampion(trx, { name: "Ana Díaz", email: "ana@example.org" }, "Computer Donor", "D-1"),
    );
    await signUp(db, shift, { name: "Ana Díaz", email: "ana@example.org", phone: "+12015550111", locale: "en" });
    const ana = (await records.championByEmail("ana@example.org"))!;
    expect([ana.id, ana.Champion_Type, ana.Mobile]).toEqual(["D-1", ["Computer Donor", "Volunteer"], null]);
  });

  it("shows only the session's own shifts, hours, waivers and letter; another's place or letter is none", async () => {
    const { db } = await openTestStore(engine);
    const past = await shiftOn(db, "2027-03-02", "Office morning");
    const coming = await shiftOn(db, "2027-03-03", "Office next day");
    const evaPast = await signUp(db, past, eva);
    const evaComing = await signUp(db, coming, eva);
    const deePast = await signUp(db, past, dee);
    await keepWaiver(
      db,
      placeKey(dee),
      { signedFor: "Dee Lee", signedBy: "Mia Lee", byGuardian: true },
      { year: 2027, version: "2026-1", now: NOW - 86_400_000 },
    );
    await saveShiftAttendance(db, (await shiftById(db, past))!, new Set([evaPast, deePast]), ZONE, NOW);
    await correctMinutes(db, past, deePast, { minutes: 90, reason: "left early", by: "kim@org.test" });

    const deeKey = volunteerKeyOf(dee.phone)!;
    expect(deeKey).toBe(placeKey(dee));
    const deeRecord = (await volunteerRecord(db, deeKey, ZONE, NOW))!;
    expect(deeRecord.coming).toEqual([]);
    expect(deeRecord.past.map((shift) => [shift.title, shift.minutes])).toEqual([["Office morning", 90]]);
    expect(deeRecord.minutes).toBe(90);
    expect(deeRecord.waivers).toEqual([
      expect.objectContaining({ signedFor: "Dee Lee", signedBy: "Mia Lee", byGuardian: true, version: "2026-1" }),
    ]);
    expect(deeRecord.letter).toMatchObject({ name: "Dee Lee", minutes: 90, shifts: 1, locale: "es" });

    const evaKey = volunteerKeyOf("eva@example.org")!;
    const evaRecord = (await volunteerRecord(db, evaKey, ZONE, NOW))!;
    expect(evaRecord.coming.map((shift) => [shift.seq, shift.title])).toEqual([[evaComing, "Office next day"]]);
    expect(evaRecord.past.map((shift) => [shift.title, shift.minutes])).toEqual([["Office morning", 180]]);
    expect([evaRecord.minutes, evaRecord.waivers]).toEqual([180, []]);
    const letter = evaRecord.letter!;

    expect(await comingPlaceOf(db, evaKey, evaComing, ZONE, NOW)).toMatchObject({ shiftId: coming });
    expect(await comingPlaceOf(db, deeKey, evaComing, ZONE, NOW)).toBeNull();
    expect(await comingPlaceOf(db, evaKey, evaPast, ZONE, NOW)).toBeNull();
    expect((await currentLetterOf(db, evaKey, letter.number, ZONE, NOW))?.facts.minutes).toBe(180);
    expect(await currentLetterOf(db, deeKey, letter.number, ZONE, NOW)).toBeNull();
    // A correction makes a new letter: the old number is no longer the one to download.
    await correctMinutes(db, past, evaPast, { minutes: 120, reason: "came late", by: "kim@org.test" });
    expect(await currentLetterOf(db, evaKey, letter.number, ZONE, NOW)).toBeNull();
    expect(await volunteerRecord(db, volunteerKeyOf("nobody@example.org")!, ZONE, NOW)).toBeNull();
    expect(volunteerKeyOf(null)).toBeNull();
  });
});
