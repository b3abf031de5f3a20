/** A sign-in link works once, after Continue, and a form works only in the session it was opened in. */
import { expect } from "@playwright/test";
import { test } from "../support/test";
import { people } from "../support/portalFixtures";
import { portalSuite } from "../support/portalSuite";
import { emailedLink, hiddenFormFields, openLink, signInAs } from "../support/portalFlow";
import { spanishSignIn } from "../support/spanishPortal";
import { nuErrors } from "../support/nuChecker";
import { nuCollector } from "../support/pageChecks";
import { portalPage as portalEn } from "~/portal/content/en/words";
import { portalPage as portalEs } from "~/portal/content/es/words";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const suite = portalSuite("portal-sign-in-links");

const tokenError = "Error fetching data. Please try again.";

test.describe("sign-in links", () => {
  test("a link opened (as a mail scanner would) is not used up until Continue is pressed, and works once", async ({
    page,
  }) => {
    const link = await emailedLink(page, suite.server.url, suite.smtp, people.approved);
    const prefetch = await page.request.get(link);
    expect(prefetch.status()).toBe(200);
    expect(prefetch.headers()["cache-control"]).toBe("no-store");
    await openLink(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
    const cookie = (await page.context().cookies()).find((c) => c.name === "portal_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false });

    await page.goto(link);
    await expect(page.getByText(tokenError)).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  });

  test("a replayed Continue post is refused", async ({ page }) => {
    const link = await emailedLink(page, suite.server.url, suite.smtp, people.pending);
    await page.goto(link);
    const fields = hiddenFormFields(await page.content());
    const url = new URL(link);
    const form = {
      ...fields,
      intent: "continue",
      recordId: url.searchParams.get("recordId")!,
      jwt: url.searchParams.get("jwt")!,
    };
    const first = await page.request.post(`${suite.server.url}/portal`, { form, maxRedirects: 0 });
    expect(first.status()).toBe(302);
    // Sent again as it was the first time, without the session the first post opened (whose forms it does not belong to).
    await page.context().clearCookies({ name: "portal_session" });
    const second = await page.request.post(`${suite.server.url}/portal`, { form, maxRedirects: 0 });
    expect(second.status()).toBe(400);
    expect(await second.text()).toContain(tokenError);
  });

  test("a tampered, re-pointed, unsigned or missing token shows the spec's error", async ({ page }) => {
    const link = await emailedLink(page, suite.server.url, suite.smtp, people.submitted);
    const url = new URL(link);
    const token = url.searchParams.get("jwt")!;
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`;
    const repointedPayload = Buffer.from(JSON.stringify({ ...claims, sub: "C-8" })).toString("base64url");
    const variants = [
      `/portal?recordId=C-1&jwt=${flipped}`,
      `/portal?recordId=C-8&jwt=${token}`,
      `/portal?recordId=C-8&jwt=${header}.${repointedPayload}.${signature}`,
      `/portal?recordId=C-1&jwt=${unsigned}`,
      `/portal?recordId=C-1`,
      `/portal?recordId=C-1&jwt=`,
    ];
    for (const variant of variants) {
      await page.goto(`${suite.server.url}${variant}`, { waitUntil: "domcontentloaded" });
      await expect(page.getByText(tokenError), variant).toBeVisible();
    }
    await page.goto(`${suite.server.url}/portal?jwt=${token}`, { waitUntil: "domcontentloaded" });
    await expect(page.getByText("Please enter an ID.")).toBeVisible();
    // None of these used the real link up.
    await openLink(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
  });
});

test.describe("a form belongs to the session it was opened in", () => {
  const formExpired = "This form has expired. Please reload the page and try again.";

  test("a sign-in form opened before signing in is refused after it, with a sentence and the typed address kept", async ({
    page,
    context,
  }) => {
    await page.goto(`${suite.server.url}/auth`);
    // Meanwhile the same browser signs in, in another tab.
    const other = await context.newPage();
    await openLink(other, await emailedLink(other, suite.server.url, suite.smtp, people.approved));
    await other.close();
    await page.getByPlaceholder("Enter email").fill("typed.before@example.org");
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Unlock" }).click(),
    ]);
    expect(answer.status()).toBe(403);
    await expect(page.getByText(formExpired)).toBeVisible();
    await expect(page.getByPlaceholder("Enter email")).toHaveValue("typed.before@example.org");
    // The page it answered with carries a token of the session now open: sending again is accepted.
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByText(formExpired)).toHaveCount(0);
  });

  test("the Back to Search form of an earlier session cannot end the session open now", async ({ page }) => {
    await openLink(page, await emailedLink(page, suite.server.url, suite.smtp, people.denied));
    const earlier = hiddenFormFields(await page.content());
    await openLink(page, await emailedLink(page, suite.server.url, suite.smtp, people.denied));
    const stale = await page.request.post(`${suite.server.url}/portal`, {
      form: { ...earlier, intent: "back" },
      maxRedirects: 0,
    });
    expect(stale.status()).toBe(403);
    expect(await stale.text()).toContain(formExpired);
    await page.goto(`${suite.server.url}/portal`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
    // The form of the session open now still works.
    const current = hiddenFormFields(await page.content());
    const signedOut = await page.request.post(`${suite.server.url}/portal`, {
      form: { ...current, intent: "back" },
      maxRedirects: 0,
    });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toBe("/auth");
  });
});

test.describe("signing out", () => {
  test("Sign out has its own words on every signed-in page and says so; Back to Search stays only on the record's own screen", async ({
    page,
  }) => {
    const nu = nuCollector("portal-sign-out");
    await signInAs(page, suite.server.url, suite.smtp, people.donor);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donor Details");
    await expect(page.getByRole("button", { name: portalEn.signOut, exact: true })).toHaveCount(1);
    // The spec's button stays where it clears the record: the donor details (and the applicant tracker).
    await expect(page.getByRole("button", { name: portalEn.backToSearch, exact: true })).toHaveCount(1);
    nu.keep("donor-details", await page.content());
    await page.locator('a[href^="/portal/donations/"]').first().click();
    await expect(page).toHaveURL(/\/portal\/donations\//);
    await expect(page.getByRole("button", { name: portalEn.backToSearch })).toHaveCount(0);
    nu.keep("donation", await page.content());
    await page.getByRole("button", { name: portalEn.signOut, exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?signed-out=1$/);
    await expect(page.getByRole("status").filter({ hasText: portalEn.signedOut })).toBeVisible();
    nu.keep("signed-out", await page.content());
    await page.goto(`${suite.server.url}/portal`);
    await expect(page.getByText("Please enter an ID.")).toBeVisible();

    // In Spanish: "Cerrar sesión", back to the Spanish sign-in, which says so.
    await spanishSignIn(suite).signInInSpanish(page, people.submitted);
    await expect(page.getByRole("button", { name: portalEs.backToSearch, exact: true })).toHaveCount(1);
    await page.getByRole("button", { name: portalEs.signOut, exact: true }).click();
    await expect(page).toHaveURL(/\/es\/auth\?signed-out=1$/);
    await expect(page.getByRole("status").filter({ hasText: portalEs.signedOut })).toBeVisible();
    nu.keep("es-signed-out", await page.content());
    await page.goto(`${suite.server.url}/es/portal`);
    await expect(page.getByRole("button", { name: portalEs.signOut })).toHaveCount(0);
    expect(await nuErrors(nu.files)).toEqual([]);
  });
});
