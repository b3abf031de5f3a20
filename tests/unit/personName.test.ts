import { describe, expect, it } from "vitest";
import { readAbout, readRecommender } from "~/applications/answers";
import { applicationWordsIn } from "~/applications/words";
import { hasHiddenCharacters } from "~/kits/forms/personName";
import { readDonor } from "~/donations/answers";
import { donationWordsIn } from "~/donations/words";
import { readPartnerApplication } from "~/partners/partnerApplicationForm";
import { partnerWordsIn } from "~/partners/partnerApplicationWords";

/**
 * Names no one can read as typed: only zero-width characters, or text turned around by a direction control (a
 * left-to-right or Arabic mark too, since issue 45).
 */
const hidden = [
  "\u200B\u200B",
  "\u200C\u200D\u2060",
  "\uFEFF \u200B",
  "\u3164",
  "Ana \u202Eareb",
  "\u202Dana",
  "Ana\u2067 Berg\u2069",
  "\u202ALuis\u202C",
  "Rosa\u200E Díaz",
];
/** Names that are names: accents, scripts written right to left, a joiner inside a word. */
const names = ["María José Núñez", "O'Brien-Smith", "محمد علي", "ישראל כהן", "क्षत्रिय", "李小龍"];

describe("a name a reader cannot see as typed is refused, in every form that asks for one", () => {
  it("tells hidden names from real ones", () => {
    for (const name of hidden) expect(hasHiddenCharacters(name), JSON.stringify(name)).toBe(true);
    for (const name of names) expect(hasHiddenCharacters(name), name).toBe(false);
  });

  it("the application's name, the recommender's names, the donor's and the partner's contact's", () => {
    const about = { email: "ana@example.org", language: "en", phone: "" };
    const recommender = {
      organization: "not-listed",
      organizationOther: "Hoboken Family Center",
      email: "r@example.org",
    };
    const donor = { email: "dana@example.org", phone: "(201) 555-0199", company: "" };
    const partner = {
      organization: "Paterson Tech Bridge",
      ein: "12-3456789",
      region: "NJ",
      address: "80 Main St, Paterson, NJ 07505",
      website: "",
      email: "ida@patersontech.example",
      phone: "(973) 555-0206",
      services: "Job training.",
      distribution: "At our front desk.",
      confirmMission: "yes",
      confirmDistribution: "yes",
    };
    for (const name of hidden) {
      expect(readAbout({ ...about, fullName: name })).toEqual({ ok: false, errors: { fullName: "nameCharacters" } });
      expect(readRecommender({ ...recommender, firstName: name, lastName: name }, [], undefined)).toEqual({
        ok: false,
        errors: { firstName: "nameCharacters", lastName: "nameCharacters" },
      });
      expect(readDonor({ ...donor, name })).toEqual({ ok: false, errors: { name: "nameCharacters" } });
      expect(readPartnerApplication({ ...partner, contactName: name })).toEqual({
        ok: false,
        errors: { contactName: "nameCharacters" },
      });
    }
    for (const name of names) {
      expect(readAbout({ ...about, fullName: name }).ok, name).toBe(true);
      expect(readRecommender({ ...recommender, firstName: name, lastName: name }, [], undefined).ok, name).toBe(true);
      expect(readDonor({ ...donor, name }).ok, name).toBe(true);
      expect(readPartnerApplication({ ...partner, contactName: name }).ok, name).toBe(true);
    }
  });

  it("says why in English and in Spanish", () => {
    for (const locale of ["en", "es"] as const) {
      for (const sentence of [
        applicationWordsIn(locale).errors.nameCharacters,
        donationWordsIn(locale).errors.nameCharacters,
        partnerWordsIn(locale).errors.nameCharacters,
      ]) {
        expect(sentence).toMatch(locale === "en" ? /^A name needs letters/ : /^Un nombre necesita letras/);
      }
    }
  });
});
