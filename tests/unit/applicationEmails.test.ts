import { describe, expect, it } from "vitest";
import { decisionEmail } from "~/applications/server/applicationEmails.server";

/** The recommender reads the applicant's first name and last initial: a sentence never ends right after its period. */
describe("the decision email to the recommender", () => {
  for (const locale of ["en", "es"] as const) {
    it(`names "María N." without a double period (${locale})`, () => {
      const email = decisionEmail(locale, { recommenderFirst: "Ana", applicant: "María Núñez" });
      expect(email.text).toContain("María N.:");
      expect(email.text).not.toContain("N..");
      expect(email.html).not.toContain("N..");
    });
  }
});
