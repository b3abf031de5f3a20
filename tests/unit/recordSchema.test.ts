import { afterEach, describe, expect, it } from "vitest";
import { rows, sql } from "~/db/engine.server";
import type { Store } from "~/db/open.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Champions, Computer_Inventory, Contacts, recordKinds } from "~/kits/records/schema.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

/** The names of a table's columns, as the store holds them. */
async function columnsOf(store: Store, table: string): Promise<string[]> {
  const found =
    store.engine === "sqlite"
      ? await rows(store.db, sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`)
      : await rows(
          store.db,
          sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = ${table}`,
        );
  return found.map((column) => column.name);
}

describe.each(ENGINES)("the record schema in the store (%s)", (engine) => {
  it("matches the store's tables: every field has its column and every CRM column its field", async () => {
    const store = await openTestStore(engine);
    for (const kind of recordKinds) {
      const columns = await columnsOf(store, kind.table);
      // PostgreSQL's inventory numbers its rows in a column of its own, where SQLite has the implicit rowid.
      if (engine === "postgres" && kind.table === "Computer_Inventory") {
        expect(columns, kind.table).toContain("rowid");
        columns.splice(columns.indexOf("rowid"), 1);
      }
      // The certificate number and an applicant's partner id are the server's own columns beside the CRM's fields
      // (given on first need or as the record arrives, never imported).
      const crmColumns = columns.filter(
        (name) => !["id", "email_key", "certificate_number", "partner_id"].includes(name),
      );
      expect(crmColumns.sort(), kind.table).toEqual([...kind.fieldNames].sort());
      expect(columns.includes("email_key"), kind.table).toBe(kind.emailField !== undefined);
    }
  });

  it("writes a partial record: the fields it names change, the others keep their values", async () => {
    const { db } = await openTestStore(engine);
    await createRecordWriter(db, Contacts).write(
      Contacts.schema.parse({ id: "A-1", Full_Name: "Ana", Email: "Ana@Example.org", Status: "Applicants to approve" }),
    );
    const change = Contacts.schema.partial().required({ id: true }).parse({ id: "A-1", Status: " Client " });
    await createRecordWriter(db, Contacts, ["Status"]).write(change);
    expect(await createRecordSource(db).contactByEmail("ana@example.org")).toMatchObject({
      Full_Name: "Ana",
      Status: "Client",
    });
    await createRecordWriter(db, Contacts, ["Email"]).write({ id: "A-1", Email: "new@example.org" });
    expect(await createRecordSource(db).contactByEmail("ana@example.org")).toBeNull();
    expect((await createRecordSource(db).contactByEmail("NEW@example.org"))?.Full_Name).toBe("Ana");
  });
});

describe("the record schema", () => {
  it("reads a pushed record by the same rules as a CSV cell", () => {
    expect(
      Champions.schema.parse({ id: "C-1", Name: " Ana ", Email: "", Champion_Type: "Computer Donor; Newsletter;" }),
    ).toEqual({
      id: "C-1",
      Name: "Ana",
      Email: null,
      Champion_Type: ["Computer Donor", "Newsletter"],
      Mobile: null,
    });
    const item = Computer_Inventory.schema.partial().parse({ id: "I-1", Weight: "1,200" });
    expect(item).toEqual({ id: "I-1", Weight: 1200 });
    expect(Computer_Inventory.schema.partial().parse({ id: "I-1", Weight: 4.5 }).Weight).toBe(4.5);
  });

  it("refuses a weight that is not a number of pounds, saying which field and why", () => {
    for (const Weight of ["heavy", "-3", -3, "Infinity", true, "0x10", "1e3", " 16 ", "16.", ".5", "12,5", "1,2000"]) {
      const result = Computer_Inventory.schema.partial().safeParse({ id: "I-1", Weight });
      expect(result.success, String(Weight)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ["Weight"],
        message: "is not a number of pounds (digits and a decimal point only, such as 12.5).",
      });
    }
  });

  it("takes an applicant's status only as one of the tracker's six, in any case, and refuses any other", () => {
    const status = (Status: unknown) => Contacts.schema.partial().safeParse({ id: "A-1", Status });
    expect(status(" approved applicants ").data?.Status).toBe("Approved Applicants");
    expect(status("").data?.Status).toBeNull();
    expect(status("Approved").error?.issues[0]?.message).toBe(
      "is not one of Applicants No Recommendation, Recommendation Received, Applicants to approve, Denied Applicant, " +
        "Approved Applicants, Client.",
    );
  });

  it("takes a device quantity only as plain digits", () => {
    const laptops = (Laptop_Quantity: unknown) => Contacts.schema.partial().safeParse({ id: "A-1", Laptop_Quantity });
    expect(laptops("2").data?.Laptop_Quantity).toBe("2");
    expect(laptops(3).data?.Laptop_Quantity).toBe("3");
    expect(laptops(" ").data?.Laptop_Quantity).toBeNull();
    for (const wrong of ["0x10", "1e3", " 16 ", "2.5", "-1", "two", 2.5, -1]) {
      expect(laptops(wrong).error?.issues[0]?.message, String(wrong)).toBe(
        "is not a whole number (write digits only, such as 2).",
      );
    }
  });
});
