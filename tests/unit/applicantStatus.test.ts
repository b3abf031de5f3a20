import { describe, expect, it } from "vitest";
import * as es from "~/portal/content/es/words";
import {
  applicantSteps,
  isDenied,
  possibleDenialReasons,
  progressSteps,
  statusMessage,
} from "~/kits/records/applicantStatus";

describe("the applicant progress bar", () => {
  it("has the six steps of the original progress bar in order, with their displayed labels", () => {
    expect(applicantSteps.map((step) => step.label)).toEqual([
      "Application Submitted",
      "Recommendation Received",
      "Pending Review",
      "Application Denied",
      "Application Approved",
      "Delivered",
    ]);
  });

  it("highlights every step up to the current one and marks only the current one", () => {
    const steps = progressSteps("Applicants to approve");
    expect(steps.map((step) => step.reached)).toEqual([true, true, true, false, false, false]);
    expect(steps.filter((step) => step.current).map((step) => step.label)).toEqual(["Pending Review"]);
  });

  it("can highlight 'Recommendation Received' (a real status, unlike the original bar)", () => {
    const steps = progressSteps("Recommendation Received");
    expect(steps[1]).toEqual({ label: "Recommendation Received", reached: true, current: true });
    expect(steps.slice(2).every((step) => !step.reached)).toBe(true);
  });

  it("highlights nothing for a status it does not know", () => {
    expect(progressSteps("Something else").some((step) => step.reached || step.current)).toBe(false);
    expect(progressSteps(null).some((step) => step.reached)).toBe(false);
  });

  it("is red only for a denied application", () => {
    expect(isDenied("Denied Applicant")).toBe(true);
    expect(isDenied(" Denied Applicant ")).toBe(true);
    expect(isDenied("Client")).toBe(false);
  });
});

describe("the status message", () => {
  it("waits for the recommender's letter when none has arrived", () => {
    expect(statusMessage("Applicants No Recommendation", {})?.text).toMatch(/recommender's letter/);
  });

  it("gives the denial reason, or 'Not specified', and the four possible reasons", () => {
    const given = statusMessage("Denied Applicant", { Denial_Reason: "Outside NJ" });
    expect(given?.denialReason).toBe("Outside NJ");
    expect(given?.possibleReasons).toHaveLength(4);
    expect(statusMessage("Denied Applicant", { Denial_Reason: "  " })?.denialReason).toBe("Not specified");
  });

  it("gives one of the four standard reasons in the page's language, whatever its case, spacing or full stop", () => {
    possibleDenialReasons.forEach((reason, index) => {
      expect(statusMessage("Denied Applicant", { Denial_Reason: reason }, es.statuses)?.denialReason).toBe(
        es.applicantPage.possibleReasons[index],
      );
      expect(statusMessage("Denied Applicant", { Denial_Reason: reason })?.denialReason).toBe(reason);
    });
    const loose = `  ${possibleDenialReasons[3].toUpperCase().replace(/\.$/, "").replace(/ /g, "  ")} `;
    expect(statusMessage("Denied Applicant", { Denial_Reason: loose }, es.statuses)?.denialReason).toBe(
      "No se cumplieron los requisitos de ingresos.",
    );
    expect(statusMessage("Denied Applicant", { Denial_Reason: loose })?.denialReason).toBe(possibleDenialReasons[3]);
    // Any other reason is the CRM's own text, shown as stored in every language.
    expect(statusMessage("Denied Applicant", { Denial_Reason: " Income too high " }, es.statuses)?.denialReason).toBe(
      "Income too high",
    );
    expect(statusMessage("Denied Applicant", { Denial_Reason: null }, es.statuses)?.denialReason).toBe(
      "No se especificó",
    );
  });

  it("names the nominating organization on delivery, or 'your nominating organization'", () => {
    expect(statusMessage("Client", { Nominating_Organization: "Hoboken Family Center" })?.text).toContain(
      "Hoboken Family Center",
    );
    expect(statusMessage("Client", { Nominating_Organization: null })?.text).toContain("your nominating organization");
  });

  it("has a message for every status of the bar, and none for an unknown one", () => {
    for (const step of applicantSteps) expect(statusMessage(step.value, {})?.title).toBe(step.label);
    expect(statusMessage("unknown", {})).toBeNull();
  });
});
