/** The festival's waitlist and receipts on both engines: a sold-out kind takes a waitlist; a place freed (a hold
 * released, a hold past its expiry, staff adding places) is offered to the first waiting by email until a deadline,
 * kept from everyone else, and passes on when it lapses; entries are deleted once the event has passed; a paid hold
 * has one numbered receipt stating what was paid, the fair-market value and the deductible rest. */
import { afterEach, describe, expect, it } from "vitest";
import { rows, sql, type Db, type Engine } from "~/db/engine.server";
import { createEvent, eventById, placesLeft } from "~/events/server/eventStore.server";
import { HOLD_MINUTES, holdPlaces, payHold, releaseHold } from "~/events/server/ticketHolds.server";
import { issueTicketReceipt, purchaseOfReceipt, receiptLines } from "~/events/server/ticketReceipts.server";
import { addPlaces, joinWaitlist, OFFER_HOURS, openOffer, passOnFreedPlaces } from "~/events/server/waitlist.server";
import { parseTicketReceiptNumber } from "~/events/receiptNumber";
import { parseGiftReceiptNumber } from "~/gifts/receiptNumber";
import { parseCertificateNumber } from "~/portal/donorDocuments";
import { festivalEvent } from "../support/festivalRecords";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const NOW = Date.UTC(2027, 4, 1, 12);
const HOUR = 3_600_000;

const festival = (quantity: number, startsAt?: string) => festivalEvent({ attendee: quantity }, startsAt);

const person = (n: number, locale: "en" | "es" = "en") => ({ name: `Person ${n}`, email: `p${n}@example.org`, locale });

async function soldOut(db: Db, quantity = 1, startsAt?: string) {
  const eventId = await createEvent(db, festival(quantity, startsAt), NOW);
  const kind = (await eventById(db, eventId, NOW))!.kinds[0]!;
  const holds = [];
  for (let n = 0; n < quantity; n++) holds.push(await holdPlaces(db, kind.id, 1, person(100 + n), NOW));
  return { eventId, kindId: kind.id, holds: holds.map((hold) => (hold.kind === "held" ? hold.holdId : "")) };
}

const offersTo = (db: Db) =>
  rows(
    db,
    sql<{ recipient: string; subject: string; text_body: string }>`SELECT recipient, subject, text_body
    FROM mail_outbox WHERE record_id LIKE 'waitlist-%' ORDER BY id`,
  );

const states = async (db: Db) =>
  (await rows(db, sql<{ email: string; state: string }>`SELECT email, state FROM ticket_waitlist ORDER BY seq`)).map(
    (row) => `${row.email} ${row.state}`,
  );

describe.each(ENGINES)("ticket waitlist (%s)", (engine: Engine) => {
  it("takes a waitlist only when sold out; a released hold is offered to the first waiting, in their language", async () => {
    const { db } = await openTestStore(engine);
    const eventId = await createEvent(db, festival(1), NOW);
    const kindId = (await eventById(db, eventId, NOW))!.kinds[0]!.id;
    expect(await joinWaitlist(db, kindId, person(1), NOW)).toEqual({ kind: "open" });
    const held = await holdPlaces(db, kindId, 1, person(100), NOW);
    expect(await joinWaitlist(db, kindId, person(1, "es"), NOW)).toEqual({ kind: "waiting", position: 1 });
    expect(await joinWaitlist(db, kindId, { ...person(1), email: "P1@Example.org" }, NOW)).toEqual({ kind: "already" });
    expect(await joinWaitlist(db, kindId, person(2), NOW)).toEqual({ kind: "waiting", position: 2 });
    expect(held.kind === "held" && (await releaseHold(db, held.holdId, NOW + 60_000))).toBe(true);
    expect(await states(db)).toEqual(["p1@example.org offered", "p2@example.org waiting"]);
    const [offer] = await offersTo(db);
    expect(offer?.recipient).toBe("p1@example.org");
    expect(offer?.subject).toBe("Hay una entrada libre para usted: Festival del Chile 2027");
    expect(offer?.text_body).toMatch(/\/es\/pepper\?offer=\d+&key=[\w-]{43}#tickets/);
    // The offered place is kept from everyone else, and the person holds it ahead of them.
    const kind = (await eventById(db, eventId, NOW + 60_000))!.kinds[0]!;
    expect(placesLeft(kind)).toBe(0);
    expect((await holdPlaces(db, kindId, 1, person(3), NOW + 60_000)).kind).toBe("sold-out");
    const [seq] = (await rows(db, sql<{ seq: number }>`SELECT seq FROM ticket_waitlist ORDER BY seq`)).map(
      (r) => r.seq,
    );
    expect((await holdPlaces(db, kindId, 1, person(1), NOW + 120_000, Number(seq))).kind).toBe("held");
    expect(await openOffer(db, Number(seq), NOW + 120_000)).toBeNull();
    expect((await holdPlaces(db, kindId, 1, person(1), NOW + 120_000, Number(seq))).kind).toBe("offer-gone");
    expect(await states(db)).toEqual(["p1@example.org taken", "p2@example.org waiting"]);
    // The checkout opened from the offer is left: until the offer's deadline the place is the person's again.
    const [taken] = await rows(db, sql<{ hold_id: string }>`SELECT hold_id FROM ticket_waitlist WHERE seq = ${seq}`);
    expect(await releaseHold(db, taken!.hold_id, NOW + 180_000)).toBe(true);
    expect(await states(db)).toEqual(["p1@example.org offered", "p2@example.org waiting"]);
    expect((await offersTo(db)).map((mail) => mail.recipient)).toEqual(["p1@example.org"]);
  });

  it("offers a hold past its expiry and a lapsed offer to the next waiting, by the timer", async () => {
    const { db } = await openTestStore(engine);
    const { kindId } = await soldOut(db);
    await joinWaitlist(db, kindId, person(1), NOW);
    await joinWaitlist(db, kindId, person(2), NOW);
    // Past the hold's expiry the place is owed to the first waiting, not to a new buyer, before the timer runs.
    const expired = NOW + HOLD_MINUTES * 60_000 + 1;
    expect((await holdPlaces(db, kindId, 1, person(3), expired)).kind).toBe("sold-out");
    expect(await passOnFreedPlaces(db, expired)).toBe(1);
    expect(await states(db)).toEqual(["p1@example.org offered", "p2@example.org waiting"]);
    expect(await passOnFreedPlaces(db, expired + 60_000)).toBe(0);
    expect(await passOnFreedPlaces(db, expired + OFFER_HOURS * HOUR)).toBe(1);
    expect(await states(db)).toEqual(["p1@example.org lapsed", "p2@example.org offered"]);
    expect((await offersTo(db)).map((mail) => mail.recipient)).toEqual(["p1@example.org", "p2@example.org"]);
  });

  it("offers places staff add, never past the event's start, and deletes the waitlist once the event has passed", async () => {
    const { db } = await openTestStore(engine);
    const { kindId } = await soldOut(db, 1, "2027-05-02T06:00");
    for (const n of [1, 2, 3]) await joinWaitlist(db, kindId, person(n), NOW);
    expect(await addPlaces(db, kindId, 2, NOW)).toBe(2);
    expect(await states(db)).toEqual(["p1@example.org offered", "p2@example.org offered", "p3@example.org waiting"]);
    const [deadline] = await rows(db, sql<{ d: number }>`SELECT offer_deadline AS d FROM ticket_waitlist ORDER BY seq`);
    // The event starts at 6:00 in New York the next morning, before OFFER_HOURS are up: the offers end then.
    expect(Number(deadline!.d)).toBe(Date.UTC(2027, 4, 2, 10));
    await passOnFreedPlaces(db, Date.UTC(2027, 4, 3, 5));
    expect(await states(db)).toEqual([]);
  });

  it("issues a paid hold one receipt, numbered, stating what was paid, the value and the deductible rest", async () => {
    const { db } = await openTestStore(engine);
    const { holds } = await soldOut(db, 2);
    expect(await payHold(db, holds[0]!)).toHaveLength(1);
    const number = await issueTicketReceipt(db, holds[0]!, NOW);
    expect(number).toMatch(/^TAT(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    expect(await issueTicketReceipt(db, holds[0]!, NOW + 5)).toBe(number);
    expect(parseTicketReceiptNumber(number!.toLowerCase().replaceAll("-", " "))).toBe(number);
    expect([parseGiftReceiptNumber(number!), parseCertificateNumber(number!)]).toEqual([null, null]);
    const purchase = await purchaseOfReceipt(db, number!);
    expect(receiptLines(purchase!, "es", "America/New_York")).toEqual([
      { label: "Número de recibo", value: number },
      { label: "Evento", value: "Festival del Chile 2027" },
      { label: "Fecha del evento", value: "11 de septiembre de 2027" },
      { label: "Entradas", value: "1 × Asistente" },
      { label: "Pagado", value: "$25" },
      { label: "Valor justo de mercado de lo que dan las entradas (comida y bebida)", value: "$15" },
      { label: "Parte deducible de impuestos", value: "$10" },
      { label: "Pagado el", value: "1 de mayo de 2027" },
    ]);
    expect(await purchaseOfReceipt(db, "TAT-0000-0000-0000-0000")).toBeNull();
  });
});
