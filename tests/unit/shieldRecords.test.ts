import { afterEach, describe, expect, it } from "vitest";
import { rows, sql, type Db } from "~/db/engine.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { readChangePage } from "~/crm/changeFeed.server";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { checkPush } from "~/crm/crmPush.server";
import { Shield_Subscriptions } from "~/kits/records/schema.server";
import { kindOfExportName } from "~/staff/server/exportKinds.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { folder } from "../support/crmImportFolders";
import { pushRecords, storedRecord } from "../support/crmRecords";

afterEach(closeTestStores);

const HEADER =
  "id,Subscription_ID,Email,Name,Status,Amount,Next_Billing_At,Expires_At,Device_Type,SIM_Quantity,Shipping_Status,ICCIDs,Active_On_Carrier,Language";
const csv = `${HEADER}
S-1,ZB-100,Ana@Example.org,Ana,LIVE,14.99,2026-12-01,,sim only,1,new manual order,,no,en
S-2,ZB-101,ben@example.org,Ben,non_renewing,"1,200.00",,2027-01-15T00:00:00Z,T10 Hotspot,2,Shipped,8901260882310000003;8901260882310000011,Yes,ES
`;

const subscription = (db: Db, id: string) => storedRecord(db, Shield_Subscriptions, id);

describe.each(ENGINES)("Shield subscriptions as records (%s)", (engine) => {
  const openStore = async () => (await openTestStore(engine)).db;

  it("imports Shield_Subscriptions.csv: closed lists as written, amounts, days and the ICCIDs a list", async () => {
    const db = await openStore();
    const [result] = await importCrmFolder(db, folder({ "Shield_Subscriptions.csv": csv }));
    expect(result).toMatchObject({ kind: "Shield_Subscriptions", created: 2 });
    expect(await subscription(db, "S-1")).toMatchObject({
      Subscription_ID: "ZB-100",
      Status: "live",
      Amount: 14.99,
      Next_Billing_At: "2026-12-01",
      Device_Type: "SIM only",
      Shipping_Status: "New Manual Order",
      ICCIDs: [],
      Active_On_Carrier: "No",
      Language: "en",
    });
    expect(await subscription(db, "S-2")).toMatchObject({
      Amount: 1200,
      Expires_At: "2027-01-15",
      Device_Type: "T10 hotspot",
      ICCIDs: ["8901260882310000003", "8901260882310000011"],
      Language: "es",
    });
    const keys = await rows(db, sql<{ email_key: string }>`SELECT email_key FROM "Shield_Subscriptions" ORDER BY id`);
    expect(keys.map((row) => row.email_key)).toEqual(["ana@example.org", "ben@example.org"]);
  });

  it("refuses a status, device or day outside its rule, naming the line and the field, and changes nothing", async () => {
    const db = await openStore();
    const line = (cells: string) => folder({ "Shield_Subscriptions.csv": `${HEADER}\n${cells}\n` });
    await expect(importCrmFolder(db, line("S-1,Z,a@b.test,A,paused,,,,,,,,,"))).rejects.toThrow(
      /line 2.*Status.*live, non_renewing/,
    );
    await expect(importCrmFolder(db, line("S-1,Z,a@b.test,A,live,,,,Phone,,,,,"))).rejects.toThrow(
      /Device_Type.*SIM only, T10 hotspot, 5G router/,
    );
    await expect(importCrmFolder(db, line("S-1,Z,a@b.test,A,live,,2026-02-30,,,,,,,"))).rejects.toThrow(
      /Next_Billing_At.*YYYY-MM-DD/,
    );
    await expect(importCrmFolder(db, line("S-1,Z,a@b.test,A,live,,2026-99-99,,,,,,,"))).rejects.toThrow(
      /Next_Billing_At.*YYYY-MM-DD/,
    );
    await expect(importCrmFolder(db, line("S-1,Z,a@b.test,A,live,lots,,,,,,,,"))).rejects.toThrow(/Amount.*dollars/);
    expect(await rows(db, sql`SELECT id FROM "Shield_Subscriptions"`)).toEqual([]);
  });

  it("takes a pushed subscription (module Shield_Subscriptions) and deletes one", async () => {
    const db = await openStore();
    const push = (body: unknown) => pushRecords(db, body);
    expect(
      await push({
        module: "Shield_Subscriptions",
        records: [{ id: "S-9", Email: "c@example.org", Amount: 9.5, ICCIDs: ["8901260882310000003"], Language: "es" }],
      }),
    ).toMatchObject({ upserted: 1, created: 1 });
    expect(await subscription(db, "S-9")).toMatchObject({ Amount: 9.5, ICCIDs: ["8901260882310000003"] });
    expect(checkPush({ module: "Shield_Subscriptions", records: [{ id: "S-10", Language: "fr" }] })).toMatchObject({
      ok: false,
    });
    await push({ module: "Shield_Subscriptions", deleted: ["S-9"] });
    expect(await subscription(db, "S-9")).toBeNull();
  });

  it("lists a subscription this site changed in the change feed, as the record is now", async () => {
    const db = await openStore();
    await importCrmFolder(db, folder({ "Shield_Subscriptions.csv": csv }));
    await noteChange(db, "Shield_Subscriptions", "S-2", Date.UTC(2026, 10, 28));
    const page = await readChangePage(db, 0);
    expect(page.changes).toEqual([
      {
        cursor: page.next,
        kind: "Shield_Subscriptions",
        id: "S-2",
        changedAt: "2026-11-28T00:00:00.000Z",
        record: expect.objectContaining({ id: "S-2", Subscription_ID: "ZB-101", Status: "non_renewing" }),
      },
    ]);
  });
});

describe("the staff upload", () => {
  it("recognises Shield_Subscriptions.csv by its name", () => {
    expect(kindOfExportName("shield subscriptions (2).csv")).toBe("Shield_Subscriptions");
  });
});
