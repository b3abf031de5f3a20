import { afterEach, describe, expect, it } from "vitest";
import { rows, sql, type Db } from "~/db/engine.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Shield_Subscriptions } from "~/kits/records/schema.server";
import {
  awaitingActivation,
  awaitingByDevice,
  awaitingOrders,
  markActive,
  orderById,
  shipOrder,
} from "~/shield/staff/fulfilment.server";
import { csvFile } from "~/shield/staff/shieldCsv.server";
import { fulfilmentWords as words } from "~/shield/staff/words";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const GOOD = "8901260882310000002";
const OTHER_GOOD = "89012608823100000017";
const settings = { timeZone: "America/New_York" };
const now = Date.UTC(2026, 10, 28, 15);

async function seed(db: Db) {
  const write = (record: Record<string, unknown>) =>
    createRecordWriter(db, Shield_Subscriptions).write(Shield_Subscriptions.schema.parse(record));
  await write({
    id: "S-2",
    Subscription_Number: "SUB-0002",
    Email: "b@example.org",
    Name: "Bea",
    Device_Type: "SIM only",
    SIM_Quantity: 1,
    Shipping_Status: "New Manual Order",
    Language: "es",
  });
  await write({
    id: "S-1",
    Subscription_Number: "SUB-0001",
    Email: "a@example.org",
    Name: "Al",
    Device_Type: "5G router",
    SIM_Quantity: 1,
    Shipping_Status: "New Manual Order",
  });
  await write({
    id: "S-3",
    Subscription_Number: "SUB-0003",
    Email: "c@example.org",
    Shipping_Status: "Shipped",
    ICCIDs: [OTHER_GOOD],
    Active_On_Carrier: "No",
  });
}

const ship = (db: Db, id: string, iccids: string, tracking = "1Z999AA10123456784", seen = "New Manual Order") =>
  shipOrder(db, { id, seen }, { iccids, tracking, serial: "" }, "staff@org.test", settings, now);

describe.each(ENGINES)("Shield fulfilment (%s)", (engine) => {
  it("lists the orders awaiting shipping oldest first, by device", async () => {
    const { db } = await openTestStore(engine);
    await seed(db);
    expect((await awaitingOrders(db, null, 1)).orders.map((order) => order.id)).toEqual(["S-1", "S-2"]);
    expect((await awaitingOrders(db, "SIM only", 1)).orders.map((order) => order.id)).toEqual(["S-2"]);
    expect(await awaitingByDevice(db)).toEqual({ "SIM only": 1, "T10 hotspot": 0, "5G router": 1 });
  });

  it("refuses a wrong check digit, an ICCID on another subscription, a wrong count, naming which", async () => {
    const { db } = await openTestStore(engine);
    await seed(db);
    expect(await ship(db, "S-2", "8901260882310000003")).toMatchObject({
      ok: false,
      status: 400,
      message: words.errors.check("8901260882310000003"),
      typed: { iccids: "8901260882310000003" },
    });
    expect(await ship(db, "S-2", "12345")).toMatchObject({ message: words.errors.digits("12345") });
    expect(await ship(db, "S-2", OTHER_GOOD)).toMatchObject({ message: words.errors.taken(OTHER_GOOD, "S-3") });
    expect(await ship(db, "S-2", `${GOOD}\n8901260882310000010`)).toMatchObject({ message: words.errors.count(2, 1) });
    expect(await ship(db, "S-2", GOOD, "no")).toMatchObject({ message: words.errors.tracking });
    expect((await orderById(db, "S-2"))?.Shipping_Status).toBe("New Manual Order");
  });

  it("ships once: the record, the activity log, the subscriber's email in their language, the feed; stale is 409", async () => {
    const { db } = await openTestStore(engine);
    await seed(db);
    expect(await ship(db, "S-2", ` ${GOOD} `)).toEqual({ ok: true, message: words.shipped("S-2") });
    expect(await orderById(db, "S-2")).toMatchObject({
      Shipping_Status: "Shipped",
      Shipped_At: "2026-11-28",
      ICCIDs: [GOOD],
      Tracking_Number: "1Z999AA10123456784",
      Active_On_Carrier: "No",
    });
    expect(await ship(db, "S-2", GOOD)).toMatchObject({ ok: false, status: 409 });
    // The same SIM card on another order is refused.
    expect(await ship(db, "S-1", GOOD)).toMatchObject({ message: words.errors.taken(GOOD, "S-2") });
    const mail = await rows(
      db,
      sql<{ recipient: string; subject: string; text_body: string }>`SELECT recipient,
       subject, text_body FROM mail_outbox`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Su pedido Shield ha sido enviado");
    expect(mail[0]!.text_body).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    const activity = await rows(db, sql<{ kind: string; actor: string }>`SELECT kind, actor FROM activity`);
    expect(activity).toEqual([{ kind: "shield", actor: "staff@org.test" }]);
    const noted = await rows(db, sql<{ record_id: string }>`SELECT record_id FROM site_changes`);
    expect(noted).toEqual([{ record_id: "S-2" }]);
  });

  it("marks shipped lines active, one or many, once each, and emails each subscriber", async () => {
    const { db } = await openTestStore(engine);
    await seed(db);
    await ship(db, "S-2", GOOD);
    expect((await awaitingActivation(db)).map((order) => order.id)).toEqual(["S-3", "S-2"]);
    expect(await markActive(db, ["S-2", "S-3", "S-1"], "staff@org.test", now)).toBe(2);
    expect(await markActive(db, ["S-2"], "staff@org.test", now)).toBe(0);
    expect(await awaitingActivation(db)).toEqual([]);
    const subjects = await rows(db, sql<{ subject: string }>`SELECT subject FROM mail_outbox ORDER BY id`);
    expect(subjects.map((row) => row.subject)).toEqual([
      "Su pedido Shield ha sido enviado",
      "Su línea Shield está activa",
      "Your Shield line is active",
    ]);
  });
});

describe("the Shield CSVs", () => {
  it("make a cell that a spreadsheet would run as a formula text; the file starts with the byte-order mark, lines end in CRLF", () => {
    expect(
      csvFile(
        ["a", "b"],
        [
          ["=HYPERLINK(1)", 12],
          ["@x", null],
        ],
      ),
    ).toBe("\uFEFFa,b\r\n'=HYPERLINK(1),12\r\n'@x,\r\n");
  });
});
