/**
 * The times a class's words and rules rest on (issue 45): clock times as people write them, a waitlist offer's
 * deadline that stops at the class's start, a text that shortens a long place rather than spill into a third
 * segment, and the completion look-ups by person read through an index on both engines.
 */
import { afterEach, describe, expect, it } from "vitest";
import { seriesMeetings } from "~/classes/meetings";
import { OFFER_HOURS, offerDeadline } from "~/classes/offers";
import { placeTakenMail } from "~/classes/server/classEmails.server";
import { takeSeat } from "~/classes/server/seats.server";
import { classSession, createSession } from "~/classes/server/sessions.server";
import { rows, sql, type Engine } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import { clockSpan, clockTime } from "~/i18n/clockTime";
import { fitsInSegments } from "~/sms/segments";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { HOUR, NOW, ZONE } from "../support/classRecords";

afterEach(closeTestStores);

describe("clock times", () => {
  it("are written as people in the US write them, in English and in Spanish", () => {
    expect(["00:00", "09:05", "12:00", "18:00", "23:59"].map((time) => clockTime("en", time))).toEqual([
      "12:00 AM",
      "9:05 AM",
      "12:00 PM",
      "6:00 PM",
      "11:59 PM",
    ]);
    expect(["00:00", "09:05", "12:00", "18:00"].map((time) => clockTime("es", time))).toEqual([
      "12:00 a. m.",
      "9:05 a. m.",
      "12:00 p. m.",
      "6:00 p. m.",
    ]);
    expect(clockSpan("en", "18:00", "20:00")).toBe("6:00 PM – 8:00 PM");
  });
});

describe("a waitlist offer's deadline", () => {
  // One evening class at 6:00 PM in New York on 2 March 2027 (23:00 UTC), until 8:00 PM.
  const evening = seriesMeetings({ first: "2027-03-02", weeks: 1, days: [], starts: "18:00", ends: "20:00" });
  const starts = Date.UTC(2027, 2, 2, 23);
  it("stops at the class's start when that comes before OFFER_HOURS", () => {
    // Offered at 1:31 PM the same day: until 6:00 PM, not two days on.
    const offered = Date.UTC(2027, 2, 2, 18, 31);
    expect(offerDeadline(evening, offered, ZONE)).toBe(starts);
    expect(offerDeadline(evening, starts - OFFER_HOURS * HOUR - HOUR, ZONE)).toBe(starts - HOUR);
  });
  it("lasts OFFER_HOURS into a class under way, never past its last meeting's end", () => {
    const weekly = seriesMeetings({ first: "2027-03-02", weeks: 3, days: [], starts: "18:00", ends: "20:00" });
    expect(offerDeadline(weekly, starts + HOUR, ZONE)).toBe(starts + HOUR + OFFER_HOURS * HOUR);
    expect(offerDeadline(evening, starts + HOUR, ZONE)).toBe(starts + 2 * HOUR);
  });
});

describe.each(ENGINES)("a class on a phone and in the store (%s)", (engine: Engine) => {
  it("texts a long place shortened to fit two segments, and whole when it fits", async () => {
    const { db } = await openTestStore(engine);
    const place =
      "Centro Comunitario de la Biblioteca Pública del Condado de Hudson, 2nd floor, 1234 John F. Kennedy Boulevard, Union City NJ 07087";
    const id = await createSession(
      db,
      {
        course: "digital-skills",
        title: "Martes",
        language: "es",
        place,
        partnerId: null,
        capacity: 5,
        meetings: seriesMeetings({ first: "2027-03-02", weeks: 2, days: [], starts: "18:00", ends: "20:00" }),
      },
      "kim@org.test",
      NOW,
    );
    const session = (await classSession(db, id))!;
    const settings = {
      publicUrl: "https://www.techaccess-nonprofit.example.org",
      timeZone: ZONE,
      mailFrom: "hi@org.test",
    };
    await takeSeat(
      db,
      id,
      { name: "Ana", email: null, phone: "+12015550123", locale: "es" },
      placeTakenMail(settings, session),
      NOW,
    );
    const [text] = await rows(db, sql<{ body: string }>`SELECT body FROM sms_outbox`);
    expect(fitsInSegments(text!.body), text!.body).toBe(true);
    expect(text!.body).toMatch(
      /a las 6:00 p\. m\., en Centro Comunitario de la Biblioteca Publica .*\.\.\.\. Si no puede/,
    );
  });

  it("finds a person's completed classes through an index, by email key and by mobile number", async () => {
    const { db } = await openTestStore(engine);
    const query = `SELECT c.title FROM class_seats s JOIN class_sessions c ON c.id = s.session_id
      WHERE (s.email_key = 'ana@example.org' OR s.phone = '+12015550123') AND s.completed_at IS NOT NULL`;
    const described = JSON.stringify(
      engine === "sqlite"
        ? await rows(db, sql.raw(`EXPLAIN QUERY PLAN ${query}`))
        : // An empty table is read whole whatever its indexes: ask the planner as if scanning cost the most.
          await inTransaction(db, async (trx) => {
            await sql.raw("SET LOCAL enable_seqscan = off").execute(trx);
            return rows(trx, sql.raw(`EXPLAIN ${query}`));
          }),
    );
    expect(described).toContain("class_seats_email_key");
    expect(described).toContain("class_seats_phone");
  });
});
