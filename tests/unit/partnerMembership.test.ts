import { describe, afterEach, expect, it } from "vitest";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { migrations } from "~/db/migrations.server";
import { readPartnerApplication, type PartnerApplication } from "~/partners/partnerApplicationForm";
import { applicantsOfPartner, partnersNamed } from "~/partners/server/partnerApplicants.server";
import { submitPartnerApplication } from "~/partners/server/partnerApplications.server";
import { confirmRenewal } from "~/partners/server/partnerRenewals.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { pushRecords } from "../support/crmRecords";

afterEach(closeTestStores);

const notices = { publicUrl: "https://portal.example.org", notifyStatusChanges: false };

async function partner(db: Db, id: string, name: string, status = "Active") {
  await sql`INSERT INTO "Partners" (id, "Organization_Name", "Emails", "Status", "Region", "Cycle")
     VALUES (${id}, ${name}, '["x@p.test"]', ${status}, 'NJ', '2027')`.execute(db);
}

const push = (db: Db, body: unknown) => pushRecords(db, body, notices);

const details = (organization: string) => ({
  organization,
  region: "NJ" as const,
  address: "1 Main St, Hoboken, NJ 07030",
  phone: "201-555-0100",
  website: null,
  emails: ["x@p.test"],
});

const nameOf = async (db: Db, id: string) =>
  (await firstRow(db, sql<{ name: string }>`SELECT "Organization_Name" AS name FROM "Partners" WHERE id = ${id}`))
    ?.name;

describe.each(ENGINES)("which applicants belong to a partner, by id (%s)", (engine) => {
  /** A store holding two active partners, P-1 (Hoboken Family Center) and P-2 (Zeta Library). */
  async function storeWithTwoPartners() {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hoboken Family Center");
    await partner(db, "P-2", "Zeta Library");
    return db;
  }

  it("links an arriving applicant to the partner their organisation names, once, and keeps the id", async () => {
    const db = await storeWithTwoPartners();
    await push(db, {
      module: "Contacts",
      records: [
        { id: "A-1", Full_Name: "Ana", Nominating_Organization: "hoboken family center" },
        { id: "A-2", Full_Name: "Ben", Nominating_Organization: "Zeta Library" },
        { id: "A-3", Full_Name: "Cal", Nominating_Organization: "Not A Partner" },
      ],
    });
    expect(await applicantsOfPartner(db, "P-1")).toEqual(["A-1"]);

    // The caseworker renames their partner at renewal: its applicants stay, whatever the CRM still calls it.
    expect(await confirmRenewal(db, "P-1", details("HFC Community Services"), "partner:P-1:x@p.test", "2027")).toBe(
      "confirmed",
    );
    expect(await applicantsOfPartner(db, "P-1")).toEqual(["A-1"]);
    await push(db, { module: "Contacts", records: [{ id: "A-1", Full_Name: "Ana María" }] });
    await push(db, { module: "Contacts", records: [{ id: "A-1", Nominating_Organization: "hoboken family center" }] });
    expect(await applicantsOfPartner(db, "P-1")).toEqual(["A-1"]);

    // Only the CRM changing the applicant's organisation moves them (and to no partner, when none has that name).
    await push(db, { module: "Contacts", records: [{ id: "A-1", Nominating_Organization: "Zeta  LIBRARY." }] });
    expect(await applicantsOfPartner(db, "P-1")).toEqual([]);
    expect(await applicantsOfPartner(db, "P-2")).toEqual(["A-1", "A-2"]);
  });

  it("moves nobody when a partner's name becomes another's, and refuses that name at renewal", async () => {
    const db = await storeWithTwoPartners();
    await push(db, {
      module: "Contacts",
      records: [
        { id: "A-1", Nominating_Organization: "Hoboken Family Center" },
        { id: "A-2", Nominating_Organization: "Zeta Library" },
      ],
    });
    // The attack: P-2's caseworker renames their partner to P-1's name in another case, spacing and punctuation.
    for (const taken of ["hoboken  FAMILY center", "Hoboken Family Center.", "HOBOKEN-FAMILY-CENTER"]) {
      expect(await confirmRenewal(db, "P-2", details(taken), "partner:P-2:x@p.test", "2027")).toBe("name-taken");
    }
    expect(await nameOf(db, "P-2")).toBe("Zeta Library");
    expect(await rows(db, sql`SELECT partner_id FROM partner_renewals`)).toEqual([]);
    // Keeping its own name, in another case, is no conflict.
    expect(await confirmRenewal(db, "P-2", details("ZETA library"), "partner:P-2:x@p.test", "2027")).toBe("confirmed");
    // Even where a name is shared (the CRM sent it so), membership stays with the id.
    await sql`UPDATE "Partners" SET "Organization_Name" = 'hoboken family center' WHERE id = 'P-2'`.execute(db);
    expect(await applicantsOfPartner(db, "P-2")).toEqual(["A-2"]);
    expect(await applicantsOfPartner(db, "P-1")).toEqual(["A-1"]);
    // A new applicant naming the shared name goes to neither of two active partners.
    await push(db, { module: "Contacts", records: [{ id: "A-3", Nominating_Organization: "Hoboken Family Center" }] });
    expect(await applicantsOfPartner(db, "P-1")).toEqual(["A-1"]);
    expect(await applicantsOfPartner(db, "P-2")).toEqual(["A-2"]);
  });

  it("refuses a partner application under an active or applied partner's name, not a declined one's", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hoboken Family Center");
    await partner(db, "P-4", "Old Org", "Inactive");
    const application = (name: string) =>
      (
        readPartnerApplication({
          organization: name,
          ein: "12-3456789",
          region: "NJ",
          address: "80 Main St, Paterson, NJ 07505",
          website: "",
          contactName: "Ida Intake",
          email: "ida@example.org",
          phone: "(973) 555-0206",
          services: "Job training.",
          distribution: "At our front desk.",
          confirmMission: "yes",
          confirmDistribution: "yes",
        }) as { ok: true; value: PartnerApplication }
      ).value;
    const send = (name: string, submissionId: string) =>
      submitPartnerApplication(db, { submissionId, application: application(name), locale: "en" }, "America/New_York");
    expect(await send("hoboken  FAMILY center", "sub_0123456789abcdefghijk1")).toEqual({ outcome: "name-taken" });
    expect(await rows(db, sql`SELECT partner_id FROM partner_applications`)).toEqual([]);
    expect(await rows(db, sql`SELECT id FROM mail_outbox`)).toEqual([]);
    const again = await send("Old Org", "sub_0123456789abcdefghijk2");
    expect(again).toMatchObject({ outcome: "sent", again: false });
    // Staff see the possible duplicate on either partner's page.
    const id = again.outcome === "sent" ? again.partnerId : "";
    expect(await partnersNamed(db, "Old Org", id)).toEqual([{ id: "P-4", name: "Old Org", status: "Inactive" }]);
    // And a second application under the name now applied for is refused.
    expect(await send("OLD ORG", "sub_0123456789abcdefghijk3")).toEqual({ outcome: "name-taken" });
  });

  it("links the applicants a store already held where exactly one partner has their organisation's name", async () => {
    const { db } = await openTestStore(engine);
    // The store as step 15 left it: no partner column on the contacts yet.
    await sql`DROP INDEX contacts_partner`.execute(db);
    await sql`ALTER TABLE "Contacts" DROP COLUMN partner_id`.execute(db);
    await partner(db, "P-1", "Hoboken Family Center");
    await partner(db, "P-2", "Twin Org");
    await partner(db, "P-3", "twin org ", "Inactive");
    await sql`INSERT INTO "Contacts" (id, "Nominating_Organization") VALUES ('A-1', ' hoboken family CENTER'),
       ('A-2', 'Twin Org'), ('A-3', NULL), ('A-4', 'Somewhere Else')`.execute(db);
    const step16 = migrations.findIndex((step) => step.sqlite.includes("TABLE Contacts ADD COLUMN partner_id"));
    expect(step16).toBe(15);
    for (const statement of migrations[step16]![engine].split(";").map((text) => text.trim()))
      if (statement) await sql.raw(statement).execute(db);
    expect(
      await rows(db, sql<{ id: string; partner_id: string | null }>`SELECT id, partner_id FROM "Contacts" ORDER BY id`),
    ).toEqual([
      { id: "A-1", partner_id: "P-1" },
      { id: "A-2", partner_id: null },
      { id: "A-3", partner_id: null },
      { id: "A-4", partner_id: null },
    ]);
  });
});
