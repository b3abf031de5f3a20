import { describe, expect, it } from "vitest";
import { trackerWords } from "~/portal/content/en/guidance";
import { decisionOf, stepStateText, trackerSteps } from "~/portal/trackerSteps";

const drawn = (status: string | null) => trackerSteps(status).map((step) => `${step.label}: ${step.state}`);

/** The steps up to the committee's review, the same for every application. */
const untilReview = ["Application Submitted", "Recommendation Received", "Pending Review"];
const undecided = [...untilReview, "Decision", "Delivered"];
const approved = [...untilReview, "Application Approved", "Delivered"];

/** The steps as the tracker must draw them when the application is at `labels[current]`: done before, upcoming after. */
const at = (labels: string[], current: number) =>
  labels.map((label, index) => `${label}: ${index < current ? "done" : index === current ? "current" : "upcoming"}`);

describe("the steps the tracker draws", () => {
  it("shows a submitted application its step as current and an undecided 'Decision' ahead, never 'Application Denied'", () => {
    expect(drawn("Applicants No Recommendation")).toEqual(at(undecided, 0));
  });

  it("marks 'Recommendation Received' current once the letter is in (a real step, unlike the original bar)", () => {
    expect(drawn("Recommendation Received").slice(0, 3)).toEqual(at(untilReview, 1));
  });

  it("keeps the decision open while the committee reviews", () => {
    expect(drawn("Applicants to approve")).toEqual(at(undecided, 2));
  });

  it("ends a denied application at 'Application Denied', with no approval or delivery after it", () => {
    expect(drawn("Denied Applicant")).toEqual(at([...untilReview, "Application Denied"], 3));
    expect(trackerSteps("Denied Applicant").at(-1)?.denied).toBe(true);
  });

  it("never shows 'Application Denied' to an approved or delivered applicant", () => {
    expect(drawn("Approved Applicants")).toEqual(at(approved, 3));
    expect(drawn("Client")).toEqual(at(approved, 4));
    expect(trackerSteps("Client").some((step) => step.denied)).toBe(false);
  });

  it("draws every step as upcoming for a status it does not know", () => {
    for (const status of ["Something else", null]) {
      expect(trackerSteps(status).every((step) => step.state === "upcoming")).toBe(true);
      expect(trackerSteps(status).map((step) => step.label)).toContain(trackerWords.pendingDecision);
    }
  });

  it("says each state in words", () => {
    expect(["done", "current", "upcoming"].map((state) => stepStateText(state as "done"))).toEqual([
      "Done",
      "Current step",
      "Upcoming",
    ]);
  });
});

describe("the decision behind the next steps", () => {
  it("reads each status's decision", () => {
    expect(
      [
        "Applicants No Recommendation",
        "Recommendation Received",
        "Applicants to approve",
        "Denied Applicant",
        "Approved Applicants",
        "Client",
        "?",
      ].map(decisionOf),
    ).toEqual(["undecided", "undecided", "undecided", "denied", "approved", "delivered", "undecided"]);
  });
});
