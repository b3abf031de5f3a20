import { describe, expect, it } from "vitest";
import { trackerWords } from "~/content/portalGuidance";
import { decisionOf, stepStateText, trackerSteps } from "~/portal/trackerSteps";

const drawn = (status: string | null) => trackerSteps(status).map((step) => `${step.label}: ${step.state}`);

describe("the steps the tracker draws", () => {
  it("shows a submitted application its step as current and an undecided 'Decision' ahead, never 'Application Denied'", () => {
    expect(drawn("Applicants No Recommendation")).toEqual([
      "Application Submitted: current",
      "Recommendation Received: upcoming",
      "Pending Review: upcoming",
      "Decision: upcoming",
      "Delivered: upcoming",
    ]);
  });

  it("marks 'Recommendation Received' current once the letter is in (a real step, unlike the original bar)", () => {
    expect(drawn("Recommendation Received").slice(0, 3)).toEqual([
      "Application Submitted: done",
      "Recommendation Received: current",
      "Pending Review: upcoming",
    ]);
  });

  it("keeps the decision open while the committee reviews", () => {
    expect(drawn("Applicants to approve")).toEqual([
      "Application Submitted: done",
      "Recommendation Received: done",
      "Pending Review: current",
      "Decision: upcoming",
      "Delivered: upcoming",
    ]);
  });

  it("ends a denied application at 'Application Denied', with no approval or delivery after it", () => {
    const steps = trackerSteps("Denied Applicant");
    expect(steps.map((step) => `${step.label}: ${step.state}`)).toEqual([
      "Application Submitted: done",
      "Recommendation Received: done",
      "Pending Review: done",
      "Application Denied: current",
    ]);
    expect(steps.at(-1)?.denied).toBe(true);
  });

  it("never shows 'Application Denied' to an approved or delivered applicant", () => {
    expect(drawn("Approved Applicants")).toEqual([
      "Application Submitted: done",
      "Recommendation Received: done",
      "Pending Review: done",
      "Application Approved: current",
      "Delivered: upcoming",
    ]);
    expect(drawn("Client")).toEqual([
      "Application Submitted: done",
      "Recommendation Received: done",
      "Pending Review: done",
      "Application Approved: done",
      "Delivered: current",
    ]);
    expect(trackerSteps("Client").some((step) => step.denied)).toBe(false);
  });

  it("draws every step as upcoming for a status it does not know", () => {
    for (const status of ["Something else", null]) {
      expect(trackerSteps(status).every((step) => step.state === "upcoming")).toBe(true);
      expect(trackerSteps(status).map((step) => step.label)).toContain(trackerWords.pendingDecision);
    }
  });

  it("says each state in words", () => {
    expect(["done", "current", "upcoming"].map((state) => stepStateText(state as "done"))).toEqual(["Done", "Current step", "Upcoming"]);
  });
});

describe("the decision behind the next steps", () => {
  it("reads each status's decision", () => {
    expect(
      ["Applicants No Recommendation", "Recommendation Received", "Applicants to approve", "Denied Applicant", "Approved Applicants", "Client", "?"].map(decisionOf),
    ).toEqual(["undecided", "undecided", "undecided", "denied", "approved", "delivered", "undecided"]);
  });
});
