/**
 * The impact figures counted from the records (issue 48 §1, decision 118), on both engines: each declared counter
 * counts what its note says, a baseline stands beside the records and is never folded in silently, a figure nothing
 * records shows only with a baseline, and the figures' version changes in the statement of every write a figure
 * counts (whoever writes it: a staff move, attendance, the record writer, staff's baseline) and not otherwise.
 */
import { afterEach, describe, expect, it } from "vitest";
import { takeAttendance } from "~/classes/server/completions.server";
import { takeSeat } from "~/classes/server/seats.server";
import { sql, type Db, type Engine } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import { moveDonation } from "~/donations/server/donationTimeline.server";
import { readBaseline, removeBaseline, saveBaseline } from "~/kits/figures/baselines.server";
import { impactFigures, type Figure } from "~/kits/figures/figures.server";
import { figuresVersion } from "~/kits/figures/figuresVersion.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Partners } from "~/kits/records/schema.server";
import { AFTER_CLASS, NOW, person, weeklySession, ZONE } from "../support/classRecords";
import { counts, donate, settings, THURSDAY } from "../support/staffDonationRecords";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

/** Runs the step and says whether the figures' version moved. */
async function moves(db: Db, step: () => Promise<unknown>): Promise<boolean> {
  const before = await figuresVersion(db);
  await step();
  return (await figuresVersion(db)) !== before;
}

const figure = async (db: Db, id: Figure["id"]) => (await impactFigures(db, THURSDAY)).find((shown) => shown.id === id);
const recorded = async (db: Db, id: Figure["id"]) => (await figure(db, id))?.recorded;

/** A drop-off donation dropped off and received with these counts. */
async function receive(db: Db, name: string, received: ReturnType<typeof counts>) {
  const reference = await donate(db, "drop-off", name);
  await moveDonation(db, settings, reference, { to: "Dropped off" }, THURSDAY);
  return () => moveDonation(db, settings, reference, { to: "Received", counts: received }, THURSDAY);
}

const writePartner = (db: Db, id: string, Status: "Applied" | "Active" | "Inactive") =>
  inTransaction(db, (trx) =>
    createRecordWriter(trx, Partners, ["Organization_Name", "Status"]).write({
      id,
      Organization_Name: `Org ${id}`,
      Status,
    }),
  );

describe.each(ENGINES)("the impact figures (%s)", (engine: Engine) => {
  it("count devices received in donations, and the version moves with a receipt, not with the steps before it", async () => {
    const { db } = await openTestStore(engine);
    expect(await recorded(db, "computers")).toBe(0);
    let received = () => Promise.resolve({} as unknown);
    // SQLite's row triggers fire for a row that counts; PostgreSQL's statement triggers for any statement.
    const given = async () => (received = await receive(db, "ana", counts(3, { monitors: 2 })));
    expect(await moves(db, given)).toBe(engine === "postgres");
    expect(await recorded(db, "computers")).toBe(0); // declared, dropped off: not received yet
    expect(await moves(db, received)).toBe(true);
    expect(await recorded(db, "computers")).toBe(5);
    const second = await receive(db, "ben", counts(1, { phonesTablets: 1, printers: 1, other: 1 }));
    expect(await moves(db, second)).toBe(true);
    expect(await recorded(db, "computers")).toBe(9);
    expect(await moves(db, second)).toBe(false); // received once: a second try changes nothing
  });

  it("count the pounds the inventory records for devices marked recycled", async () => {
    const { db } = await openTestStore(engine);
    const insert = (id: string, weight: number | null, recycled: string | null) =>
      sql`INSERT INTO "Computer_Inventory" (id, "Weight", "Date_Recycled") VALUES (${id}, ${weight}, ${recycled})`.execute(
        db,
      );
    expect(await moves(db, () => insert("A", 12.4, null))).toBe(engine === "postgres"); // PostgreSQL: per statement
    expect(await moves(db, () => insert("B", 20.25, "2026-11-02"))).toBe(true);
    expect(await moves(db, () => insert("C", null, "2026-11-03"))).toBe(true);
    expect(await recorded(db, "pounds")).toBe(20.25);
    expect(
      await moves(db, () =>
        sql`UPDATE "Computer_Inventory" SET "Date_Recycled" = '2026-11-04' WHERE id = 'A'`.execute(db),
      ),
    ).toBe(true);
    expect(await recorded(db, "pounds")).toBeCloseTo(32.65);
    expect(
      await moves(db, () => sql`UPDATE "Computer_Inventory" SET "Model" = 'T480' WHERE id = 'A'`.execute(db)),
    ).toBe(false);
    expect(await moves(db, () => sql`DELETE FROM "Computer_Inventory" WHERE id = 'B'`.execute(db))).toBe(true);
    expect(await recorded(db, "pounds")).toBeCloseTo(12.4);
  });

  it("count sessions held (attendance taken) and students who completed, with the version", async () => {
    const { db } = await openTestStore(engine);
    const session = await weeklySession(db, 2);
    const seat = await takeSeat(db, session, person("Ana"), null, NOW);
    if (!("seat" in seat)) throw new Error("no seat");
    expect([await recorded(db, "classes"), await recorded(db, "students")]).toEqual([0, 0]);
    const completion = { share: 0.3, completed: null, timeZone: ZONE };
    const attend = (present: number[]) => () => takeAttendance(db, session, 1, present, "kim", completion, AFTER_CLASS);
    expect(await moves(db, attend([seat.seat.seq]))).toBe(true);
    expect([await recorded(db, "classes"), await recorded(db, "students")]).toEqual([1, 1]);
    expect(await moves(db, attend([]))).toBe(true); // attendance taken back: the completion no longer stands
    expect([await recorded(db, "classes"), await recorded(db, "students")]).toEqual([1, 0]);
  });

  it("count active partners as the record writer leaves them", async () => {
    const { db } = await openTestStore(engine);
    expect(await moves(db, () => writePartner(db, "P-1", "Applied"))).toBe(engine === "postgres");
    expect(await recorded(db, "partners")).toBe(0);
    expect(await moves(db, () => writePartner(db, "P-1", "Active"))).toBe(true);
    expect(await moves(db, () => writePartner(db, "P-2", "Active"))).toBe(true);
    expect(await recorded(db, "partners")).toBe(2);
    expect(await moves(db, () => writePartner(db, "P-2", "Inactive"))).toBe(true);
    expect(await recorded(db, "partners")).toBe(1);
  });

  it("show a baseline beside the records, never added to them silently", async () => {
    const { db } = await openTestStore(engine);
    const shown = async () => (await impactFigures(db, THURSDAY)).map((one) => one.id);
    expect(await shown()).toEqual(["computers", "pounds", "classes", "students", "partners", "volunteerHours"]);
    const entered = THURSDAY - 86_400_000;
    const enter = (figure: "computers" | "volunteerHours", value: number) =>
      saveBaseline(db, { figure, value, sinceYear: 2019, reason: "the 2023 report" }, "kim@org.test", entered);
    expect(await moves(db, () => enter("volunteerHours", 5000))).toBe(true);
    expect(await figure(db, "volunteerHours")).toEqual({
      id: "volunteerHours",
      recorded: 0, // no volunteer place attended yet
      baseline: { value: 5000, sinceYear: 2019 },
      total: 5000,
      asOf: THURSDAY,
    });
    expect(await moves(db, () => enter("computers", 4239))).toBe(true);
    await (
      await receive(db, "ana", counts(3))
    )();
    expect(await figure(db, "computers")).toEqual({
      id: "computers",
      recorded: 3,
      baseline: { value: 4239, sinceYear: 2019 },
      total: 4242,
      asOf: THURSDAY,
    });
    expect(await moves(db, () => removeBaseline(db, "volunteerHours"))).toBe(true);
    expect(await figure(db, "volunteerHours")).toMatchObject({ recorded: 0, baseline: null, total: 0 });
    expect(await moves(db, () => removeBaseline(db, "volunteerHours"))).toBe(engine === "postgres");
  });
});

describe("a baseline as staff type it", () => {
  const typed = { figure: "computers", value: "4,239", since: "2019", reason: "The 2023 impact report" };
  it("is a figure, a count (pounds may hold a fraction), a year the count runs from and a reason", () => {
    expect(readBaseline(typed, 2026)).toEqual({
      ok: true,
      entry: { figure: "computers", value: 4239, sinceYear: 2019, reason: "The 2023 impact report" },
    });
    expect(readBaseline({ ...typed, figure: "pounds", value: "58353.5" }, 2026)).toMatchObject({ ok: true });
    const refused = (change: Partial<typeof typed>) => {
      const read = readBaseline({ ...typed, ...change }, 2026);
      return read.ok ? null : read.field;
    };
    expect(refused({ figure: "jobs" })).toBe("figure");
    expect(refused({ value: "4239.5" })).toBe("value");
    expect(refused({ value: "-3" })).toBe("value");
    expect(refused({ value: "lots" })).toBe("value");
    expect(refused({ since: "2027" })).toBe("since");
    expect(refused({ since: "19" })).toBe("since");
    expect(refused({ reason: "  " })).toBe("reason");
  });
});
