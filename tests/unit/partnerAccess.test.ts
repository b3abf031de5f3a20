import { afterEach, describe, expect, it } from "vitest";
import { sql, type Db } from "~/db/engine.server";
import { activePartnersOfEmail, mayActFor } from "~/partners/server/partnerAccess.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { isPartnerPortalPath } from "~/config/personalAreas";

afterEach(closeTestStores);

async function addPartner(db: Db, id: string, name: string, emails: unknown, status: string) {
  await sql`INSERT INTO "Partners" (id, "Organization_Name", "Emails", "Status")
     VALUES (${id}, ${name}, ${typeof emails === "string" ? emails : JSON.stringify(emails)}, ${status})`.execute(db);
}

describe.each(ENGINES)("the partner portal's lookup by email (%s)", (engine) => {
  const openStore = async () => (await openTestStore(engine)).db;

  it("finds the active partners listing an address, in any case and with spaces around it, by name", async () => {
    const db = await openStore();
    await addPartner(db, "P-1", "Zeta Library", ["Rosa@Partner.test", "intake@partner.test"], "Active");
    await addPartner(db, "P-2", "Alpha House", [" rosa@partner.test "], "Active");
    await addPartner(db, "P-3", "Old Org", ["rosa@partner.test", "old@partner.test"], "Inactive");
    await addPartner(db, "P-4", "Applied Org", ["new@partner.test"], "Applied");
    await addPartner(db, "P-5", "Broken List", "not json", "Active");

    expect(await activePartnersOfEmail(db, "  ROSA@partner.test")).toEqual([
      { id: "P-2", name: "Alpha House" },
      { id: "P-1", name: "Zeta Library" },
    ]);
    expect(await activePartnersOfEmail(db, "intake@partner.test")).toEqual([{ id: "P-1", name: "Zeta Library" }]);
    // An inactive or applied partner's address, an address that is nowhere and no address are all nobody.
    expect(await activePartnersOfEmail(db, "old@partner.test")).toEqual([]);
    expect(await activePartnersOfEmail(db, "new@partner.test")).toEqual([]);
    expect(await activePartnersOfEmail(db, "nobody@partner.test")).toEqual([]);
    expect(await activePartnersOfEmail(db, "   ")).toEqual([]);
    // A part of a listed address is not the address.
    expect(await activePartnersOfEmail(db, "osa@partner.test")).toEqual([]);

    expect(await mayActFor(db, "rosa@partner.test", "P-1")).toBe(true);
    expect(await mayActFor(db, "rosa@partner.test", "P-3")).toBe(false);
    expect(await mayActFor(db, "intake@partner.test", "P-2")).toBe(false);
  });

  it("stops finding a partner once it is no longer active or no longer lists the address", async () => {
    const db = await openStore();
    await addPartner(db, "P-1", "Zeta Library", ["rosa@partner.test"], "Active");
    expect(await mayActFor(db, "rosa@partner.test", "P-1")).toBe(true);
    await sql`UPDATE "Partners" SET "Status" = 'Inactive' WHERE id = 'P-1'`.execute(db);
    expect(await mayActFor(db, "rosa@partner.test", "P-1")).toBe(false);
    await sql`UPDATE "Partners" SET "Status" = 'Active', "Emails" = '["other@partner.test"]' WHERE id = 'P-1'`.execute(
      db,
    );
    expect(await mayActFor(db, "rosa@partner.test", "P-1")).toBe(false);
  });
});

describe("the partner portal's addresses", () => {
  it("are /partners and /es/partners and what is under them, in any case; not /partner or /staff", () => {
    for (const path of ["/partners", "/partners/applicants/C-1", "/ES/Partners", "/es/partners/continue"])
      expect(isPartnerPortalPath(path)).toBe(true);
    for (const path of ["/partner", "/partner/apply", "/es/partner", "/partnersx", "/staff/partners", "/portal"])
      expect(isPartnerPortalPath(path)).toBe(false);
  });
});
