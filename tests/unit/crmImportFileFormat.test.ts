/**
 * Importing CRM exports into a store, on both engines: the file's encoding and separator, its numbers, and an error
 * that quotes a cell.
 */
import { afterEach, describe, expect, it } from "vitest";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { ENGINES } from "../support/testStores";

import { closeImportStores, openStore, folder, everything, refusal } from "../support/crmImportFolders";

afterEach(closeImportStores);

describe.each(ENGINES)("importing into a store (%s)", (engine) => {
  const store = () => openStore(engine);

  describe("the file's encoding and separator", () => {
    it("refuses a Latin-1 file with a sentence that says it is not UTF-8, naming the line, and changes nothing", async () => {
      const db = await store();
      const latin1 = Buffer.concat([
        Buffer.from("id,Full_Name\nA-1,Ana\nA-2,Jos"),
        Buffer.from([0xe9]),
        Buffer.from("\n"),
      ]);
      expect(await refusal(db, { "Contacts.csv": latin1 })).toBe(
        'Contacts.csv, line 3: the file is not UTF-8 text (it holds a character saved in another encoding, such as Latin-1 or Windows "ANSI"). ' +
          'In Excel, choose File, Save As, "CSV UTF-8 (Comma delimited)", and import that file.',
      );
      expect(await everything(db)).toEqual([]);
    });

    it("finds the bad byte's line deep in a large file, and reads UTF-8 split across the stream's chunks", async () => {
      const rows = Array.from({ length: 8_000 }, (_, i) => `A-${i},Zoë Łukasz ${i}\n`);
      const good = "id,Full_Name\n" + rows.join("");
      const db = await store();
      await importCrmFolder(db, folder({ "Contacts.csv": good }));
      expect((await createRecordSource(db).contactById("A-7999"))?.Full_Name).toBe("Zoë Łukasz 7999");
      const bad = Buffer.concat([
        Buffer.from("id,Full_Name\n" + rows.slice(0, 6_000).join("") + "A-X,Ren"),
        Buffer.from([0xe9, 0x0a]),
      ]);
      expect(await refusal(db, { "Contacts.csv": bad })).toMatch(
        /^Contacts\.csv, line 6002: the file is not UTF-8 text/,
      );
    });

    it("reads a character split by the stream's 64 KiB chunk edge, and names the line of a bad byte just after it", async () => {
      const chunk = 64 * 1024;
      let text = "id,Full_Name\n";
      for (let i = 0; Buffer.byteLength(text) < chunk - 100; i++) text += `A-${i},Ana ${i}\n`;
      const lines = text.split("\n").length - 1;
      // "ë" is two bytes: the first ends the first chunk, the second begins the next.
      text += "A-edge," + "x".repeat(chunk - 1 - Buffer.byteLength(text) - "A-edge,".length) + "ë\n";
      const db = await store();
      await importCrmFolder(db, folder({ "Contacts.csv": text }));
      expect((await createRecordSource(db).contactById("A-edge"))?.Full_Name).toMatch(/^x+ë$/);
      const bad = Buffer.concat([Buffer.from(text + "A-bad,Jos"), Buffer.from([0xe9, 0x0a])]);
      expect(await refusal(db, { "Contacts.csv": bad })).toMatch(
        new RegExp(`^Contacts\\.csv, line ${lines + 2}: the file is not UTF-8`),
      );
    });

    it("refuses a file that ends inside a character", async () => {
      const db = await store();
      const cut = Buffer.concat([Buffer.from("id,Full_Name\nA-1,Zo"), Buffer.from([0xc3])]);
      expect(await refusal(db, { "Contacts.csv": cut })).toMatch(/^Contacts\.csv, line 2: the file is not UTF-8 text/);
    });

    it("reads a semicolon-separated file as Excel writes it, with a byte-order mark and CRLF", async () => {
      const db = await store();
      const excel =
        '\uFEFFid;Name;Email;Champion_Type\r\nC-1;"Zoë O\'Brien, Jr.";zoe@example.org;"Computer Donor; Newsletter"\r\n';
      const [result] = await importCrmFolder(db, folder({ "Champions.csv": excel }));
      expect(result).toMatchObject({ created: 1, columnsChanged: ["Name", "Email", "Champion_Type"] });
      expect(await createRecordSource(db).championById("C-1")).toMatchObject({
        Name: "Zoë O'Brien, Jr.",
        Email: "zoe@example.org",
        Champion_Type: ["Computer Donor", "Newsletter"],
      });
    });

    it("tells the separator from the header even after blank lines", async () => {
      const db = await store();
      await importCrmFolder(db, folder({ "Contacts.csv": "\n\nid;Full_Name;Phone\nA-1;Ana, Jr.;555\n" }));
      expect((await everything(db))[0]).toMatchObject({ Full_Name: "Ana, Jr.", Phone: "555" });
    });

    it("refuses a number with a comma in a semicolon-separated file, where it may be a decimal comma", async () => {
      const db = await store();
      expect(await refusal(db, { "Computer_Inventory.csv": "ID;Model;Weight\nI-1;Dell;12,500\n" })).toBe(
        'Computer_Inventory.csv, line 2: Weight "12,500" has a comma, which in a file separated by semicolons may be a decimal comma: ' +
          "write the number without it (1200, or 12.5).",
      );
      expect(await refusal(db, { "Computer_Inventory.csv": "ID;Model;Weight\nI-1;Dell;12,5\n" })).toMatch(
        /Weight "12,5" has a comma/,
      );
      await importCrmFolder(
        db,
        folder({ "Computer_Inventory.csv": "ID;Model;Weight;Donor_ID\nI-1;Dell;12.5;DON-1\n" }),
      );
      expect((await createRecordSource(db).inventorySummary("Donor_ID", "DON-1")).totalWeight).toBe(12.5);
    });

    it("refuses a tab-separated file with a sentence that names the separator", async () => {
      const db = await store();
      expect(await refusal(db, { "Contacts.csv": "id\tFull_Name\tPhone\nA-1\tAna\t555\n" })).toBe(
        "Contacts.csv, line 1: the cells are separated by tabs; save the file as CSV, with commas or semicolons.",
      );
    });
  });

  describe("numbers", () => {
    it.each(["0x10", "1e3", " 16 ", "16 lb", "Infinity"])(
      "refuses the weight %j with the line, column and value",
      async (weight) => {
        const db = await store();
        const message = await refusal(db, {
          "Computer_Inventory.csv": `ID,Model,Weight,Donor_ID\nI-1,Dell,4,DON-1\nI-2,HP,"${weight}",DON-1\n`,
        });
        expect(message).toBe(
          `Computer_Inventory.csv, line 3: Weight "${weight}" is not a number of pounds (digits and a decimal point only, such as 12.5).`,
        );
        expect((await createRecordSource(db).inventorySummary("Donor_ID", "DON-1")).count).toBe(0);
      },
    );

    it("refuses a device quantity that is not plain digits", async () => {
      const db = await store();
      expect(await refusal(db, { "Contacts.csv": "id,Tablet_Quantity\nA-1,0x10\n" })).toBe(
        'Contacts.csv, line 2: Tablet_Quantity "0x10" is not a whole number (write digits only, such as 2).',
      );
    });

    it("reads plain weights and the CRM's thousands", async () => {
      const db = await store();
      await importCrmFolder(
        db,
        folder({ "Computer_Inventory.csv": 'ID,Weight,Donor_ID\nI-1,16,DON-1\nI-2,"1,200.5",DON-1\nI-3,,DON-1\n' }),
      );
      expect(await createRecordSource(db).inventorySummary("Donor_ID", "DON-1")).toEqual({
        count: 3,
        totalWeight: 1216.5,
      });
    });
  });

  describe("an error that quotes a cell", () => {
    it("masks the email addresses in it", async () => {
      const db = await store();
      const message = await refusal(db, {
        "Contacts.csv": "id,Email,Status\nA-1,ana@example.org,Write to ana@example.org\n",
      });
      expect(message).toContain('Status "Write to a***@example.org" is not one of');
      expect(message).not.toContain("ana@");
    });

    it("masks them in the parser's own messages too", async () => {
      const db = await store();
      const message = await refusal(db, { "Contacts.csv": 'id,Email\nA-1,x"ana@example.org"\n' });
      expect(message).toMatch(/^Contacts\.csv, line 2: /);
      expect(message).not.toContain("ana@example.org");
    });
  });
});
