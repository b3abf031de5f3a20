import { describe, expect, it } from "vitest";
import { mixesScripts } from "~/kits/forms/letterScripts";
import { organizationKey } from "~/kits/records/partnerNames.server";
import { readPartnerApplication } from "~/partners/partnerApplicationForm";
import { readPartnerDetails } from "~/partners/partnerDetailsForm";

/** Issue 45: two partner names that look the same are one name, and a name that mixes alphabets is refused. */
const hoboken = organizationKey("Hoboken Family Center");

describe("partner names compared by how they look (the confusable skeleton of Unicode TR 39)", () => {
  it("makes a look-alike the same name: a Cyrillic or Greek letter, rn for m, 0 for O", () => {
    for (const lookAlike of [
      "Hоboken Family Center", // Cyrillic о
      "Hοboken Family Center", // Greek ο
      "Hoboken Farnily Center",
      "H0BOKEN family center",
      "ＨＯＢＯＫＥＮ Family Center", // full-width letters
    ])
      expect(organizationKey(lookAlike), lookAlike).toBe(hoboken);
  });

  it("keeps names that only differ in case, spacing, punctuation and accents as one, and others apart", () => {
    expect(organizationKey("  hoboken-FAMILY   center. ")).toBe(hoboken);
    expect(organizationKey("Centro Familiar Peña")).toBe(organizationKey("centro familiar pena"));
    expect(organizationKey("Hoboken Family Centre")).not.toBe(hoboken);
    expect(organizationKey("Newark Family Center")).not.toBe(hoboken);
  });
});

describe("a name that mixes alphabets", () => {
  it("is refused when Latin letters meet Cyrillic or Greek ones", () => {
    expect(mixesScripts("Hоboken Family Center")).toBe(true);
    expect(mixesScripts("Hοboken Family Center")).toBe(true);
    expect(mixesScripts("Café Αθήνα")).toBe(true);
  });

  it("is not one made of one alphabet with digits, punctuation and accents, nor Japanese", () => {
    for (const name of [
      "Centro Familiar Peña",
      "Hoboken Family Center #2",
      "Ünïón São-Tomé",
      "Дом Надежды",
      "東京こども食堂",
    ])
      expect(mixesScripts(name), name).toBe(false);
  });

  it("is refused with its own sentence by the partner application and the renewal; Peña is read", () => {
    const application = {
      organization: "Hоboken Family Center",
      ein: "12-3456789",
      region: "NJ",
      address: "1 River St, Hoboken, NJ 07030",
      contactName: "Rosa Díaz",
      email: "rosa@example.org",
      phone: "(201) 555-0101",
      services: "Classes.",
      distribution: "At our office.",
      confirmMission: "yes",
      confirmDistribution: "yes",
    };
    expect(readPartnerApplication(application)).toEqual({
      ok: false,
      errors: { organization: "organizationScripts" },
    });
    expect(readPartnerApplication({ ...application, organization: "Centro Familiar Peña" })).toMatchObject({
      ok: true,
      value: { organization: "Centro Familiar Peña" },
    });
    const details = { ...application, emails: "rosa@example.org" };
    expect(readPartnerDetails(details)).toEqual({ ok: false, errors: { organization: "organizationScripts" } });
    expect(readPartnerDetails({ ...details, organization: "Centro Familiar Peña" })).toMatchObject({ ok: true });
  });
});
