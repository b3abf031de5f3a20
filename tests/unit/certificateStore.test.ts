import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isDestructionRecorded } from "~/kits/records/inventoryRules";
import { certificateNumberer, numberCertificate } from "~/kits/records/certificateNumbers.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { Computer_Inventory } from "~/kits/records/schema.server";
import { DATABASE_FILE_NAME, openSqliteStore } from "~/db/open.server";
import { sql, type Db } from "~/db/engine.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

// The stream under test opens the store in DATA_DIR; the settings are read on first use, after this line.
const dataDir = mkdtempSync(path.join(tmpdir(), "certificate-store-"));
process.env.DATA_DIR = dataDir;

afterEach(closeTestStores);

/** Rows written in one statement at most (SQLite binds up to 32,766 parameters, PostgreSQL 65,535). */
const ROWS_PER_INSERT = 500;

async function addDevices(db: Db, count: number, fields: (i: number) => Record<string, string | null>) {
  const columns = ["id", "Donor_ID", "Model", "Date_Destroyed", "Destruction_Type", "System_Serial_Number"];
  const rows = Array.from({ length: count }, (_, i) => {
    const row: Record<string, string | null> = {
      id: `I-${i}`,
      Donor_ID: "DON-1",
      Model: `Model ${i}`,
      Date_Destroyed: null,
      Destruction_Type: null,
      System_Serial_Number: `SN-${i}`,
      ...fields(i),
    };
    return sql`(${sql.join(columns.map((column) => row[column] ?? null))})`;
  });
  await db.transaction().execute(async (trx) => {
    // In order, so the devices' insertion order (the cursors' order) is I-0, I-1, ...
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await sql`INSERT INTO "Computer_Inventory" (${sql.join(columns.map((column) => sql.id(column)))})
         VALUES ${sql.join(rows.slice(start, start + ROWS_PER_INSERT))}`.execute(trx);
    }
  });
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

describe.each(ENGINES)("certificate numbers in the store (%s)", (engine) => {
  it("count a device as certified by the same rule in SQL as in the documents", async () => {
    const { db } = await openTestStore(engine);
    const cases = [
      { Date_Destroyed: "2024-01-01", Destruction_Type: "Erased" },
      { Date_Destroyed: "2024-01-01", Destruction_Type: null },
      { Date_Destroyed: null, Destruction_Type: "No Drive" },
      { Date_Destroyed: null, Destruction_Type: "Erased" },
      { Date_Destroyed: null, Destruction_Type: null },
    ];
    await addDevices(db, cases.length, (i) => cases[i]!);
    const expected = cases.filter((fields) => isDestructionRecorded(fields)).length;
    expect((await createRecordSource(db).donorImpact("DON-1")).certificatesReady).toBe(expected);
    const certified = [];
    for await (const item of createRecordSource(db).iterateCertified("DON-1")) certified.push(item);
    expect(certified).toHaveLength(expected);
  });

  it("are given once, stored, and kept even when the way of computing them changes", async () => {
    const { db } = await openTestStore(engine);
    await addDevices(db, 2, (i) => ({ Date_Destroyed: i === 0 ? "2024-01-01" : null }));
    expect(await numberCertificate(db, "I-0", numberFor)).toBe("TA-TEST-I-0");
    expect(await numberCertificate(db, "I-0", () => "TA-OTHER")).toBe("TA-TEST-I-0");
    expect((await createRecordSource(db).inventoryByCertificateNumber("TA-TEST-I-0"))?.id).toBe("I-0");
    expect(await numberCertificate(db, "I-1", numberFor)).toBeNull();
    expect((await createRecordSource(db).inventoryItem("I-1"))?.Certificate_Number).toBeNull();
  });

  it("are stored batch by batch for the recorded devices of a batch only", async () => {
    const { db } = await openTestStore(engine);
    await addDevices(db, 4, (i) => ({ Date_Destroyed: i < 3 ? "2024-01-01" : null }));
    const batch = await createRecordSource(db).inventoryPage("Donor_ID", "DON-1", { offset: 0, limit: 4 });
    const numbered = await certificateNumberer(db, numberFor).number(batch);
    expect(numbered.map((item) => item.Certificate_Number)).toEqual([
      "TA-TEST-I-0",
      "TA-TEST-I-1",
      "TA-TEST-I-2",
      null,
    ]);
    expect((await createRecordSource(db).inventoryItem("I-2"))?.Certificate_Number).toBe("TA-TEST-I-2");
  });
});

describe("the whole donation's certificate stream", () => {
  // Drawing 3,000 tagged rows in an embedded font takes seconds on a busy machine: the 5 s default is not what is tested.
  it("draws pages only as the reader asks for them: a reader that stops after the first pages leaves the rest unread", async () => {
    // The server's store: the SQLite file in DATA_DIR, which the stream reads through a reader of its own.
    const store = openSqliteStore(path.join(dataDir, DATABASE_FILE_NAME));
    const { db } = store;
    await addDevices(db, 3000, () => ({ Date_Destroyed: "2024-01-01", Destruction_Type: "Erased" }));
    const { donationCertificateStream } = await import("~/portal/server/donationCertificateStream.server");
    const certificate = {
      donorIds: "DON-1",
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
    const whole = donationCertificateStream(certificate, async (items) => {
      total += items.length;
      return items;
    });
    const bytes = Buffer.from(await new Response(whole).arrayBuffer());
    expect(total).toBe(3000);
    expect(bytes.subarray(-6).toString()).toContain("%%EOF");
    await store.close();
  });
});
