import { expect } from "@playwright/test";
import { test } from "../support/test";
import { staffNav, staffPages } from "~/config/routes";
import { staffMessages } from "~/kits/console/staffMessages";
import { expectNoAxeViolations } from "../support/axe";
import { people } from "../support/portalFixtures";
import { portalSuite } from "../support/portalSuite";
import { emailedLink, signInAs } from "../support/portalFlow";
import { waitForLog } from "../support/server";
import { staffLinkFrom } from "../support/staffFlow";
import { notStaff, staff, staffConsole, staffConsoleEnv } from "../support/staffConsole";

/**
 * The staff console's door, with JavaScript off, against the built server, the portal's fixture records and a real
 * SMTP server on loopback: sign-in by emailed link, the wall between portal and staff sessions, and axe on every
 * staff page.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("staff-sign-in", { env: staffConsoleEnv });
const { askForLink, signInStaff } = staffConsole(suite);

test.describe("staff sign-in", () => {
  test("a listed address gets a link; an address not listed gets the same answer and no email", async ({ page }) => {
    await page.goto(`${suite.server.url}${staffPages.home.path}`);
    await expect(page).toHaveURL(new RegExp(`${staffPages.signIn.path}$`));
    const before = suite.smtp.countTo(staff);
    await askForLink(page, staff);
    const mail = await suite.smtp.waitFor(staff, { after: before });
    expect(staffLinkFrom(mail)).toContain(`${suite.server.url}/staff/continue?jwt=`);

    for (const address of [notStaff, people.approved]) {
      const since = suite.server.logs().length;
      await askForLink(page, address);
      await waitForLog(suite.server, (entry) => entry.message === "staff sign-in for an address not listed", { since });
      expect(suite.smtp.countTo(address)).toBe(0);
    }
  });

  test("the link opens the console after Continue, and works once", async ({ page }) => {
    const before = suite.smtp.countTo(staff);
    await askForLink(page, staff);
    const link = staffLinkFrom(await suite.smtp.waitFor(staff, { after: before }));
    await page.goto(link);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Staff console" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${staff}`)).toBeVisible();

    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByText(staffMessages.linkFailed)).toBeVisible();
  });

  test("a staff link does not open the portal, nor a portal link the staff console", async ({ page }) => {
    const before = suite.smtp.countTo(staff);
    await askForLink(page, staff);
    const staffJwt = new URL(staffLinkFrom(await suite.smtp.waitFor(staff, { after: before }))).searchParams.get(
      "jwt",
    )!;
    await page.goto(`${suite.server.url}/portal?recordId=${encodeURIComponent(staff)}&jwt=${staffJwt}`);
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);

    const portalJwt = new URL(await emailedLink(page, suite.server.url, suite.smtp, people.pending)).searchParams.get(
      "jwt",
    )!;
    await page.goto(`${suite.server.url}${staffPages.continue.path}?jwt=${portalJwt}`);
    await expect(page.getByText(staffMessages.linkFailed)).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  });
});

test.describe("who can open a staff page", () => {
  test("an applicant's or a donor's portal session opens no staff page and cannot upload", async ({ page }) => {
    for (const person of [people.approved, people.donor]) {
      await page.context().clearCookies();
      await signInAs(page, suite.server.url, suite.smtp, person);
      for (const staffPage of [...staffNav, staffPages.import]) {
        await page.goto(`${suite.server.url}${staffPage.path}`);
        await expect(page).toHaveURL(new RegExp(`${staffPages.signIn.path}$`));
        await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
      }
      // A large body is refused before it is read unless it comes from a staff session.
      const refused = await page.request.post(`${suite.server.url}${staffPages.import.path}`, {
        multipart: { exports: { name: "Contacts.csv", mimeType: "text/csv", buffer: Buffer.alloc(200 * 1024, "a") } },
      });
      expect(refused.status()).toBe(413);
    }
  });

  test("a staff session does not open the portal", async ({ page }) => {
    await signInStaff(page);
    await page.goto(`${suite.server.url}/portal`);
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
    await expect(page.getByText("Please enter an ID.")).toBeVisible();
  });

  test("staff pages, signed in or not, are never stored and never indexed", async ({ page }) => {
    const signedOut = await page.request.get(`${suite.server.url}${staffPages.signIn.path}`);
    expect(signedOut.headers()["cache-control"]).toBe("no-store");
    expect(signedOut.headers()["x-robots-tag"]).toContain("noindex");
    const redirected = await page.request.get(`${suite.server.url}${staffPages.mail.path}`, { maxRedirects: 0 });
    expect(redirected.status()).toBe(302);
    expect(redirected.headers()["cache-control"]).toBe("no-store");
    expect(redirected.headers()["x-robots-tag"]).toContain("noindex");

    await signInStaff(page);
    for (const staffPage of staffNav) {
      const response = await page.goto(`${suite.server.url}${staffPage.path}`);
      expect(response?.status(), staffPage.path).toBe(200);
      expect(response?.headers()["cache-control"], staffPage.path).toBe("no-store");
      expect(response?.headers()["x-robots-tag"], staffPage.path).toContain("noindex");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
  });
});

test.describe("accessibility", () => {
  // axe runs as a script in the page; the pages themselves ship no React either way.
  test.use({ javaScriptEnabled: true });
  test("the staff pages have no WCAG 2.2 A/AA violations at 360 and 1280 px", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${suite.server.url}${staffPages.signIn.path}`);
    await expectNoAxeViolations(page, staffPages.signIn.path);
    await signInStaff(page);
    for (const staffPage of staffNav) {
      await page.goto(`${suite.server.url}${staffPage.path}`);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoAxeViolations(page, `${staffPage.path} at ${width} px`);
      }
    }
  });
});
