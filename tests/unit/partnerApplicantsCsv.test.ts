import { parse } from "csv-parse/sync";
import { afterEach, describe, expect, it } from "vitest";
import { createDraft } from "~/applications/server/drafts.server";
import { submitApplication } from "~/applications/server/submitApplication.server";
import { partnerApplicantsCsv } from "~/partners/server/partnerApplicantsCsv.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Computer_Inventory, Contacts, Partners } from "~/kits/records/schema.server";
import type { Db } from "~/db/engine.server";
import { laptopAnswers } from "../support/applicationRecords";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const read = async (stream: ReadableStream<Uint8Array>) =>
  parse(await new Response(stream).text(), { bom: true }) as string[][];

async function partnerWithApplicants(db: Db) {
  const partners = createRecordWriter(db, Partners);
  for (const [id, name] of [
    ["P-1", "Hoboken Family Center"],
    ["P-2", "Zeta Library"],
  ])
    await partners.write(Partners.schema.parse({ id, Organization_Name: name, Emails: [], Status: "Active" }));
  const contacts = createRecordWriter(db, Contacts);
  await contacts.write(
    Contacts.schema.parse({
      id: "A-1",
      Full_Name: '=HYPERLINK("http://x")',
      Status: "Client",
      Nominating_Organization: " hoboken  family center ",
    }),
  );
  await contacts.write(
    Contacts.schema.parse({ id: "A-2", Full_Name: "Other Partner", Nominating_Organization: "Zeta Library" }),
  );
  const devices = createRecordWriter(db, Computer_Inventory);
  await devices.write(Computer_Inventory.schema.parse({ id: "I-1", Recipient: "A-1", Date_Donated: "2026-05-01" }));
  await devices.write(Computer_Inventory.schema.parse({ id: "I-2", Recipient: "A-1", Date_Donated: null }));
  const draft = await createDraft(
    db,
    "es",
    laptopAnswers(
      { fullName: "Lucía Gómez", email: "lucia@example.org", language: "es", householdSize: 2 },
      { partnerId: "P-1", firstName: "Rosa", lastName: "Diaz", email: "rosa@p.test" },
    ),
  );
  const sent = await submitApplication(
    db,
    draft,
    { publicUrl: "https://portal.example.org", timeZone: "America/New_York" },
    Date.UTC(2026, 10, 3, 3),
  );
  if (sent.outcome !== "sent") throw new Error(sent.outcome);
}

describe.each(ENGINES)("the partner's applicants as CSV on %s", (engine) => {
  it("lists this partner's applicants only, newest first, formula-safe, with the devices given and dates as in the org's zone", async () => {
    const { db } = await openTestStore(engine);
    await partnerWithApplicants(db);
    const english = await read(await partnerApplicantsCsv(db, "P-1", "en", "America/New_York"));
    expect(english).toEqual([
      ["Name", "Status", "Applied", "Letter", "Devices delivered"],
      // Sent at 03:00 UTC on November 3rd: still November 2nd in New York.
      ["Lucía Gómez", "Application Submitted", "2026-11-02", "Not yet", "0"],
      ['\'=HYPERLINK("http://x")', "Delivered", "", "Received", "1"],
    ]);
    const spanish = await read(await partnerApplicantsCsv(db, "P-1", "es", "America/New_York"));
    expect(spanish[0]).toEqual(["Nombre", "Estado", "Solicitó", "Carta", "Equipos entregados"]);
    expect(spanish.map((row) => row[0])).not.toContain("Other Partner");
    expect(await read(await partnerApplicantsCsv(db, "P-9", "en", "America/New_York"))).toEqual([
      ["Name", "Status", "Applied", "Letter", "Devices delivered"],
    ]);
  });
});
