import { expect, type Page } from "@playwright/test";
import { test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { people } from "../support/portalFixtures";
import { signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";

/**
 * The tracker as each applicant reads it on a phone: the decision is one step named for its outcome,
 * every step says in words whether it is done, current or upcoming, and a decision comes with next steps.
 */
test.describe.configure({ mode: "default" });
const suite = portalSuite("tracker-steps");

const bar = (page: Page) => page.getByRole("list", { name: "Application progress" });
/** Each step as a person reads it: its label and its state in words (the step number is decoration). */
const stepsRead = (page: Page) =>
  bar(page)
    .locator("li")
    .evaluateAll((items) =>
      items.map((li) =>
        (li as HTMLElement).innerText
          .replace(/^\d+\s*/, "")
          .replace(/\s+/g, " ")
          .replace(/ :/g, ":")
          .trim(),
      ),
    );

/** A denied applicant reads what to do next, with links to apply again and to contact us. */
async function deniedNextSteps(page: Page, javaScriptEnabled: boolean) {
  await expect(bar(page)).not.toContainText("Application Approved");
  await expect(bar(page)).not.toContainText("Delivered");
  const next = page.getByRole("region", { name: "What you can do next" });
  await expect(next).toContainText("Apply again in a later application cycle");
  await expect(next).toContainText("Ask Org, who nominated you");
  await expect(next.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await next.getByRole("link", { name: "Apply for a computer" }).click();
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.locator("main h1")).toBeVisible();
}

/** An approved applicant reads where the computer goes and that they will be contacted. */
async function approvedNextSteps(page: Page, javaScriptEnabled: boolean) {
  const next = page.getByRole("region", { name: "What you can do next" });
  await expect(next).toContainText(
    "Your computer will be delivered to Org, your nominating organization, and you will pick it up there.",
  );
  await expect(next).toContainText("you will be contacted when your computer is ready");
  await expect(next.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  if (javaScriptEnabled) await expectNoAxeViolations(page);
}

const expected = {
  [people.submitted]: [
    "Application Submitted: Current step",
    "Recommendation Received: Upcoming",
    "Pending Review: Upcoming",
    "Decision: Upcoming",
    "Delivered: Upcoming",
  ],
  [people.recommended]: [
    "Application Submitted: Done",
    "Recommendation Received: Current step",
    "Pending Review: Upcoming",
    "Decision: Upcoming",
    "Delivered: Upcoming",
  ],
  [people.pending]: [
    "Application Submitted: Done",
    "Recommendation Received: Done",
    "Pending Review: Current step",
    "Decision: Upcoming",
    "Delivered: Upcoming",
  ],
  [people.denied]: [
    "Application Submitted: Done",
    "Recommendation Received: Done",
    "Pending Review: Done",
    "Application Denied: Current step",
  ],
  [people.approved]: [
    "Application Submitted: Done",
    "Recommendation Received: Done",
    "Pending Review: Done",
    "Application Approved: Current step",
    "Delivered: Upcoming",
  ],
  [people.client]: [
    "Application Submitted: Done",
    "Recommendation Received: Done",
    "Pending Review: Done",
    "Application Approved: Done",
    "Delivered: Current step",
  ],
};

for (const javaScriptEnabled of [false, true]) {
  test.describe(`on a 360 px phone with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    for (const [email, steps] of Object.entries(expected)) {
      test(`${email} reads ${steps.length} steps, each with its state, the current one marked, and the decision's next steps`, async ({
        page,
      }) => {
        await signInAs(page, suite.server.url, suite.smtp, email);
        await expect.poll(() => stepsRead(page)).toEqual(steps);
        const current = steps.find((step) => step.endsWith(": Current step"))!.replace(/: Current step$/, "");
        await expect(bar(page).locator('[aria-current="step"]')).toHaveCount(1);
        await expect(bar(page).locator('[aria-current="step"]')).toContainText(current);
        // The accessibility tree says the state too, not only the colour.
        const tree = (await bar(page).ariaSnapshot()).replace(/\s+:/g, ":");
        for (const step of steps) expect(tree).toContain(step);
        if (email !== people.denied) expect(tree).not.toContain("Denied");
        // Each address signs in once per run and mode (the sign-in email limit is 3 per address per 15 minutes), so
        // the next steps are read in the same visit.
        if (email === people.denied) await deniedNextSteps(page, javaScriptEnabled);
        else if (email === people.approved) await approvedNextSteps(page, javaScriptEnabled);
        else await expect(page.getByRole("region", { name: "What you can do next" })).toHaveCount(0);
      });
    }

    test("a donor without recorded devices reads that nothing is recorded yet and whom to contact", async ({
      page,
    }) => {
      await signInAs(page, suite.server.url, suite.smtp, people.emptyDonor);
      const none = page.getByRole("region", { name: "No computers recorded yet" });
      await expect(none).toContainText("Nothing has been recorded for your donation yet.");
      await expect(none).toContainText("hello@example.org");
      await expect(none.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });
}

test.describe("with JavaScript on, every portal step is a whole page", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("after Continue and after a portal navigation the browser loads a new page, without React", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.donor);
    await expect(page.getByRole("heading", { level: 1, name: "Donor Details" })).toBeVisible();
    expect(await page.locator('script[src^="/build/"]').count()).toBe(0);
    // A mark left on this page is gone after the navigation: a new document, read from its top.
    await page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2$/);
    expect(await page.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBeUndefined();
    await expect(page.getByRole("heading", { level: 1, name: "Donor Details" })).toBeVisible();
  });
});
