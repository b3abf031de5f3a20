/**
 * Importing CRM exports into a store, on both engines: a file with only some columns changes only those, and a status
 * outside the six is refused.
 */
import { afterEach, describe, expect, it } from "vitest";
import { recentActivity } from "~/kits/records/activity.server";
import { describeFileResult, importCrmFolder } from "~/kits/records/crmImport.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { ENGINES } from "../support/testStores";

import {
  closeImportStores,
  openStore,
  folder,
  fullContacts,
  everything,
  inventory,
  refusal,
} from "../support/crmImportFolders";

afterEach(closeImportStores);

describe.each(ENGINES)("importing into a store (%s)", (engine) => {
  const store = () => openStore(engine);

  describe("a file with only some columns", () => {
    it("changes only the columns it has, keeps the others, and says which columns it changed", async () => {
      const db = await store();
      await importCrmFolder(db, folder({ "Contacts.csv": fullContacts }));
      const partial =
        "Record Id, Full_Name, Email, Status\nA-1,Ana Díaz,ana@example.org,Approved Applicants\nA-2,Benjamin Lee,ben@example.org,Recommendation Received\n";
      const notices = { publicUrl: "https://portal.example.org", notifyStatusChanges: true };
      const [result] = await importCrmFolder(db, folder({ "Contacts.csv": partial }), { notices });
      expect(result).toMatchObject({
        read: 2,
        created: 0,
        updated: 2,
        columnsChanged: ["Full_Name", "Status"],
        columnsIgnored: [],
      });
      expect(describeFileResult(result!)).toBe(
        "Contacts.csv: 2 read, 0 created, 2 updated, 0 removed, 1 status email queued; columns changed: Full_Name, Status",
      );
      const [ana, ben] = await everything(db);
      expect(ana).toMatchObject({
        Status: "Approved Applicants",
        Phone: "201-555-0101",
        Nominating_Organization: "Hoboken Family Center",
        Recommenders_Name: "Rosa",
        Recommenders_Last_Name: "Diaz",
        Recommenders_Email: "rosa@partner.example",
        Laptop_Quantity: "1",
        Tablet_Quantity: "2",
      });
      expect(ben).toMatchObject({
        Full_Name: "Benjamin Lee",
        Phone: "201-555-0102",
        Recommenders_Name: "Sam",
        Desktop_Quantity: "1",
      });
      expect((await createRecordSource(db).contactByEmail("ana@example.org"))?.Phone).toBe("201-555-0101");
    });

    it("empties a field whose column is present with an empty cell", async () => {
      const db = await store();
      await importCrmFolder(db, folder({ "Contacts.csv": fullContacts }));
      const [result] = await importCrmFolder(
        db,
        folder({ "Contacts.csv": "id,Phone,Laptop_Quantity\nA-1,,\nA-2,201-555-0102,\n" }),
      );
      expect(result).toMatchObject({ updated: 1, columnsChanged: ["Phone", "Laptop_Quantity"] });
      const [ana, ben] = await everything(db);
      expect(ana).toMatchObject({ Phone: null, Laptop_Quantity: null, Full_Name: "Ana Díaz", Tablet_Quantity: "2" });
      expect(ben).toMatchObject({ Phone: "201-555-0102", Full_Name: "Ben Lee" });
    });

    it("names the columns it does not know and did not read, and says when it changed none", async () => {
      const db = await store();
      await importCrmFolder(db, folder({ "Contacts.csv": fullContacts }));
      const [result] = await importCrmFolder(
        db,
        folder({ "Contacts.csv": "id,Full_Name,Phone Number\nA-1,Ana Díaz,555\n" }),
      );
      expect(result).toMatchObject({ updated: 0, columnsChanged: [], columnsIgnored: ["Phone Number"] });
      expect(describeFileResult(result!)).toMatch(/; no column changed; columns not known, not read: Phone Number$/);
      expect((await everything(db))[0]).toMatchObject({ Phone: "201-555-0101" });
    });

    it("counts a new record's filled fields as changed and leaves its other fields empty", async () => {
      const db = await store();
      const [result] = await importCrmFolder(db, folder({ "Contacts.csv": "id,Full_Name,Phone\nA-9,Cy,\n" }));
      expect(result).toMatchObject({ created: 1, columnsChanged: ["Full_Name"] });
      expect((await everything(db))[0]).toMatchObject({
        id: "A-9",
        Full_Name: "Cy",
        Phone: null,
        Email: null,
        Status: null,
      });
    });

    it("refuses a header that names a column twice", async () => {
      const db = await store();
      expect(await refusal(db, { "Contacts.csv": "id,Phone,Phone\nA-1,1,2\n" })).toBe(
        "Contacts.csv, line 1: the column Phone appears twice.",
      );
    });
  });

  describe("a status outside the six", () => {
    it("refuses the whole import with the line, the value and the six values, changing nothing in any file", async () => {
      const db = await store();
      await importCrmFolder(db, folder({ "Contacts.csv": fullContacts }));
      const before = await everything(db);
      const message = await refusal(db, {
        "Computer_Inventory.csv": inventory,
        "Contacts.csv": "id,Full_Name,Status\nA-1,Ana,Client\nA-2,Ben,Approved\n",
      });
      expect(message).toBe(
        'Contacts.csv, line 3: Status "Approved" is not one of Applicants No Recommendation, Recommendation Received, ' +
          "Applicants to approve, Denied Applicant, Approved Applicants, Client.",
      );
      expect(await everything(db)).toEqual(before);
      expect((await createRecordSource(db).inventorySummary("Donor_ID", "DON-1")).count).toBe(0);
      expect(await recentActivity(db)).toHaveLength(1);
    });

    it("takes one of the six in any case and stores it as the tracker writes it", async () => {
      const db = await store();
      await importCrmFolder(db, folder({ "Contacts.csv": "id,Status\nA-1, approved applicants \n" }));
      expect((await everything(db))[0]).toMatchObject({ Status: "Approved Applicants" });
    });
  });
});
