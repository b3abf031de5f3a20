import { describe, expect, it } from "vitest";
import { applicantGuidance, signedOutView } from "~/portal/portalGuidanceView";
import { messages as portalMessages } from "~/kits/signIn/content/en/words";

describe("the portal's guidance", () => {
  it("gives a denied applicant next steps naming their organisation, with links to apply and contact", () => {
    const { steps, nextSteps } = applicantGuidance({
      Status: "Denied Applicant",
      Nominating_Organization: "Hoboken Family Center",
    });
    expect(steps.at(-1)).toMatchObject({
      label: "Application Denied",
      state: "current",
      stateText: "Current step",
      denied: true,
    });
    expect(nextSteps?.heading).toBe("What you can do next");
    expect(nextSteps?.items.map((item) => item.link?.to).filter(Boolean)).toEqual(["/apply", "/contact"]);
    expect(nextSteps?.items.some((item) => item.text.includes("Hoboken Family Center"))).toBe(true);
  });

  it("tells an approved applicant the computer goes to their organisation, or 'your nominating organization'", () => {
    expect(
      applicantGuidance({ Status: "Approved Applicants", Nominating_Organization: "Library" }).nextSteps?.items[0]
        ?.text,
    ).toContain("delivered to Library");
    expect(
      applicantGuidance({ Status: "Approved Applicants", Nominating_Organization: " " }).nextSteps?.items[0]?.text,
    ).toContain("delivered to your nominating organization");
  });

  it("has no next steps before a decision or after delivery", () => {
    for (const Status of [
      "Applicants No Recommendation",
      "Recommendation Received",
      "Applicants to approve",
      "Client",
    ]) {
      expect(applicantGuidance({ Status }).nextSteps).toBeNull();
    }
  });

  it("explains an unusable link with its 15 minutes and single use, and otherwise points to sign-in", () => {
    expect(signedOutView(portalMessages.tokenFailed, 15)).toEqual({
      explanation:
        "Your sign-in link may have expired (each link works for 15 minutes) or may have been used already (each works once).",
      link: { text: "Sign in to get a new link", to: "/auth" },
    });
    expect(signedOutView(portalMessages.noRecordId, 15)).toEqual({
      explanation: null,
      link: { text: "Go to the sign-in page", to: "/auth" },
    });
  });
});
