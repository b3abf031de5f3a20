/**
 * The public classes pages' validator (decision 098): the stored version changes with every change the pages show
 * and with nothing else, and the ETag names the version, the build and the address (so the language).
 */
import { afterEach, describe, expect, it } from "vitest";
import { takeAttendance } from "~/classes/server/completions.server";
import { classPagesVersion } from "~/classes/server/pagesVersion.server";
import {
  cancelSeat,
  confirmOffer,
  expireOffers,
  OFFER_HOURS,
  takeSeat,
  type Seat,
} from "~/classes/server/seats.server";
import { classSession, setSignUpOpen } from "~/classes/server/sessions.server";
import type { Db, Engine } from "~/db/engine.server";
import { revalidatedPage } from "~/platform/cachePolicy.server";
import { AFTER_CLASS, HOUR, NOW, person, weeklySession, ZONE } from "../support/classRecords";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

/** Runs the step and says whether the version moved. */
async function moves(db: Db, step: () => Promise<unknown>): Promise<boolean> {
  const before = await classPagesVersion(db);
  await step();
  return (await classPagesVersion(db)) !== before;
}

describe.each(ENGINES)("the classes pages' version (%s)", (engine: Engine) => {
  it("changes with each change of a seat, a waitlist place, an offer or a session, and not otherwise", async () => {
    const { db } = await openTestStore(engine);
    let id = "";
    expect(await moves(db, async () => (id = await weeklySession(db, 1)))).toBe(true);
    const seats: Seat[] = [];
    const take = (name: string) => async () => {
      const answer = await takeSeat(db, id, person(name), null, NOW);
      if ("seat" in answer) seats.push(answer.seat);
    };
    expect(await moves(db, take("Ana"))).toBe(true); // a seat
    expect(await moves(db, take("Ben"))).toBe(true); // a waitlist place
    expect(await moves(db, take("Cleo"))).toBe(true);
    expect(await moves(db, take("Ana"))).toBe(false); // already holds a place: nothing changes
    const none = { cancelled: null, offer: null, timeZone: ZONE };
    expect(await moves(db, () => cancelSeat(db, seats[0]!.seq, none, NOW + HOUR))).toBe(true); // Ben is offered it
    expect(await moves(db, () => cancelSeat(db, seats[0]!.seq, none, NOW + HOUR))).toBe(false);
    const lapse = () => expireOffers(db, { ...none, lapsed: null }, NOW + HOUR + OFFER_HOURS * HOUR);
    expect(await moves(db, () => expireOffers(db, { ...none, lapsed: null }, NOW + 2 * HOUR))).toBe(false);
    expect(await moves(db, lapse)).toBe(true); // Ben's offer passes to Cleo
    expect(await moves(db, () => confirmOffer(db, seats[1]!.seq, null))).toBe(false); // no longer Ben's
    expect(await moves(db, () => confirmOffer(db, seats[2]!.seq, null))).toBe(true);
    const completion = { share: 0.8, completed: null, timeZone: ZONE };
    const attendance = () => takeAttendance(db, id, 1, [seats[2]!.seq], "kim", completion, AFTER_CLASS);
    expect(await moves(db, attendance)).toBe(false);
    expect(await moves(db, () => classSession(db, id))).toBe(false);
    expect(await moves(db, () => setSignUpOpen(db, id, false))).toBe(true);
    expect(await moves(db, () => takeSeat(db, id, person("Dev"), null, NOW))).toBe(false); // closed
    expect(await moves(db, () => setSignUpOpen(db, "nosuchsess", true))).toBe(false);
    expect(await moves(db, () => setSignUpOpen(db, id, true))).toBe(true);
  });
});

describe("a revalidated page's validator", () => {
  const request = (path: string, etag?: string) =>
    new Request(`https://site.example${path}`, { headers: etag ? { "If-None-Match": etag } : {} });

  it("names the version and the address, and answers 304 only to the same, without a query", () => {
    const page = revalidatedPage(request("/dsclasses"), "v1/2027-03-01");
    const etag = page.headers.ETag!;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(page).toEqual({ notModified: false, headers: { ETag: etag } });
    expect(revalidatedPage(request("/dsclasses", etag), "v1/2027-03-01")).toEqual({
      notModified: true,
      headers: { ETag: etag, "Cache-Control": "public, no-cache" },
    });
    expect(revalidatedPage(request("/dsclasses", etag), "v2/2027-03-01").notModified).toBe(false);
    expect(revalidatedPage(request("/dsclasses", etag), "v1/2027-03-02").notModified).toBe(false);
    expect(revalidatedPage(request("/es/dsclasses", etag), "v1/2027-03-01").notModified).toBe(false);
    expect(revalidatedPage(request("/dsclasses?ref=x", etag), "v1/2027-03-01").notModified).toBe(false);
  });
});
