import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isDestructionRecorded } from "~/portal/donorDocuments";
import { certificateNumberer, numberCertificate } from "~/server/records/certificateNumbers.server";
import { createRecordSource } from "~/server/records/recordSource.server";
import { Computer_Inventory } from "~/server/records/schema.server";
import { openDatabase, openDatabaseFile } from "~/server/db/open.server";
import { type Db } from "~/server/db/engine.server";

// The stream under test opens the store in DATA_DIR; the settings are read on first use, after this line.
const dataDir = mkdtempSync(path.join(tmpdir(), "certificate-store-"));
process.env.DATA_DIR = dataDir;

function addDevices(db: Db, count: number, fields: (i: number) => Record<string, string | null>) {
  const columns = ["id", "Donor_ID", "Model", "Date_Destroyed", "Destruction_Type", "System_Serial_Number"];
  const insert = db.prepare(
    `INSERT INTO Computer_Inventory (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const row: Record<string, string | null> = {
        id: `I-${i}`,
        Donor_ID: "DON-1",
        Model: `Model ${i}`,
        Date_Destroyed: null,
        Destruction_Type: null,
        System_Serial_Number: `SN-${i}`,
        ...fields(i),
      };
      insert.run(...columns.map((column) => row[column] ?? null));
    }
  })();
}

const numberFor = (id: string) => `TA-TEST-${id}`;

describe("the Destruction_Type field", () => {
  it("takes Erased, Destroyed or No Drive in any case, and refuses anything else", () => {
    const parse = (value: unknown) =>
      Computer_Inventory.schema.partial().safeParse({ id: "I-1", Destruction_Type: value });
    expect(parse(" no drive ").data?.Destruction_Type).toBe("No Drive");
    expect(parse("ERASED").data?.Destruction_Type).toBe("Erased");
    expect(parse("").data?.Destruction_Type).toBeNull();
    expect(parse("Shredded").error?.issues[0]?.message).toBe("is not one of Erased, Destroyed, No Drive.");
  });
});

describe("certificate numbers in the store", () => {
  it("count a device as certified by the same rule in SQL as in the documents", () => {
    const db = openDatabaseFile(":memory:");
    const cases = [
      { Date_Destroyed: "2024-01-01", Destruction_Type: "Erased" },
      { Date_Destroyed: "2024-01-01", Destruction_Type: null },
      { Date_Destroyed: null, Destruction_Type: "No Drive" },
      { Date_Destroyed: null, Destruction_Type: "Erased" },
      { Date_Destroyed: null, Destruction_Type: null },
    ];
    addDevices(db, cases.length, (i) => cases[i]!);
    const expected = cases.filter((fields) => isDestructionRecorded(fields)).length;
    expect(createRecordSource(db).donorImpact("DON-1").certificatesReady).toBe(expected);
    expect([...createRecordSource(db).iterateCertified("DON-1")]).toHaveLength(expected);
  });

  it("are given once, stored, and kept even when the way of computing them changes", () => {
    const db = openDatabaseFile(":memory:");
    addDevices(db, 2, (i) => ({ Date_Destroyed: i === 0 ? "2024-01-01" : null }));
    expect(numberCertificate(db, "I-0", numberFor)).toBe("TA-TEST-I-0");
    expect(numberCertificate(db, "I-0", () => "TA-OTHER")).toBe("TA-TEST-I-0");
    expect(createRecordSource(db).inventoryByCertificateNumber("TA-TEST-I-0")?.id).toBe("I-0");
    expect(numberCertificate(db, "I-1", numberFor)).toBeNull();
    expect(createRecordSource(db).inventoryItem("I-1")?.Certificate_Number).toBeNull();
  });

  it("are stored batch by batch for the recorded devices of a batch only", () => {
    const db = openDatabaseFile(":memory:");
    addDevices(db, 4, (i) => ({ Date_Destroyed: i < 3 ? "2024-01-01" : null }));
    const batch = createRecordSource(db).inventoryPage("Donor_ID", "DON-1", { offset: 0, limit: 4 });
    const numbered = certificateNumberer(db, numberFor).number(batch);
    expect(numbered.map((item) => item.Certificate_Number)).toEqual([
      "TA-TEST-I-0",
      "TA-TEST-I-1",
      "TA-TEST-I-2",
      null,
    ]);
    expect(createRecordSource(db).inventoryItem("I-2")?.Certificate_Number).toBe("TA-TEST-I-2");
  });
});

describe("the whole donation's certificate stream", () => {
  // Drawing 3,000 tagged rows in an embedded font takes seconds on a busy machine: the 5 s default is not what is tested.
  it(
    "draws pages only as the reader asks for them: a reader that stops after the first pages leaves the rest unread",
    { timeout: 60_000 },
    async () => {
      const db = openDatabase(dataDir);
      addDevices(db, 3000, () => ({ Date_Destroyed: "2024-01-01", Destruction_Type: "Erased" }));
      const { donationCertificateStream } = await import("~/server/portal/donationCertificateStream.server");
      const certificate = {
        donorId: "DON-1",
        donor: {
          Company: "Acme",
          Name: null,
          Mailing_Street: null,
          Mailing_City: null,
          Mailing_State: null,
          Mailing_Zip: null,
        },
        groups: [{ Destruction_Type: "Erased", Date_Destroyed: "2024-01-01", count: 3000 }],
        inProgress: 0,
        publicUrl: "https://example.org",
      };
      let numbered = 0;
      const stream = donationCertificateStream(certificate, (items) => {
        numbered += items.length;
        return certificateNumberer(db, numberFor).number(items);
      });
      const reader = stream.getReader();
      const first = await reader.read();
      expect(Buffer.from(first.value!).subarray(0, 5).toString()).toBe("%PDF-");
      await reader.read();
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The summary and one page of the table: at most a batch or two read from the cursor, not 3,000 rows.
      expect(numbered).toBeGreaterThan(0);
      expect(numbered).toBeLessThanOrEqual(128);
      await reader.cancel();
      let total = 0;
      const whole = donationCertificateStream(certificate, (items) => {
        total += items.length;
        return items;
      });
      const bytes = Buffer.from(await new Response(whole).arrayBuffer());
      expect(total).toBe(3000);
      expect(bytes.subarray(-6).toString()).toContain("%%EOF");
      db.close();
    },
  );
});
