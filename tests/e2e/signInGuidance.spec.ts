import { expect } from "@playwright/test";
import { test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { messages as portalMessages } from "~/kits/signIn/content/en/words";
import { people } from "../support/portalFixtures";
import { emailedLink, openLink } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { nuErrors } from "../support/nuChecker";
import { nuCollector } from "../support/pageChecks";
import { signInPlaceLinks } from "~/config/signInPlaces";
import * as placesEn from "~/content/signInPlaces";
import * as placesEs from "~/content/es/signInPlaces";
import { navigationWords as navEn } from "~/content/navigation";
import { navigationWords as navEs } from "~/content/es/navigation";

/** The sign-in messages around the spec's texts, as a person reads them on a phone. */
test.describe.configure({ mode: "default" });
const suite = portalSuite("sign-in-guidance");

for (const javaScriptEnabled of [false, true]) {
  test.describe(`on a 360 px phone with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test("the email field has a visible label, and after Unlock the page says where the link went, for how long, and about spam", async ({
      page,
    }) => {
      await page.goto(`${suite.server.url}/auth`);
      const label = page.locator('label[for="email"]');
      await expect(label).toBeVisible();
      await expect(label).toHaveText("Your email address");
      await page.getByLabel("Your email address").fill(people.pending);
      await page.getByRole("button", { name: "Unlock" }).click();
      const status = page.getByRole("status");
      await expect(status.getByText(portalMessages.signInSent, { exact: true })).toBeVisible();
      // It says a link goes only to an address it knows, without saying whether this one is (issue 45).
      await expect(status).toContainText(
        `We send a sign-in link only to an address given on an application, a donation of computers or money, or a volunteer shift. If ${people.pending} is one of them, the link is on its way to it.`,
      );
      await expect(status).toContainText("The link in the email works for 15 minutes, and only once.");
      await expect(status).toContainText("Check your spam or junk folder");
      await expect(status).toContainText(
        "An email can take a few minutes to arrive. Several requests in a row are held: one address gets at most 3 links in 15 minutes, so asking again sooner sends nothing new.",
      );
      await expect(status).toContainText(
        "Caseworkers of partner organizations and Shield internet subscribers get no link from this page. They sign in here:",
      );
      await expect(status.getByRole("link", { name: "Sign in to the partner portal" })).toHaveAttribute(
        "href",
        "/partners",
      );
      await expect(status.getByRole("link", { name: "Sign in to your Shield account" })).toHaveAttribute(
        "href",
        "/shield/account",
      );
      // The spec's sentence comes first, the explanation follows it.
      expect((await status.innerText()).indexOf(portalMessages.signInSent)).toBe(0);
      await suite.smtp.waitFor(people.pending);
    });

    test("a used link says it may have expired or been used, and links to a new sign-in", async ({ page }) => {
      const link = await emailedLink(page, suite.server.url, suite.smtp, people.submitted);
      await openLink(page, link);
      await page.goto(link);
      await expect(page.getByText(portalMessages.tokenFailed, { exact: true })).toBeVisible();
      await expect(
        page.getByText(
          /may have expired \(each link works for 15 minutes\) or may have been used already \(each works once\)/,
        ),
      ).toBeVisible();
      await page.getByRole("link", { name: "Sign in to get a new link" }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the digital portal");
    });

    test("a link whose token is not valid (expired or altered) gets the same explanation", async ({ page }) => {
      await page.goto(`${suite.server.url}/portal?recordId=C-1&jwt=not.a.token`);
      await expect(page.getByText(portalMessages.tokenFailed, { exact: true })).toBeVisible();
      await expect(page.getByText(/may have expired/)).toBeVisible();
      await expect(page.getByRole("link", { name: "Sign in to get a new link" })).toHaveAttribute("href", "/auth");
    });

    test("/portal without a session says 'Please enter an ID.' and links to the sign-in page", async ({ page }) => {
      await page.goto(`${suite.server.url}/portal`);
      await expect(page.getByText(portalMessages.noRecordId, { exact: true })).toBeVisible();
      await page.getByRole("link", { name: "Go to the sign-in page" }).click();
      await expect(page).toHaveURL(/\/auth$/);
    });
  });
}

test.describe("who signs in where, with JavaScript off on a 360 px phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("/auth, /partner and the footer lead each kind of person to their own sign-in, in both languages", async ({
    page,
  }) => {
    const nu = nuCollector("sign-in-places");
    for (const [prefix, words, nav] of [
      ["", placesEn.signInPlaces, navEn],
      ["/es", placesEs.signInPlaces, navEs],
    ] as const) {
      const at = (path: string) => `${prefix}${path}`;
      // Every kind of person has a sentence and a link on both pages; on /auth, the portal's own say "this page".
      for (const [pagePath, here] of [
        ["/auth", "/auth"],
        ["/partner", null],
      ] as const) {
        await page.goto(`${suite.server.url}${at(pagePath)}`);
        nu.keep(`${prefix}${pagePath}`, await page.content());
        for (const { key, to } of signInPlaceLinks) {
          const item = page.locator(`#sign-in-${key}`);
          await expect(item, key).toContainText(`${words.places[key].who} ${words.places[key].text}`);
          if (to === here) await expect(item).toContainText(words.here);
          else
            await expect(item.getByRole("link", { name: words.places[key].linkText })).toHaveAttribute("href", at(to));
        }
      }
      // On /partner the caseworkers come first, and the hero leads them to their portal's sign-in.
      await expect(page.locator("#where-to-sign-in li").first()).toHaveAttribute("id", "sign-in-caseworker");
      await page
        .getByRole("link", { name: prefix ? "Personal de socios: inicie sesión" : "Caseworkers: sign in" })
        .click();
      await expect(page).toHaveURL(`${suite.server.url}${at("/partners")}`);
      await expect(page.locator("h1")).toHaveText(prefix ? "Portal de socios" : "Partner portal");
      // The footer's sign-in column names each kind of person; the ones with no sign-in of their own go to /auth's list.
      const footer = page.locator("footer");
      const column = footer.locator("div").filter({ has: page.getByRole("heading", { name: nav.signIn }) });
      for (const [label, to] of [
        [nav.portalEntry, "/auth"],
        [nav.partnerPortal, "/partners"],
        [nav.shieldAccount, "/shield/account"],
        [nav.otherSignIns, "/auth#where-to-sign-in"],
      ] as const)
        await expect(column.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", at(to));
      await column.getByRole("link", { name: nav.shieldAccount }).click();
      await expect(page).toHaveURL(`${suite.server.url}${at("/shield/account")}`);
      nu.keep(`${prefix}-shield-account`, await page.content());
      await page.goto(`${suite.server.url}${at("/")}`);
      await page.locator("footer").getByRole("link", { name: nav.otherSignIns }).click();
      await expect(page.locator("#sign-in-student")).toBeVisible();
      await expect(page.locator("#sign-in-money-donor")).toBeVisible();
    }
    expect(await nuErrors(nu.files)).toEqual([]);
  });
});

test.describe("with JavaScript on", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("Continue loads a whole new page, also when the link cannot be used", async ({ page }) => {
    const link = await emailedLink(page, suite.server.url, suite.smtp, people.recommended);
    // A second tab holds the same link open, so its Continue comes after the link has been used.
    const second = await page.context().newPage();
    await second.goto(link);
    await openLink(page, link);
    await expect(page.getByRole("heading", { level: 1, name: "Applicant Tracker" })).toBeVisible();
    await page.close();
    // The second tab's form belongs to no session; the first tab's sign-in opened one, whose forms it is not.
    await second.context().clearCookies({ name: "portal_session" });
    await second.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
    await second.getByRole("button", { name: "Continue" }).click();
    await expect(second.getByText(portalMessages.tokenFailed, { exact: true })).toBeVisible();
    await expect(second.getByRole("heading", { level: 1, name: "Digital portal" })).toBeVisible();
    expect(await second.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBeUndefined();
  });

  test("the sign-in page after Unlock and the signed-out page pass axe's WCAG A/AA rules", async ({ page }) => {
    await page.goto(`${suite.server.url}/auth`);
    await page.getByLabel("Your email address").fill("nobody@fixture.test");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByText(portalMessages.signInSent)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${suite.server.url}/portal?recordId=C-1&jwt=not.a.token`);
    await expect(page.getByText(/may have expired/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
