import { afterEach, describe, expect, it } from "vitest";
import { rows, sql } from "~/db/engine.server";
import {
  formatEin,
  readEin,
  readPartnerApplication,
  readWebsite,
  type PartnerApplication,
} from "~/partners/partnerApplicationForm";
import { partnerCycle } from "~/partners/partnerCycle";
import { readChangePage } from "~/crm/changeFeed.server";
import { submitPartnerApplication } from "~/partners/server/partnerApplications.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const NEW_YORK = "America/New_York";

describe("the partnership cycle an application joins", () => {
  it("is this year's on or before February 15th in the organisation's time zone, the next year's after", () => {
    expect(partnerCycle(Date.parse("2027-02-15T12:00:00-05:00"), NEW_YORK)).toBe(2027);
    // 11:59 p.m. in New York on the 15th is already the 16th in UTC: still this year's cycle.
    expect(partnerCycle(Date.parse("2027-02-15T23:59:59-05:00"), NEW_YORK)).toBe(2027);
    expect(partnerCycle(Date.parse("2027-02-16T00:00:00-05:00"), NEW_YORK)).toBe(2028);
    // The 16th in UTC but the 15th in New York; and the 16th in London while New York is still on the 15th.
    expect(partnerCycle(Date.parse("2027-02-16T03:00:00Z"), NEW_YORK)).toBe(2027);
    expect(partnerCycle(Date.parse("2027-02-16T03:00:00Z"), "Europe/London")).toBe(2028);
  });

  it("turns with the year: December 31st joins the next year's cycle, January 1st that year's", () => {
    expect(partnerCycle(Date.parse("2026-12-31T23:30:00-05:00"), NEW_YORK)).toBe(2027);
    expect(partnerCycle(Date.parse("2027-01-01T00:00:00-05:00"), NEW_YORK)).toBe(2027);
    // New Year in UTC while it is still December 31st in New York.
    expect(partnerCycle(Date.parse("2027-01-01T02:00:00Z"), NEW_YORK)).toBe(2027);
    expect(partnerCycle(Date.parse("2026-03-01T12:00:00-05:00"), NEW_YORK)).toBe(2027);
  });
});

const typed = {
  organization: "  Paterson   Tech Bridge ",
  ein: "12-3456789",
  region: "NJ",
  address: "80 Main St, Paterson, NJ 07505",
  website: "https://patersontech.example",
  contactName: "Ida Intake",
  email: "Ida@PatersonTech.example",
  phone: "(973) 555-0206",
  services: "Job training.\r\nAdult education.",
  distribution: "At our front desk, by appointment.",
  confirmMission: "yes",
  confirmDistribution: "yes",
};

describe("reading the partner application form", () => {
  it("reads every field, the EIN with or without its dash, and shows the EIN as the IRS writes it", () => {
    const read = readPartnerApplication(typed);
    expect(read).toEqual({
      ok: true,
      value: {
        organization: "Paterson Tech Bridge",
        ein: "123456789",
        region: "NJ",
        address: "80 Main St, Paterson, NJ 07505",
        website: "https://patersontech.example/",
        contactName: "Ida Intake",
        email: "Ida@PatersonTech.example",
        phone: "(973) 555-0206",
        services: "Job training.\nAdult education.",
        distribution: "At our front desk, by appointment.",
      },
    });
    expect(readEin("123456789")).toBe("123456789");
    expect(formatEin("123456789")).toBe("12-3456789");
    for (const wrong of ["12-345678", "1234567890", "123-456789", "12 3456789", "AB-3456789"])
      expect(readEin(wrong), wrong).toBeNull();
  });

  it("takes no website, an http(s) one only, and names each field that cannot be used", () => {
    expect(readWebsite("")).toBeNull();
    expect(readWebsite("http://a.example/path")).toBe("http://a.example/path");
    for (const wrong of [
      "javascript:alert(1)",
      "ftp://a.example",
      "patersontech.example",
      "https://localhost",
      "https://u:p@a.example",
    ])
      expect(readWebsite(wrong), wrong).toBe("");
    expect(readPartnerApplication({ ...typed, website: "" })).toMatchObject({ ok: true, value: { website: null } });
    const read = readPartnerApplication({ region: "PA", website: "www", email: "no", organization: "A\u0000B" });
    expect(read).toEqual({
      ok: false,
      errors: {
        organization: "organization",
        ein: "ein",
        region: "region",
        address: "address",
        website: "website",
        contactName: "contactName",
        email: "email",
        phone: "phone",
        services: "services",
        distribution: "distribution",
        confirmMission: "confirmMission",
        confirmDistribution: "confirmDistribution",
      },
    });
  });
});

describe.each(ENGINES)("sending a partner application (%s)", (engine) => {
  const application = (readPartnerApplication(typed) as { ok: true; value: PartnerApplication }).value;
  const submissionId = "sub_0123456789abcdefghijkl";

  it("creates one Applied partner with the cycle, the contact's email, the email in its language, and a change", async () => {
    const { db } = await openTestStore(engine);
    const now = Date.parse("2027-02-20T10:00:00-05:00");
    const first = await submitPartnerApplication(db, { submissionId, application, locale: "es" }, NEW_YORK, now);
    expect(first).toMatchObject({ outcome: "sent", cycle: "2028", again: false, organization: "Paterson Tech Bridge" });
    const again = await submitPartnerApplication(db, { submissionId, application, locale: "es" }, NEW_YORK, now + 5);
    expect(again).toEqual({ ...first, again: true });
    const partners = await rows(
      db,
      sql<Record<string, unknown>>`SELECT id, "Organization_Name", "Emails", "Region", "Status", "Cycle", "Website"
         FROM "Partners"`,
    );
    expect(partners).toEqual([
      {
        id: first.outcome === "sent" ? first.partnerId : "",
        Organization_Name: "Paterson Tech Bridge",
        Emails: '["Ida@PatersonTech.example"]',
        Region: "NJ",
        Status: "Applied",
        Cycle: "2028",
        Website: "https://patersontech.example/",
      },
    ]);
    const mail = await rows(
      db,
      sql<{ recipient: string; subject: string; text_body: string; kind: string }>`
      SELECT recipient, subject, text_body, kind FROM mail_outbox`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: "Ida@PatersonTech.example", kind: "partner" });
    expect(mail[0]!.subject).toBe("Recibimos su solicitud para ser socio");
    expect(mail[0]!.text_body).toContain("entra en el ciclo de socios de 2028");
    expect(mail[0]!.text_body).toContain("EIN: 12-3456789");
    const feed = await readChangePage(db, 0);
    expect(feed.changes.map((change) => [change.kind, change.record?.Status])).toEqual([["Partners", "Applied"]]);
  });

  it("refuses the same submission id with another email, and shows nothing of the first", async () => {
    const { db } = await openTestStore(engine);
    await submitPartnerApplication(db, { submissionId, application, locale: "en" }, NEW_YORK);
    const other = { ...application, email: "someone@else.example" };
    expect(await submitPartnerApplication(db, { submissionId, application: other, locale: "en" }, NEW_YORK)).toEqual({
      outcome: "other-email",
    });
    expect(await rows(db, sql`SELECT id FROM "Partners"`)).toHaveLength(1);
  });
});
