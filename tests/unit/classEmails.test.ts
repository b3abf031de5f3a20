/**
 * A class's emails: a seat with its meetings as .ics, a waitlist place with its number, a lapsed offer's seat offered
 * on with its deadline, a cancellation confirmed with the calendar's cancellation; the texts name the place and the
 * time as people write it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cancelSeat, OFFER_HOURS, takeSeat } from "~/classes/server/seats.server";
import { classSession } from "~/classes/server/sessions.server";
import { placeCancelledMail } from "~/classes/server/cancelEmails.server";
import { placeTakenMail, seatOfferedMail } from "~/classes/server/classEmails.server";
import { passOnLapsedOffers } from "~/classes/server/offerJobs.server";
import { rows, sql, type Db, type Engine } from "~/db/engine.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

import { NOW, HOUR, ZONE, weeklySession, person } from "../support/classRecords";

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
    // The meetings' times as people write them, and where.
    expect(sent[0]!.text_body).toContain("martes, 2 de marzo de 2027, de 6:00 p. m. a 8:00 p. m.");
    expect(sent[1]!.text_body).toContain("Tuesday, March 2, 2027, 6:00 PM to 8:00 PM");
    expect(sent[1]!.text_body).toContain("Where: Hope House, 1 Main St, Newark NJ");

    // Ana cancels: she is told so, with the calendar's cancellation of the same events; Ben is offered the seat
    // until the class starts (31 hours on), lets it lapse, and Cleo is offered it.
    expect(ana.kind).toBe("seat");
    if (ana.kind !== "seat") return;
    const moves = { cancelled: placeCancelledMail(settings, session), offer: seatOfferedMail(settings, session) };
    await cancelSeat(db, ana.seat.seq, { ...moves, timeZone: ZONE }, NOW + HOUR);
    const [cancelled, ...offered] = (await outbox(db)).slice(3);
    expect([cancelled!.recipient, cancelled!.subject]).toEqual([
      "ana@example.org",
      "Su lugar está cancelado: Digital skills, Tuesday evenings",
    ]);
    expect(cancelled!.text_body).toContain("El archivo de calendario adjunto quita las sesiones de su calendario.");
    const invitation = sent[0]!.attachment_text!;
    const cancellation = cancelled!.attachment_text!;
    expect(cancellation).toContain("METHOD:CANCEL");
    expect(cancellation.match(/STATUS:CANCELLED/g)).toHaveLength(3);
    const uids = (ics: string) => ics.match(/^UID:.*$/gm);
    expect(uids(cancellation)).toEqual(uids(invitation));
    const sequence = (ics: string) => Number(/^SEQUENCE:(\d+)/m.exec(ics)![1]);
    expect(sequence(cancellation)).toBeGreaterThan(sequence(invitation));
    expect(offered[0]!.text_body).toContain("Confirm it before 6:00 PM on Tuesday, March 2, 2027 with the link below");
    expect(await passOnLapsedOffers(db, settings, NOW + HOUR + 31 * HOUR)).toBe(1);
    const offers = (await outbox(db)).slice(4);
    expect(offers.map((mail) => [mail.recipient, mail.subject])).toEqual([
      ["ben@example.org", "A seat is free: Digital skills, Tuesday evenings"],
      ["cleo@example.org", "A seat is free: Digital skills, Tuesday evenings"],
    ]);
    expect(offers[1]!.text_body).toMatch(/https:\/\/site\.example\/dsclasses\/confirm\/[\w-]{43}/);
    // The class has begun: Cleo's offer lasts OFFER_HOURS, to 6:00 PM on Thursday (2 March 23:00 UTC + 48 hours).
    expect(offers[1]!.text_body).toContain(`Confirm it before 6:00 PM on Thursday, March 4, 2027`);
    expect(OFFER_HOURS).toBe(48);
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
      /que empieza el 2\/3 a las 6:00 p\. m\., en Hope House, 1 Main St, Newark NJ\. .* site\.example\/es\/dsclasses\/cancel\/[\w-]{43}$/,
    );
    expect(texts[0]!.body).not.toContain("Ana");
    expect(texts[1]!.body).toContain("You are number 1 on its waitlist");
    expect((await outbox(db)).map((mail) => mail.recipient)).toEqual(["ana@example.org"]);

    // Ana cancels: she is texted that it is done (no link); Ben, waiting with a number only, is texted the offer and
    // its deadline, the class's start.
    if (ana.kind !== "seat") return;
    const moves = { cancelled: placeCancelledMail(settings, session), offer: seatOfferedMail(settings, session) };
    await cancelSeat(db, ana.seat.seq, { ...moves, timeZone: ZONE }, NOW + HOUR);
    const textsTo = async (number: string) =>
      rows(db, sql<{ body: string }>`SELECT body FROM sms_outbox WHERE recipient = ${number} ORDER BY id`);
    expect((await textsTo("+12015550123")).at(-1)!.body).toBe(
      "Tech Access: cancelamos su lugar en la clase que empieza el 2/3 a las 6:00 p. m., en Hope House, 1 Main St, Newark NJ. Gracias por avisarnos.",
    );
    expect((await textsTo("+12015550188")).at(-1)!.body).toMatch(
      /a seat is free for you in the class starting 3\/2 at 6:00 PM, at Hope House, 1 Main St, Newark NJ\. Confirm it before 3\/2 at 6:00 PM or it passes on: site\.example\/dsclasses\/confirm\/[\w-]{43}$/,
    );
  });
});
