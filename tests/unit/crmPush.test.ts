import { afterEach, describe, expect, it } from "vitest";
import { rows, sql, type Db } from "~/db/engine.server";
import { checkBearerToken } from "~/platform/bearerToken.server";
import { recentActivity } from "~/kits/records/activity.server";
import { checkPush, PUSH_MAX_RECORDS } from "~/crm/crmPush.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { pushRecords } from "../support/crmRecords";

afterEach(closeTestStores);

const push = (db: Db, body: unknown) => pushRecords(db, body);

const errorOf = (body: unknown) => {
  const checked = checkPush(body);
  return checked.ok ? null : { status: checked.status, error: checked.error };
};

const contacts = (db: Db) => rows(db, sql`SELECT * FROM "Contacts" ORDER BY id`);

describe.each(ENGINES)("a CRM push (%s)", (engine) => {
  const openStore = async () => (await openTestStore(engine)).db;

  it("reads an inventory id as id or ID, and a weight as a number or a numeric string", async () => {
    const db = await openStore();
    const result = await push(db, {
      module: "Computer_Inventory",
      records: [
        { ID: "I-1", Model: "Dell", Weight: "2.5", Donor_ID: "DON-1" },
        { id: "I-2", Weight: 4, Donor_ID: "DON-1" },
      ],
    });
    expect(result).toMatchObject({ upserted: 2, deleted: 0, created: 2 });
    expect(await createRecordSource(db).inventorySummary("Donor_ID", "DON-1")).toEqual({ count: 2, totalWeight: 6.5 });
  });

  it("reads Champion_Type as a list or a ';'-separated string", async () => {
    const db = await openStore();
    await push(db, {
      module: "Champions",
      records: [{ id: "C-1", Email: "a@b.org", Champion_Type: ["Computer Donor", " Newsletter "] }],
    });
    await push(db, {
      module: "Champions",
      records: [{ id: "C-2", Email: "c@d.org", Champion_Type: "Computer Applicant; Newsletter" }],
    });
    const records = createRecordSource(db);
    expect((await records.championById("C-1"))?.Champion_Type).toEqual(["Computer Donor", "Newsletter"]);
    expect((await records.championById("C-2"))?.Champion_Type).toEqual(["Computer Applicant", "Newsletter"]);
  });

  it("sets the fields it names, keeps the others, deletes after upserting, and is idempotent", async () => {
    const db = await openStore();
    await push(db, {
      module: "Contacts",
      records: [
        { id: "A-1", Full_Name: "Ana", Email: "ana@example.org", Phone: "555", Status: "Client" },
        { id: "A-2" },
      ],
    });
    const body = {
      module: "Contacts",
      records: [{ id: "A-1", Phone: null, Status: "Approved Applicants" }],
      deleted: ["A-2", "A-404"],
    };
    expect(await push(db, body)).toMatchObject({ upserted: 1, deleted: 1, updated: 1 });
    const snapshot = await contacts(db);
    expect(snapshot).toEqual([
      expect.objectContaining({
        id: "A-1",
        Full_Name: "Ana",
        Email: "ana@example.org",
        Phone: null,
        Status: "Approved Applicants",
      }),
    ]);
    expect(await push(db, body)).toMatchObject({ upserted: 1, deleted: 0, updated: 0, statusEmails: 0 });
    expect(await contacts(db)).toEqual(snapshot);
  });

  it("is written to the activity log as the CRM's", async () => {
    const db = await openStore();
    await push(db, { module: "Contacts", records: [{ id: "A-1" }], deleted: ["A-9"] });
    expect(await recentActivity(db)).toEqual([
      expect.objectContaining({
        kind: "push",
        actor: "crm",
        summary: "The CRM sent 1 Contacts record, 1 to delete",
        counts: expect.objectContaining({ upserted: 1 }),
      }),
    ]);
  });

  it("refuses a status outside the six with the value and the six, storing nothing of the push", async () => {
    const db = await openStore();
    await push(db, { module: "Contacts", records: [{ id: "A-1", Full_Name: "Ana", Status: "Client" }] });
    const body = {
      module: "Contacts",
      records: [
        { id: "A-2", Full_Name: "Ben" },
        { id: "A-1", Status: "Approved" },
      ],
    };
    expect(errorOf(body)?.status).toBe(400);
    expect(() => push(db, body)).toThrow(
      'record 2 (records[1]), field Status: "Approved" is not one of Applicants No Recommendation, Recommendation Received, ' +
        "Applicants to approve, Denied Applicant, Approved Applicants, Client.",
    );
    expect(await rows(db, sql`SELECT id, "Status" FROM "Contacts"`)).toEqual([{ id: "A-1", Status: "Client" }]);
  });
});

describe("a CRM push's check", () => {
  it("names the record and field that is wrong", () => {
    const records = [{ id: "I-1", Weight: 1 }, { id: "I-2" }, { id: "I-3", Weight: "heavy" }];
    expect(errorOf({ module: "Computer_Inventory", records })).toEqual({
      status: 400,
      error:
        'record 3 (records[2]), field Weight: "heavy" is not a number of pounds (digits and a decimal point only, such as 12.5).',
    });
    expect(errorOf({ module: "Contacts", records: [{ Full_Name: "Ana" }] })?.error).toMatch(
      /^record 1 \(records\[0\]\): no id/,
    );
    expect(errorOf({ module: "Contacts", records: [{ id: 7 }] })?.error).toBe(
      "record 1 (records[0]), field id: the record id must be text.",
    );
    expect(errorOf({ module: "Contacts", records: [{ id: " " }] })?.error).toBe(
      "record 1 (records[0]), field id: the record id is empty.",
    );
    expect(errorOf({ module: "Champions", records: [{ id: "C-1", Champion_Type: [1] }] })?.error).toMatch(
      /field Champion_Type: \[1\] is not a list of choices/,
    );
    expect(errorOf({ module: "Contacts", records: [{ id: "A-1", Email: 5 }] })?.error).toMatch(
      /field Email: 5 is not text/,
    );
  });

  it("masks an email address in a refused value", () => {
    const error = errorOf({ module: "Contacts", records: [{ id: "A-1", Status: "ask ana.diaz@example.org" }] })?.error;
    expect(error).toMatch(/field Status: "ask a\*\*\*@example\.org" is not one of/);
    expect(error).not.toContain("ana.diaz@");
  });

  it("refuses a body of the wrong shape with a sentence", () => {
    expect(errorOf({ module: "Donors", records: [] })?.error).toMatch(/^module: must be one of Champions/);
    expect(errorOf({ module: "Contacts" })?.error).toMatch(/give records, deleted or both/);
    expect(errorOf({ module: "Contacts", records: {} })?.error).toMatch(/records: must be a list of records/);
    expect(errorOf({ module: "Contacts", deleted: [3] })?.error).toMatch(/deleted\.0: must be record ids/);
    expect(errorOf({ module: "Contacts", deleted: [], extra: 1 })?.error).toMatch(/unknown key/);
    expect(errorOf(null)?.error).toBe("The body must be a JSON object.");
  });

  it("refuses more than 5,000 records as too large", () => {
    const records = Array.from({ length: PUSH_MAX_RECORDS + 1 }, (_, i) => ({ id: `A-${i}` }));
    expect(errorOf({ module: "Contacts", records })?.status).toBe(413);
    expect(checkPush({ module: "Contacts", records: records.slice(1) }).ok).toBe(true);
  });
});

describe("the bearer token check", () => {
  const token = "t".repeat(40);
  it("tells a right token from a wrong or missing one", () => {
    expect(checkBearerToken(`Bearer ${token}`, token)).toBe("right");
    expect(checkBearerToken(`bearer ${token}`, token)).toBe("right");
    expect(checkBearerToken(`Bearer ${token}x`, token)).toBe("wrong");
    expect(checkBearerToken("Bearer short", token)).toBe("wrong");
    expect(checkBearerToken(token, token)).toBe("missing");
    expect(checkBearerToken(null, token)).toBe("missing");
  });
});
