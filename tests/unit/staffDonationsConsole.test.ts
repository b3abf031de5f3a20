/**
 * The staff console's donations on both engines: the lists, the run sheet, booking and receiving, with the donor's
 * emails.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type Engine } from "~/db/engine.server";
import { donationByReference } from "~/donations/server/donations.server";
import { moveDonation as moveOnTimeline, replacePreferredDate } from "~/donations/server/donationTimeline.server";
import {
  donationStateCounts,
  donationsIn,
  staffDonation,
  upcomingPickupCount,
  upcomingPickups,
} from "~/donations/staff/donationList.server";
import { moveDonation, type Mover } from "~/donations/staff/donationMove.server";
import { runSheet } from "~/donations/staff/runSheet.server";
import { donationMessages } from "~/donations/staff/words";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

import {
  counts,
  settings,
  THURSDAY,
  HOUR,
  TODAY,
  donate,
  book,
  mails,
  seenNow,
  activity,
} from "../support/staffDonationRecords";

afterEach(closeTestStores);

describe.each(ENGINES)("the staff console's donations (%s)", (engine: Engine) => {
  it("lists each state's donations, the longest there first, with their donor record", async () => {
    const { db } = await openTestStore(engine);
    const first = await donate(db, "pickup", "ana", THURSDAY - 72 * HOUR);
    const second = await donate(db, "pickup", "ben", THURSDAY - 48 * HOUR);
    const dropOff = await donate(db, "drop-off", "cai");
    // Booked in the other order: the 'Pickup scheduled' list is by when each was booked.
    await book(db, second, "2026-12-07", "morning", THURSDAY - 2 * HOUR);
    await book(db, first, "2026-12-08", "morning", THURSDAY - HOUR);
    expect(await donationStateCounts(db)).toEqual({ "Pickup scheduled": 2, Requested: 1 });
    expect((await donationsIn(db, "Pickup scheduled", { offset: 0, limit: 10 })).map((d) => d.reference)).toEqual([
      second,
      first,
    ]);
    expect((await donationsIn(db, "Pickup scheduled", { offset: 1, limit: 10 })).map((d) => d.reference)).toEqual([
      first,
    ]);
    const shown = await staffDonation(db, dropOff);
    expect(shown).toMatchObject({
      reference: dropOff,
      method: "drop-off",
      donor: { name: "cai", company: null, email: "cai@give.example", phone: "201-555-0100" },
      place: null,
    });
    expect((await staffDonation(db, first))!.place).toEqual({
      street: "1 River St",
      city: "Hoboken",
      state: "NJ",
      zip: "07030",
      region: "NJ",
      notes: "Dock 3",
    });
    expect(await staffDonation(db, "ZZZZ-ZZZZ")).toBeNull();
  });

  it("the upcoming pickups and the run sheet take only booked pickups, by day and window, from today on", async () => {
    const { db } = await openTestStore(engine);
    const morning = await donate(db, "pickup", "morning");
    const afternoon = await donate(db, "pickup", "afternoon");
    const nextDay = await donate(db, "pickup", "nextday");
    const overdue = await donate(db, "pickup", "overdue");
    const collected = await donate(db, "pickup", "collected");
    await book(db, afternoon, "2026-12-07", "afternoon", THURSDAY - 5 * HOUR);
    await book(db, morning, "2026-12-07", "morning", THURSDAY - 4 * HOUR);
    await book(db, nextDay, "2026-12-08", "morning", THURSDAY - 3 * HOUR);
    await book(db, overdue, "2026-12-02", "morning", THURSDAY - 30 * HOUR);
    await book(db, collected, "2026-12-07", "morning", THURSDAY - 2 * HOUR);
    await moveOnTimeline(db, settings, collected, { to: "Picked up" }, THURSDAY - HOUR);

    expect((await upcomingPickups(db, TODAY, 10)).map((d) => d.reference)).toEqual([morning, afternoon, nextDay]);
    expect((await upcomingPickups(db, TODAY, 2)).map((d) => d.reference)).toEqual([morning, afternoon]);
    expect(await upcomingPickupCount(db, TODAY)).toBe(3);

    const sheet = await runSheet(db, null, TODAY);
    if (!sheet.ok) throw new Error(sheet.problem);
    expect(sheet.date).toBe("2026-12-07");
    expect(sheet.windows.map(({ window, pickups }) => [window, pickups.map((d) => d.reference)])).toEqual([
      ["morning", [morning]],
      ["afternoon", [afternoon]],
    ]);
    expect([sheet.previous, sheet.next]).toEqual(["2026-12-02", "2026-12-08"]);
    expect(sheet.windows[0]!.pickups[0]).toMatchObject({
      donor: { company: "morning Corp", phone: "201-555-0100" },
      place: { street: "1 River St", notes: "Dock 3" },
      devices: counts(40),
    });

    const asked = await runSheet(db, "2026-12-02", TODAY);
    expect(asked.ok && [asked.date, asked.previous, asked.next]).toEqual(["2026-12-02", null, "2026-12-07"]);
    const empty = await runSheet(db, "2026-12-04", TODAY);
    expect(empty.ok && empty.windows.flatMap((window) => window.pickups)).toEqual([]);
    expect(await runSheet(db, "2026-13-01", TODAY)).toMatchObject({ ok: false });
    expect(await runSheet(db, null, "2026-12-09")).toEqual({
      ok: true,
      date: null,
      windows: [],
      collections: [],
      previous: null,
      next: null,
    });
  });

  const mover: Mover = { actor: "kim@org.test", settings, now: THURSDAY };

  it("books a pickup as the page showed it: the donor's email with its invitation, the activity entry", async () => {
    const { db } = await openTestStore(engine);
    const reference = await donate(db, "pickup", "pat");
    const requestedPage = await seenNow(db, reference);
    const booked = await moveDonation(
      db,
      { reference, seen: requestedPage },
      { action: "schedule", pickup: { date: "2026-12-08", window: "afternoon" } },
      mover,
    );
    expect(booked).toEqual({
      ok: true,
      message: donationMessages.scheduled("Tuesday, December 8, 2026, afternoon (noon to 5 p.m.)"),
    });
    expect(await donationByReference(db, reference)).toMatchObject({
      state: "Pickup scheduled",
      pickup: { date: "2026-12-08", window: "afternoon" },
    });
    const [mail] = await mails(db);
    expect(mail!.subject).toBe(`Your donation ${reference}: pickup booked`);
    // Noon to 5 p.m. in New York in December (UTC-5).
    expect(mail!.attachment_text).toContain("\r\nDTSTART:20261208T170000Z\r\n");
    expect(await activity(db)).toEqual([
      {
        kind: "donation",
        actor: "kim@org.test",
        summary: `Booked the pickup of donation ${reference} for Tuesday, December 8, 2026, afternoon (noon to 5 p.m.)`,
      },
    ]);

    // The same form again, from the page as it was: nothing changes and no second email goes.
    const again = await moveDonation(
      db,
      { reference, seen: requestedPage },
      { action: "schedule", pickup: { date: "2026-12-09", window: "morning" } },
      mover,
    );
    expect(again).toEqual({ ok: false, status: 409, message: donationMessages.changed("Pickup scheduled") });
    expect(await mails(db)).toHaveLength(1);
    expect(await activity(db)).toHaveLength(1);

    const bookedPage = await seenNow(db, reference);
    const sameDay = await moveDonation(
      db,
      { reference, seen: bookedPage },
      { action: "reschedule", pickup: { date: "2026-12-08", window: "afternoon" } },
      mover,
    );
    expect(sameDay).toEqual({ ok: false, status: 409, message: donationMessages.sameDay });
    const moved = await moveDonation(
      db,
      { reference, seen: bookedPage },
      { action: "reschedule", pickup: { date: "2026-12-09", window: "morning" } },
      mover,
    );
    expect(moved.ok).toBe(true);
    expect((await mails(db)).map((sent) => sent.subject)).toEqual([
      `Your donation ${reference}: pickup booked`,
      `Your donation ${reference}: pickup moved`,
    ]);
    expect((await mails(db))[1]!.attachment_text).toContain("\r\nDTSTART:20261209T140000Z\r\n");
  });

  it("books nothing from a page opened before the donor gave a new day, or cancelled, in the portal", async () => {
    const { db } = await openTestStore(engine);
    const reference = await donate(db, "pickup", "pat");
    const opened = await seenNow(db, reference);
    await replacePreferredDate(db, settings, reference, { date: "2026-12-10", window: "morning" }, THURSDAY - HOUR);
    const booking = { action: "schedule", pickup: { date: "2026-12-07", window: "morning" } } as const;
    expect(await moveDonation(db, { reference, seen: opened }, booking, mover)).toEqual({
      ok: false,
      status: 409,
      message: donationMessages.changed("Requested"),
    });
    await moveOnTimeline(db, settings, reference, { to: "Cancelled" }, THURSDAY - HOUR);
    expect(await moveDonation(db, { reference, seen: await seenNow(db, reference) }, booking, mover)).toEqual({
      ok: false,
      status: 409,
      message: donationMessages.notNow("Cancelled"),
    });
    expect((await donationByReference(db, reference))!.state).toBe("Cancelled");
    expect(await activity(db)).toEqual([]);
  });

  it("receives fewer than declared: the sentence and the donor's email say how many fewer", async () => {
    const { db } = await openTestStore(engine);
    const reference = await donate(db, "pickup", "pat");
    await book(db, reference, "2026-12-07", "morning", THURSDAY - 2 * HOUR);
    expect(
      await moveDonation(db, { reference, seen: await seenNow(db, reference) }, { action: "picked-up" }, mover),
    ).toEqual({
      ok: true,
      message: donationMessages.pickedUp,
    });
    // A move the state does not allow, from a page that showed this state: refused, nothing written.
    expect(
      await moveDonation(db, { reference, seen: await seenNow(db, reference) }, { action: "dropped-off" }, mover),
    ).toEqual({
      ok: false,
      status: 409,
      message: donationMessages.notNow("Picked up"),
    });
    const received = await moveDonation(
      db,
      { reference, seen: await seenNow(db, reference) },
      { action: "receive", received: counts(38) },
      mover,
    );
    expect(received).toEqual({
      ok: true,
      message: donationMessages.received("2 laptops fewer than declared."),
    });
    expect((await donationByReference(db, reference))!.received).toEqual(counts(38));
    const last = (await mails(db)).at(-1)!;
    expect(last.subject).toBe(`Your donation ${reference}: received`);
    expect(last.text_body).toContain("2 laptops fewer than declared.");
    expect((await activity(db)).map((entry) => entry.summary)).toEqual([
      `Marked donation ${reference} picked up`,
      `Marked donation ${reference} received: 2 laptops fewer than declared.`,
    ]);
    expect(
      await moveDonation(db, { reference: "ZZZZ-ZZZZ", seen: "Requested|||" }, { action: "dropped-off" }, mover),
    ).toEqual({ ok: false, status: 404, message: "There is no such donation." });
  });
});
