import { describe, expect, it } from "vitest";
import { createRecordSource } from "~/server/records/recordSource.server";
import { createRecordWriter } from "~/server/records/recordWriter.server";
import { Champions, Computer_Inventory, Contacts, recordKinds } from "~/server/records/schema.server";
import { openDatabaseFile } from "~/server/records/store.server";

describe("the record schema", () => {
  it("matches the store's tables: every field has its column and every CRM column its field", () => {
    const db = openDatabaseFile(":memory:");
    for (const kind of recordKinds) {
      const columns = (db.prepare(`PRAGMA table_info(${kind.table})`).all() as { name: string }[]).map((column) => column.name);
      // The certificate number is the server's own column beside the CRM's fields (given on first need, never imported).
      const crmColumns = columns.filter((name) => name !== "id" && name !== "email_key" && name !== "certificate_number");
      expect(crmColumns.sort(), kind.table).toEqual([...kind.fieldNames].sort());
      expect(columns.includes("email_key"), kind.table).toBe(kind.emailField !== undefined);
    }
  });

  it("reads a pushed record by the same rules as a CSV cell", () => {
    expect(Champions.schema.parse({ id: "C-1", Name: " Ana ", Email: "", Champion_Type: "Computer Donor; Newsletter;" })).toEqual({
      id: "C-1",
      Name: "Ana",
      Email: null,
      Champion_Type: ["Computer Donor", "Newsletter"],
    });
    const item = Computer_Inventory.schema.partial().parse({ id: "I-1", Weight: "1,200" });
    expect(item).toEqual({ id: "I-1", Weight: 1200 });
    expect(Computer_Inventory.schema.partial().parse({ id: "I-1", Weight: 4.5 }).Weight).toBe(4.5);
  });

  it("refuses a weight that is not a number of pounds, saying which field and why", () => {
    for (const Weight of ["heavy", "-3", -3, "Infinity", true]) {
      const result = Computer_Inventory.schema.partial().safeParse({ id: "I-1", Weight });
      expect(result.success, String(Weight)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ["Weight"], message: "is not a number of pounds." });
    }
  });

  it("writes a partial record: the fields it names change, the others keep their values", () => {
    const db = openDatabaseFile(":memory:");
    createRecordWriter(db, Contacts).write(Contacts.schema.parse({ id: "A-1", Full_Name: "Ana", Email: "Ana@Example.org", Status: "Applicants to approve" }));
    const change = Contacts.schema.partial().required({ id: true }).parse({ id: "A-1", Status: " Client " });
    createRecordWriter(db, Contacts, ["Status"]).write(change);
    expect(createRecordSource(db).contactByEmail("ana@example.org")).toMatchObject({ Full_Name: "Ana", Status: "Client" });
    createRecordWriter(db, Contacts, ["Email"]).write({ id: "A-1", Email: "new@example.org" });
    expect(createRecordSource(db).contactByEmail("ana@example.org")).toBeNull();
    expect(createRecordSource(db).contactByEmail("NEW@example.org")?.Full_Name).toBe("Ana");
  });
});
