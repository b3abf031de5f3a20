/**
 * Volunteer shifts' rules (issue 49 §1, decision 119): places and the waitlist through the places kit, an offer's
 * deadline never past the shift's start, the waiver (who signs, a guardian under 18, once a year per version), the
 * day-before reminder written once, a "NO" reply giving the place up, and hours from attendance with corrections.
 */
import { afterEach, describe, expect, it } from "vitest";
import { firstRow, rows, sql, type Db, type Engine } from "~/db/engine.server";
import { answerOpenQuestion } from "~/sms/questionReplies.server";
import { shiftOfferDeadline, OFFER_HOURS, shiftMinutes } from "~/volunteering/roles";
import { readSignUp } from "~/volunteering/signUpForm";
import { readSignature } from "~/volunteering/waiver";
import { impactFigures } from "~/kits/figures/figures.server";
import { figuresVersion } from "~/kits/figures/figuresVersion.server";
import { correctMinutes, saveShiftAttendance } from "~/volunteering/server/hours.server";
import { shiftPlaces } from "~/volunteering/server/places.server";
import { reminderQuestion } from "~/volunteering/server/reminderReplies.server";
import { sendReminders } from "~/volunteering/server/reminders.server";
import { createShift, shiftById, upcomingShifts } from "~/volunteering/server/shifts.server";
import { keepWaiver, waiverOf } from "~/volunteering/server/waivers.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

/** The volunteer hours /impact shows as recorded here. */
const recordedHours = async (db: Db) =>
  (await impactFigures(db)).find((figure) => figure.id === "volunteerHours")?.recorded;

afterEach(closeTestStores);

const ZONE = "America/New_York";
const HOUR = 3_600_000;
/** 1 March 2027, 10:00 in New York; the shift is the next day, 2 March, 10:00 to 13:00 (15:00 UTC). */
const NOW = Date.UTC(2027, 2, 1, 15);
const SHIFT_STARTS = Date.UTC(2027, 2, 2, 15);
const settings = { publicUrl: "https://portal.example.org", timeZone: ZONE };

const shiftOf = (db: Db, capacity: number, more: { groupName?: string; date?: string } = {}) =>
  createShift(
    db,
    {
      role: "refurbishing",
      title: "Saturday refurbishing",
      place: "1 Main St, Hoboken NJ",
      date: more.date ?? "2027-03-02",
      starts: "10:00",
      ends: "13:00",
      capacity,
      minimumAge: 14,
      groupName: more.groupName ?? null,
    },
    "kim@org.test",
    NOW,
  );

const person = (name: string, phone?: string) => ({
  name,
  email: phone ? null : `${name.toLowerCase()}@example.org`,
  phone: phone ?? null,
  locale: "en" as const,
});

describe("a shift's rules", () => {
  it("offers a freed place for OFFER_HOURS, never past the shift's start", () => {
    const shift = { date: "2027-03-02", starts: "10:00", ends: "13:00" };
    expect(shiftOfferDeadline(shift, NOW, ZONE)).toBe(SHIFT_STARTS);
    expect(shiftOfferDeadline({ ...shift, date: "2027-03-20" }, NOW, ZONE)).toBe(NOW + OFFER_HOURS * HOUR);
    expect(shiftMinutes(shift)).toBe(180);
  });

  it("asks the adult's own name to sign, and a guardian's, not the volunteer's, under 18", () => {
    expect(readSignature("Ana Díaz", 34, { signature: " ana  díaz ", guardian: "" })).toEqual({
      ok: true,
      signature: { signedFor: "Ana Díaz", signedBy: "Ana Díaz", byGuardian: false },
    });
    expect(readSignature("Ana Díaz", 34, { signature: "Someone Else", guardian: "" })).toMatchObject({
      error: "signatureName",
    });
    expect(readSignature("Dee Lee", 16, { signature: "Dee Lee", guardian: "" })).toMatchObject({
      field: "guardian",
      error: "guardian",
    });
    expect(readSignature("Dee Lee", 16, { signature: "", guardian: "dee lee" })).toMatchObject({
      error: "guardianNotSelf",
    });
    expect(readSignature("Dee Lee", 16, { signature: "", guardian: "Mia Lee" })).toEqual({
      ok: true,
      signature: { signedFor: "Dee Lee", signedBy: "Mia Lee", byGuardian: true },
    });
  });

  it("refuses an age under the shift's minimum, and a sign-up with neither email nor number", () => {
    const typed = { name: "Dee", email: "", phone: "201-555-0147", age: "13", signature: "", guardian: "" };
    expect(readSignUp(typed, 14)).toEqual({ ok: false, errors: { age: "tooYoung" } });
    expect(readSignUp({ ...typed, phone: "", age: "16" }, 14)).toEqual({
      ok: false,
      errors: { email: "emailOrPhone" },
    });
    expect(readSignUp({ ...typed, age: "16" }, 14)).toMatchObject({
      ok: true,
      person: { phone: "+12015550147", age: 16 },
    });
  });
});

describe.each(ENGINES)("volunteer shifts in the store (%s)", (engine: Engine) => {
  it("gives places to the capacity, waitlists the rest, and offers a freed place to the first waiting until the start", async () => {
    const { db } = await openTestStore(engine);
    const id = await shiftOf(db, 2);
    const places = shiftPlaces(ZONE);
    const answers = [];
    for (const name of ["Ana", "Ben", "Cleo"]) answers.push(await places.take(db, id, person(name), null, NOW));
    expect(answers.map((answer) => answer.kind)).toEqual(["seat", "seat", "waitlist"]);
    expect((await shiftById(db, id))?.held).toBe(2);
    const offered: string[] = [];
    const ana = answers[0]!.kind === "seat" ? answers[0]!.seat : null;
    await places.cancel(
      db,
      ana!.seq,
      { cancelled: null, offer: async (_trx, place) => void offered.push(place.name) },
      NOW,
    );
    expect(offered).toEqual(["Cleo"]);
    const cleo = (await places.placesIn(db, id)).find((place) => place.name === "Cleo")!;
    expect([cleo.state, cleo.offerDeadline]).toEqual(["offered", SHIFT_STARTS]);
    expect(await places.confirmOffer(db, cleo.seq, null, SHIFT_STARTS + 1)).toBe(false);
    expect(await places.confirmOffer(db, cleo.seq, null, SHIFT_STARTS - 1)).toBe(true);
  });

  it("keeps a group's shift off the public list", async () => {
    const { db } = await openTestStore(engine);
    await shiftOf(db, 5, { groupName: "Acme Corp" });
    const open = await shiftOf(db, 5);
    expect((await upcomingShifts(db, "2027-03-01", true)).map((shift) => shift.id)).toEqual([open]);
    expect(await upcomingShifts(db, "2027-03-01", false)).toHaveLength(2);
  });

  it("keeps who signed the waiver, for whom, its version and when; found again only in its year and version", async () => {
    const { db } = await openTestStore(engine);
    await keepWaiver(
      db,
      "tel:+12015550147",
      { signedFor: "Dee Lee", signedBy: "Mia Lee", byGuardian: true },
      {
        year: 2027,
        version: "2026-1",
        now: NOW,
      },
    );
    expect(await waiverOf(db, "tel:+12015550147", 2027, "2026-1")).toEqual({
      signedFor: "Dee Lee",
      signedBy: "Mia Lee",
      byGuardian: true,
      version: "2026-1",
      signedAt: NOW,
      year: 2027,
    });
    expect(await waiverOf(db, "tel:+12015550147", 2028, "2026-1")).toBeNull();
    expect(await waiverOf(db, "tel:+12015550147", 2027, "2027-1")).toBeNull();
  });

  it("writes the day-before reminder once, and a NO reply to it gives the place up and offers it on", async () => {
    const { db } = await openTestStore(engine);
    const id = await shiftOf(db, 1);
    const places = shiftPlaces(ZONE);
    await places.take(db, id, person("Dee", "+12015550147"), null, NOW);
    await places.take(db, id, person("Eve"), null, NOW);
    expect(await sendReminders(db, settings, NOW - 24 * HOUR)).toBe(0);
    expect(await sendReminders(db, settings, NOW)).toBe(1);
    expect(await sendReminders(db, settings, NOW + HOUR)).toBe(0);
    const texts = await rows(db, sql<{ body: string }>`SELECT body FROM sms_outbox WHERE kind = 'volunteer'`);
    expect(texts.map((text) => text.body)).toEqual([expect.stringContaining("Can't come? Reply NO.")]);
    const asked = new Date(SHIFT_STARTS - HOUR);
    expect(await answerOpenQuestion(db, [reminderQuestion], "+12015550147", "see you", asked)).toBeNull();
    const reply = await answerOpenQuestion(db, [reminderQuestion], "+12015550147", " No! ", asked);
    expect(reply).toContain("Your place in the volunteer shift on 3/2 at 10:00 AM is given up.");
    const states = await rows(
      db,
      sql<{ name: string; state: string }>`SELECT name, state FROM volunteer_places ORDER BY seq`,
    );
    expect(states).toEqual([
      { name: "Dee", state: "cancelled" },
      { name: "Eve", state: "offered" },
    ]);
    expect(await answerOpenQuestion(db, [reminderQuestion], "+12015550147", "NO", asked)).toBeNull();
  });

  it("gives an attended volunteer the shift's hours, kept through a correction with its reason, and counts them all", async () => {
    const { db } = await openTestStore(engine);
    const id = await shiftOf(db, 3);
    const places = shiftPlaces(ZONE);
    const seqs = [];
    for (const name of ["Ana", "Ben"]) {
      const taken = await places.take(db, id, person(name), null, NOW);
      if (taken.kind === "seat") seqs.push(taken.seat.seq);
    }
    const shift = (await shiftById(db, id))!;
    expect(await saveShiftAttendance(db, shift, new Set(seqs), ZONE, SHIFT_STARTS - 1)).toEqual({ kind: "not-yet" });
    const before = await figuresVersion(db);
    expect(await saveShiftAttendance(db, shift, new Set([seqs[0]!]), ZONE, SHIFT_STARTS)).toEqual({
      kind: "saved",
      present: 1,
    });
    // The impact figures count the hours, and their pages' version moved with the attendance (decision 118).
    expect(await figuresVersion(db)).not.toBe(before);
    expect(await recordedHours(db)).toBe(3);
    expect(await correctMinutes(db, id, seqs[1]!, { minutes: 60, reason: "came late", by: "kim@org.test" })).toBe(
      false,
    );
    expect(await correctMinutes(db, id, seqs[0]!, { minutes: 150, reason: "left early", by: "kim@org.test" })).toBe(
      true,
    );
    await saveShiftAttendance(db, shift, new Set(seqs), ZONE, SHIFT_STARTS);
    const kept = await firstRow(
      db,
      sql<{ minutes: number }>`SELECT minutes FROM volunteer_places WHERE seq = ${seqs[0]!}`,
    );
    expect(Number(kept?.minutes)).toBe(150);
    expect(await recordedHours(db)).toBe(5);
  });
});
