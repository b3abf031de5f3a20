/**
 * A class's emails: a seat with its meetings as .ics, a waitlist place with its number, a lapsed offer's seat offered
 * on.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cancelSeat, OFFER_HOURS, takeSeat } from "~/classes/server/seats.server";
import { classSession } from "~/classes/server/sessions.server";
import { placeTakenMail, seatOfferedMail } from "~/classes/server/classEmails.server";
import { passOnLapsedOffers } from "~/classes/server/offerJobs.server";
import { rows, sql, type Db, type Engine } from "~/db/engine.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

import { NOW, HOUR, weeklySession, person } from "../support/classRecords";

afterEach(closeTestStores);

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

  it("texts a student who gave only a number (short, no name), holds one place per number, emails one who gave both", async () => {
    const { db } = await openTestStore(engine);
    const id = await weeklySession(db, 1);
    const session = (await classSession(db, id))!;
    const byNumber = (name: string, locale: "en" | "es") => ({ name, email: null, phone: "+12015550123", locale });
    const ana = await takeSeat(db, id, byNumber("Ana Ruiz", "es"), placeTakenMail(settings, session), NOW);
    expect(ana.kind).toBe("seat");
    expect((await takeSeat(db, id, byNumber("Ana R", "en"), null, NOW)).kind).toBe("already");
    const both = { name: "Ana", email: "ana@example.org", phone: "+12015550123", locale: "en" as const };
    expect((await takeSeat(db, id, both, null, NOW)).kind).toBe("already");
    await takeSeat(db, id, { ...byNumber("Ben", "en"), phone: "+12015550188" }, placeTakenMail(settings, session), NOW);
    await takeSeat(db, id, { ...both, phone: "+12015550199" }, placeTakenMail(settings, session), NOW);
    const texts = await rows(
      db,
      sql<{ recipient: string; kind: string; body: string }>`SELECT recipient, kind, body FROM sms_outbox ORDER BY id`,
    );
    expect(texts.map((text) => text.recipient)).toEqual(["+12015550123", "+12015550188"]);
    expect(texts[0]!.body).toMatch(
      /que empieza el 2\/3 a las 18:00\. .* site\.example\/es\/dsclasses\/cancel\/[\w-]{43}$/,
    );
    expect(texts[0]!.body).not.toContain("Ana");
    expect(texts[1]!.body).toContain("You are number 1 on its waitlist");
    expect((await outbox(db)).map((mail) => mail.recipient)).toEqual(["ana@example.org"]);

    // Ana cancels: Ben, waiting with a number only, is texted the offer.
    if (ana.kind !== "seat") return;
    await cancelSeat(db, ana.seat.seq, { cancelled: null, offer: seatOfferedMail(settings, session) }, NOW + HOUR);
    const offer = await rows(
      db,
      sql<{ body: string }>`SELECT body FROM sms_outbox WHERE recipient = '+12015550188' ORDER BY id`,
    );
    expect(offer.at(-1)!.body).toMatch(/a seat is free for you .* site\.example\/dsclasses\/confirm\/[\w-]{43}$/);
  });
});
