/** While a sign-in email is on its way: the button says so, and an SMTP outage delays the email without losing it. */
import { expect } from "@playwright/test";
import { test } from "../support/test";
import { people } from "../support/portalFixtures";
import { withMailOutage } from "../support/mailOutage";
import { portalSuite } from "../support/portalSuite";
import { openLink, requestLink } from "../support/portalFlow";
import { waitForLog } from "../support/server";
import { signInLinkFrom } from "../support/smtpCapture";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const suite = portalSuite("portal-sign-in-sending");

test.describe("with JavaScript on", () => {
  test.use({ javaScriptEnabled: true });

  test("the Unlock button reads 'Sending...' and is disabled while the request is on its way", async ({ page }) => {
    // The post is held until the test has looked at the button, however slow the machine, then let through.
    let releasePost!: () => void;
    const postReleased = new Promise<void>((resolve) => (releasePost = resolve));
    await page.route("**/auth**", async (route) => {
      if (route.request().method() === "POST") await postReleased;
      await route.continue();
    });
    await page.goto(`${suite.server.url}/auth`);
    // The pending state comes from the page's enhancement script: wait until it has run.
    await page.waitForLoadState("load");
    await page.getByPlaceholder("Enter email").fill(people.donor);
    // The post is a page navigation, and Playwright's queries wait for navigations to end: the press and the look
    // at the button happen inside the page, while the post is on its way.
    const whileSending = await page
      .getByRole("button", { name: "Unlock" })
      .evaluate(async (button: HTMLButtonElement) => {
        button.click();
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { text: button.textContent, disabled: button.disabled };
      })
      .finally(releasePost);
    expect(whileSending).toEqual({ text: "Sending...", disabled: true });
    await expect(page.getByText("we have sent you an email to login")).toBeVisible();
    await expect(page.getByRole("button", { name: "Unlock" })).toBeEnabled();
    signInLinkFrom(await suite.smtp.waitFor(people.donor));
  });
});

test.describe("mail outage", () => {
  test("a sign-in while the SMTP server is down is delivered once it comes back, without a restart", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    await withMailOutage("portal-outage", {}, async ({ server: outage, smtpComesBack }) => {
      const page = await browser.newPage({ javaScriptEnabled: false });
      await requestLink(page, outage.url, people.client);
      const late = await smtpComesBack();
      const mail = await late.waitFor(people.client, { timeoutMs: 40_000 });
      await openLink(page, signInLinkFrom(mail));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
      // Once the sender has recorded the message as sent it never picks it up again: a second copy would be here by now.
      await waitForLog(outage, (entry) => entry.message === "mail sent" && entry.to === "c***@fixture.test");
      expect(late.countTo(people.client)).toBe(1);
      expect(outage.logs()).toContain("mail not sent, will retry");
      await page.close();
    });
  });
});
