import { afterEach, describe, expect, it } from "vitest";
import { rows, sql, type Db } from "~/db/engine.server";
import { nominatingOrganizations } from "~/applications/server/organizations.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { readChangePage } from "~/crm/changeFeed.server";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { checkPush } from "~/crm/crmPush.server";
import { Partners } from "~/kits/records/schema.server";
import { organizationKey } from "~/kits/records/partnerNames.server";
import { applicantsOfPartner } from "~/partners/server/partnerApplicants.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { folder } from "../support/crmImportFolders";
import { pushRecords, storedRecord } from "../support/crmRecords";

afterEach(closeTestStores);

const HEADER = "id,Organization_Name,Emails,Region,Address,Phone,Website,Status,Cycle";
const partnersCsv = `${HEADER}
P-1,  Hoboken Family Center ,rosa@partner.test; intake@partner.test,nj,"10 Washington St, Hoboken",201-555-0201,https://hfc.test,active,2026
P-2,Zeta Library,zeta@partner.test,NYC,,,,Active,2027
P-3,Applied Org,new@partner.test,MA,,,,Applied,2027
P-4,Old Org,old@partner.test,MA,,,,Inactive,2025
P-5,alpha House,alpha@partner.test,NJ,,,,Active,
`;

const partner = (db: Db, id: string) => storedRecord(db, Partners, id);

describe.each(ENGINES)("partner records (%s)", (engine) => {
  const openStore = async () => (await openTestStore(engine)).db;

  it("imports Partners.csv: the emails a list, region and status as the closed lists write them", async () => {
    const db = await openStore();
    const [result] = await importCrmFolder(db, folder({ "Partners.csv": partnersCsv }));
    expect(result).toMatchObject({ file: "Partners.csv", kind: "Partners", created: 5 });
    expect(await partner(db, "P-1")).toEqual({
      id: "P-1",
      Organization_Name: "Hoboken Family Center",
      Emails: ["rosa@partner.test", "intake@partner.test"],
      Region: "NJ",
      Address: "10 Washington St, Hoboken",
      Phone: "201-555-0201",
      Website: "https://hfc.test",
      Status: "Active",
      Cycle: "2026",
    });
    expect((await partner(db, "P-5"))?.Cycle).toBeNull();
  });

  it("refuses a region, a status or a cycle outside its list, naming the line, and changes nothing", async () => {
    const db = await openStore();
    await expect(
      importCrmFolder(db, folder({ "Partners.csv": `${HEADER}\nP-1,A,a@b.test,PA,,,,Active,2026\n` })),
    ).rejects.toThrow(/Partners\.csv, line 2.*Region.*NJ, NYC, MA/);
    await expect(
      importCrmFolder(db, folder({ "Partners.csv": `${HEADER}\nP-1,A,a@b.test,NJ,,,,Paused,2026\n` })),
    ).rejects.toThrow(/Status.*Applied, Active, Inactive/);
    await expect(
      importCrmFolder(db, folder({ "Partners.csv": `${HEADER}\nP-1,A,a@b.test,NJ,,,,Active,26\n` })),
    ).rejects.toThrow(/Cycle.*four digits/);
    expect(await rows(db, sql`SELECT id FROM "Partners"`)).toEqual([]);
  });

  it("takes a pushed partner, its emails a list or a ';'-separated string, and deletes one", async () => {
    const db = await openStore();
    const push = (body: unknown) => pushRecords(db, body);
    expect(
      await push({
        module: "Partners",
        records: [
          { id: "P-9", Organization_Name: "Pushed Org", Emails: ["a@p.test", " b@p.test "], Status: "Active" },
          { id: "P-10", Organization_Name: "Other", Emails: "c@p.test;d@p.test", Region: "ma", Cycle: 2027 },
        ],
      }),
    ).toMatchObject({ upserted: 2, created: 2 });
    expect((await partner(db, "P-9"))?.Emails).toEqual(["a@p.test", "b@p.test"]);
    expect(await partner(db, "P-10")).toMatchObject({ Emails: ["c@p.test", "d@p.test"], Region: "MA", Cycle: "2027" });
    expect(checkPush({ module: "Partners", records: [{ id: "P-11", Status: "Paused" }] })).toMatchObject({ ok: false });
    await push({ module: "Partners", deleted: ["P-10"] });
    expect(await partner(db, "P-10")).toBeNull();
  });

  it("offers the active partners only, sorted by name whatever their case", async () => {
    const db = await openStore();
    await importCrmFolder(db, folder({ "Partners.csv": partnersCsv }));
    expect(await nominatingOrganizations(db)).toEqual([
      { id: "P-5", name: "alpha House" },
      { id: "P-1", name: "Hoboken Family Center" },
      { id: "P-2", name: "Zeta Library" },
    ]);
  });

  it("finds a partner's applicants by the name they gave (any case, spaces trimmed) or the partner they chose", async () => {
    const db = await openStore();
    await importCrmFolder(
      db,
      folder({
        "Partners.csv": partnersCsv,
        "Contacts.csv": `id,Full_Name,Nominating_Organization
A-1,Ana,hoboken family center
A-2,Ben,"  Hoboken   Family Center "
A-3,Cal,Hoboken Family Centre
A-4,Dee,Zeta Library
A-5,Eve,
WEB-1,Fay,Renamed In The CRM
`,
      }),
    );
    // An application sent on this site chose P-1 from the list; the CRM renamed its organisation afterwards.
    await sql`INSERT INTO applications (contact_id, number, draft_id, email_key, zip, region, household_size,
         eligibility_basis, locale, submitted_at, partner_id)
       VALUES ('WEB-1', '1', 'd-1', 'fay@x.test', '07030', 'NJ', 1, 'programme', 'en', 1, 'P-1')`.execute(db);
    expect(await applicantsOfPartner(db, "P-1")).toEqual(["A-1", "A-2", "WEB-1"]);
    expect(await applicantsOfPartner(db, "P-2")).toEqual(["A-4"]);
    expect(await applicantsOfPartner(db, "P-404")).toEqual([]);
    // Letters and digits only: case, spaces, punctuation and accents make no other organisation.
    expect(organizationKey("  Newark   Seniors, INC. ")).toBe("newarkseniorsinc");
    expect(organizationKey("Centro Café-Familiar")).toBe(organizationKey("centro cafe familiar"));
  });

  it("lists a partner this site changed in the change feed, as the record is now", async () => {
    const db = await openStore();
    await importCrmFolder(db, folder({ "Partners.csv": partnersCsv }));
    await noteChange(db, "Partners", "P-3", Date.UTC(2026, 10, 26));
    const page = await readChangePage(db, 0);
    expect(page.changes).toEqual([
      {
        cursor: page.next,
        kind: "Partners",
        id: "P-3",
        changedAt: "2026-11-26T00:00:00.000Z",
        record: expect.objectContaining({ id: "P-3", Organization_Name: "Applied Org", Emails: ["new@partner.test"] }),
      },
    ]);
  });
});
