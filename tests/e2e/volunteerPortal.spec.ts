import { expect, type Page } from "@playwright/test";
import { dayIn } from "~/kits/calendar/days";
import { textSignIn } from "~/kits/signIn/content/en/words";
import { dayAfter } from "~/volunteering/server/reminders.server";
import { classSuite } from "../support/classMail";
import { nuErrors } from "../support/nuChecker";
import { readPdf } from "../support/pdfReading";
import { signInAs } from "../support/portalFlow";
import { signInStaff } from "../support/staffFlow";
import { test } from "../support/test";
import { accessibleAndKept, volunteerFlow } from "../support/volunteerFlow";

/**
 * A volunteer in the portal (issue 49 §1, decision 119), JavaScript off, against the built server, a real SMTP
 * server and a loopback stand-in of Twilio's API: a volunteer with only a mobile number signs in at /auth by a
 * texted code and, once staff take attendance (and correct her hours), sees her past shift's hours, the total, her
 * waiver and her coming shift, which she cancels from the portal; a volunteer with an email address signs in by the
 * emailed link, downloads her letter of hours (read back with poppler), and the other volunteer's letter and place
 * answer her 404. Every page passes axe at 360 px and the Nu checker, in both languages.
 */
const ORG_TIME_ZONE = "America/New_York";
const colleague = "volunteers3@org.test";
const { suite, texts, nu } = classSuite("volunteer-portal", colleague, ORG_TIME_ZONE);
const { makeShift, signUp } = volunteerFlow(() => suite.server.url);
const expectAccessible = accessibleAndKept(nu);

const today = dayIn(ORG_TIME_ZONE);
const dee = { name: "Dee Lee", phone: "(201) 555-0163", e164: "+12015550163", age: "30", signature: "Dee Lee" };
const eva = { name: "Eva Gil", email: "eva.portal@example.org", age: "34", signature: "Eva Gil" };

/** The texted-code sign-in at /auth, as a person with only a mobile number does it. */
async function signInByCode(page: Page, phone: string, e164: string) {
  await page.goto(`${suite.server.url}/auth`);
  await expect(page.locator("#sign-in-volunteer")).toContainText("Volunteered with us? The digital portal shows");
  await page.getByLabel(textSignIn.phoneLabel).fill(phone);
  await page.getByRole("button", { name: textSignIn.send }).click();
  const texted = await texts.waitFor(e164, (body) => body.includes("sign-in code"));
  await page.getByLabel(textSignIn.codeLabel).fill(/code is (\d{6})\./.exec(texted.body)![1]!);
  await page.getByRole("button", { name: textSignIn.open }).click();
  await expect(page).toHaveURL(/\/portal$/);
}

test("volunteers sign in by texted code or emailed link and see only their own shifts, hours and letter", async ({
  page,
  browser,
}) => {
  await signInStaff(page, suite.server.url, suite.smtp, colleague);
  // Today's early shift has begun (attendance can be taken); tomorrow's is coming.
  const past = await makeShift(page, {
    title: "Office morning",
    date: today,
    starts: "00:00",
    ends: "02:00",
    places: "4",
  });
  const coming = await makeShift(page, {
    title: "Drop-off Saturday",
    date: dayAfter(today),
    starts: "10:00",
    ends: "13:00",
    places: "4",
  });
  for (const shift of [past, coming])
    await expect(await signUp(page, shift, dee)).toHaveText("You have a place, Dee Lee.");
  await expect(await signUp(page, past, eva)).toHaveText("You have a place, Eva Gil.");
  await page.goto(`${suite.server.url}/staff/volunteering/${past}`);
  await page.getByRole("checkbox", { name: "Dee Lee" }).check();
  await page.getByRole("checkbox", { name: "Eva Gil" }).check();
  await page.getByRole("button", { name: "Save attendance" }).click();
  await expect(page.getByText("Attendance saved: 2 came.")).toBeVisible();
  const correction = page.locator("form").filter({ has: page.getByLabel("Hours of Dee Lee") });
  await correction.getByLabel("Hours of Dee Lee").fill("1.5");
  await correction.getByLabel("Reason").fill("left at 1:30");
  await correction.getByRole("button", { name: "Correct" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Dee Lee" })).toContainText("1.5 (corrected: left at 1:30)");

  // The phone-only volunteer, who has no device donation, signs in with a texted code.
  await signInByCode(page, dee.phone, dee.e164);
  const section = page.getByRole("region", { name: "Volunteering" });
  await expect(section.getByTestId("volunteer-hours-total")).toHaveText("Hours recorded: 1.5");
  await expect(section.getByRole("row").filter({ hasText: "Office morning" })).toContainText("1.5");
  await expect(section.getByTestId("coming-shifts")).toContainText("Drop-off Saturday");
  await expect(section.getByText(/^Signed by Dee Lee for Dee Lee: version 2026-1, on /)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectAccessible(page, browser);
  const deeCancel = (await section
    .getByRole("link", { name: "Cancel my place in “Drop-off Saturday”" })
    .getAttribute("href"))!;
  const deeLetter = (await section
    .getByRole("link", { name: "Download your letter of hours (PDF)" })
    .getAttribute("href"))!;
  await page.goto(`${suite.server.url}/es/portal`);
  const spanish = page.getByRole("region", { name: "Voluntariado" });
  await expect(spanish.getByTestId("volunteer-hours-total")).toHaveText("Horas registradas: 1.5");
  await expect(spanish.getByText(/^Firmada por Dee Lee por Dee Lee: versión 2026-1, el /)).toBeVisible();
  await expectAccessible(page, browser);

  // The email volunteer signs in by link, in a browser of her own: the other's place and letter are not hers.
  const evaContext = await browser.newContext({ javaScriptEnabled: false });
  const evaPage = await evaContext.newPage();
  await signInAs(evaPage, suite.server.url, suite.smtp, eva.email);
  const evaSection = evaPage.getByRole("region", { name: "Volunteering" });
  await expect(evaSection.getByTestId("volunteer-hours-total")).toHaveText("Hours recorded: 2");
  await expect(evaSection.getByText("No shift is coming up for you.")).toBeVisible();
  const letterHref = (await evaSection
    .getByRole("link", { name: "Download your letter of hours (PDF)" })
    .getAttribute("href"))!;
  expect(letterHref).not.toBe(deeLetter);
  expect((await evaPage.request.get(`${suite.server.url}${deeLetter}`)).status()).toBe(404);
  const notHers = await evaPage.goto(`${suite.server.url}${deeCancel}`);
  expect(notHers!.status()).toBe(404);
  await expect(evaPage.getByTestId("place-link-answer")).toHaveText("This place is not one of your coming shifts.");
  const pdf = await evaPage.request.get(`${suite.server.url}${letterHref}`);
  expect([pdf.status(), pdf.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  const read = readPdf(await pdf.body());
  expect([read.lang, read.fonts.every((font) => font.embedded)]).toEqual(["en-US", true]);
  const text = read.text.replace(/\s+/g, " ");
  expect(text).toContain("Eva Gil volunteered 2 hours in 1 shift");
  expect(text).toContain(/TAV(?:-[0-9A-Z]{4}){4}/.exec(letterHref)![0]);
  await evaContext.close();

  // Signed out, the letter's address sends to the sign-in instead.
  const signedOut = await browser.newContext();
  const away = await signedOut.request.get(`${suite.server.url}${letterHref}`, { maxRedirects: 0 });
  expect([away.status(), away.headers()["location"]]).toEqual([302, "/auth"]);
  await signedOut.close();

  // Her own coming shift is cancelled from the portal, with the page the emailed cancel link opens.
  await page.goto(`${suite.server.url}${deeCancel}`);
  await expectAccessible(page, browser);
  await page.getByRole("button", { name: "Cancel my place" }).click();
  await expect(page.getByTestId("place-link-answer")).toContainText("Your place is cancelled.");
  await page.getByRole("link", { name: "Back to your portal" }).click();
  await expect(section.getByText("No shift is coming up for you.")).toBeVisible();
});

test("the portal's volunteering pages pass the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  expect(await nuErrors(nu.files)).toEqual([]);
});
