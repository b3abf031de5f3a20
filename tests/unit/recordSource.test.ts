import { describe, expect, it, vi } from "vitest";
import { openDatabaseFile } from "~/server/db/open.server";
import { createRecordSource } from "~/server/records/recordSource.server";

function store() {
  return createRecordSource(storeFile());
}

function storeFile() {
  const db = openDatabaseFile(":memory:");
  db.exec(`
    INSERT INTO Champions (id, Name, Email, Champion_Type, email_key) VALUES
      ('C-1', 'Ana', 'Ana@Example.org', '["Computer Applicant"]', 'ana@example.org');
    INSERT INTO Contacts (id, Full_Name, Email, Status, email_key) VALUES ('A-1', 'Ana', 'Ana@Example.org', 'Client', 'ana@example.org');
    INSERT INTO Computer_Donors (id, Company, Email, Donor_ID, Status, email_key) VALUES
      ('D-1', 'Acme', 'd@example.org', 'DON-1', 'Donated', 'd@example.org');
    INSERT INTO Computer_Inventory (id, Model, Weight, Recipient, Donor_ID) VALUES
      ('I-1', 'One', 4.5, 'A-1', 'DON-1'), ('I-2', 'Two', NULL, NULL, 'DON-1'), ('I-3', 'Three', 12, 'A-10', 'DON-1'),
      ('I-4', 'Other', 99, NULL, 'DON-10');
  `);
  return db;
}

describe("the record source", () => {
  it("finds a champion by id, and by email however it is typed", () => {
    const records = store();
    expect(records.championById("C-1")).toEqual({
      id: "C-1",
      Name: "Ana",
      Email: "Ana@Example.org",
      Champion_Type: ["Computer Applicant"],
    });
    expect(records.championByEmail("  ANA@example.ORG ")?.id).toBe("C-1");
    expect(records.championByEmail("nobody@example.org")).toBeNull();
    expect(records.championById("C-2")).toBeNull();
  });

  it("finds contacts and donors by email or id", () => {
    const records = store();
    expect(records.contactByEmail("ana@EXAMPLE.org")?.id).toBe("A-1");
    expect(records.contactById("A-1")?.Status).toBe("Client");
    expect(records.donorByEmail("D@example.org")?.Company).toBe("Acme");
    expect(records.donorById("D-1")?.Donor_ID).toBe("DON-1");
  });

  it("totals a donor's items exactly by Donor_ID, a missing weight counting as 0", () => {
    expect(store().inventorySummary("Donor_ID", "DON-1")).toEqual({ count: 3, totalWeight: 16.5 });
    expect(store().inventorySummary("Donor_ID", "DON-2")).toEqual({ count: 0, totalWeight: 0 });
  });

  it("matches a Recipient exactly, pages in a stable order and iterates every item", () => {
    const records = store();
    expect(records.inventoryPage("Recipient", "A-1", { offset: 0, limit: 10 }).map((item) => item.id)).toEqual(["I-1"]);
    expect(records.inventoryPage("Donor_ID", "DON-1", { offset: 1, limit: 1 }).map((item) => item.id)).toEqual(["I-2"]);
    expect([...records.iterateInventory("Donor_ID", "DON-1")].map((item) => item.Model)).toEqual([
      "One",
      "Two",
      "Three",
    ]);
  });

  it("reads a donor's totals, impact and receipt groups from one index alone, sorting nothing (the big donor's page)", () => {
    const db = storeFile();
    const prepare = vi.spyOn(db, "prepare");
    const records = createRecordSource(db);
    records.inventorySummary("Donor_ID", "DON-1");
    records.donorImpact("DON-1");
    records.receivedGroups("DON-1");
    const queries = prepare.mock.calls.map(([sql]) => sql);
    prepare.mockRestore();
    expect(queries).toHaveLength(3);
    for (const sql of queries) {
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all("DON-1") as { detail: string }[];
      expect(plan.map((step) => step.detail)).toEqual([
        "SEARCH Computer_Inventory USING COVERING INDEX inventory_donor_figures (Donor_ID=?)",
      ]);
    }
  });
});
