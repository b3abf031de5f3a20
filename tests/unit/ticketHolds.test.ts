/** The festival's tickets on both engines: places held at checkout never exceed a kind's quantity, even at once;
 * an expired or released hold frees its places; a paid hold becomes tickets once; a ticket checks in once. */
import { afterEach, describe, expect, it } from "vitest";
import { type Engine } from "~/db/engine.server";
import { openPostgresStore, type Store } from "~/db/open.server";
import { createEvent, eventById, nextEvent, placesLeft } from "~/events/server/eventStore.server";
import { arrivals, checkIn, HOLD_MINUTES, holdPlaces, payHold, releaseHold } from "~/events/server/ticketHolds.server";
import { festivalEvent } from "../support/festivalRecords";
import { closeTestStores, ENGINES, newPostgresDatabase, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const NOW = Date.UTC(2027, 4, 1, 12);

const festival = festivalEvent({ attendee: 400, contestant: 30 });

const buyer = (n: number) => ({ name: `Buyer ${n}`, email: `buyer${n}@example.org`, locale: "en" as const });

/** Two stores on one database for PostgreSQL (two origins); SQLite's one file is one store. */
async function twoOrigins(engine: Engine): Promise<[Store, Store, () => Promise<void>]> {
  if (engine === "sqlite") {
    const store = await openTestStore(engine);
    return [store, store, async () => {}];
  }
  const url = await newPostgresDatabase();
  const [first, second] = [await openPostgresStore(url), await openPostgresStore(url)];
  return [first, second, async () => void (await Promise.all([first.close(), second.close()]))];
}

async function contestantKind(store: Store) {
  const id = await createEvent(store.db, festival, NOW);
  const event = await eventById(store.db, id, NOW);
  return { eventId: id, kind: event!.kinds.find((kind) => kind.kind === "contestant")! };
}

describe.each(ENGINES)("ticket holds (%s)", (engine: Engine) => {
  it("gives 30 of 31 contestant holds asked for at once, and says sold out to the last", async () => {
    const [first, second, close] = await twoOrigins(engine);
    try {
      const { kind } = await contestantKind(first);
      const answers = await Promise.all(
        Array.from({ length: 31 }, (_, n) => holdPlaces((n % 2 ? first : second).db, kind.id, 1, buyer(n), NOW)),
      );
      expect(answers.filter((answer) => answer.kind === "held")).toHaveLength(30);
      expect(answers.filter((answer) => answer.kind === "sold-out")).toHaveLength(1);
      const event = await eventById(second.db, kind.eventId, NOW);
      expect(placesLeft(event!.kinds.find((k) => k.id === kind.id)!)).toBe(0);
    } finally {
      await close();
    }
  });

  it("frees a released hold's places and an expired hold's, and a paid hold makes its tickets once", async () => {
    const { db } = await openTestStore(engine);
    const { kind, eventId } = await contestantKind({ db } as Store);
    const big = await holdPlaces(db, kind.id, 29, buyer(1), NOW);
    const last = await holdPlaces(db, kind.id, 1, buyer(2), NOW);
    expect((await holdPlaces(db, kind.id, 1, buyer(3), NOW)).kind).toBe("sold-out");
    expect(last.kind === "held" && (await releaseHold(db, last.holdId))).toBe(true);
    const again = await holdPlaces(db, kind.id, 1, buyer(3), NOW);
    expect(again.kind).toBe("held");
    // Past the hold's end its places are free, though no event released it.
    const later = NOW + HOLD_MINUTES * 60_000 + 1;
    expect((await holdPlaces(db, kind.id, 2, buyer(4), later)).kind).toBe("held");
    if (big.kind !== "held") throw new Error("the first hold was refused");
    const numbers = await payHold(db, big.holdId);
    expect(numbers).toHaveLength(29);
    expect(numbers[0]).toMatch(/^PF-\d{8}$/);
    expect(await payHold(db, big.holdId)).toEqual([]);
    expect((await nextEvent(db, "2027-05-01", NOW))?.id).toBe(eventId);
    expect(await nextEvent(db, "2027-09-12", NOW)).toBeNull();
  });

  it("checks a ticket in once; the second time says when it did; the list shows who has not arrived", async () => {
    const { db } = await openTestStore(engine);
    const { kind, eventId } = await contestantKind({ db } as Store);
    const hold = await holdPlaces(db, kind.id, 2, buyer(1), NOW);
    if (hold.kind !== "held") throw new Error("refused");
    const [one, two] = await payHold(db, hold.holdId);
    expect(await checkIn(db, eventId, one!.toLowerCase(), "staff@example.org", NOW + 5)).toEqual({
      kind: "checked-in",
      name: "Buyer 1",
      at: NOW + 5,
    });
    expect(await checkIn(db, eventId, one!, "staff@example.org", NOW + 9)).toEqual({
      kind: "already",
      name: "Buyer 1",
      at: NOW + 5,
    });
    expect((await checkIn(db, "another-event", two!, "staff@example.org", NOW)).kind).toBe("not-found");
    expect((await arrivals(db, eventId)).map((a) => [a.number, a.checkedInAt])).toEqual([
      [two, null],
      [one, NOW + 5],
    ]);
  });
});
