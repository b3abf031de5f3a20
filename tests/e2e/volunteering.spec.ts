import { expect } from "@playwright/test";
import { staffPages } from "~/config/routes";
import { dayIn } from "~/kits/calendar/days";
import { fitsInSegments } from "~/sms/segments";
import { dayAfter } from "~/volunteering/server/reminders.server";
import { classSuite } from "../support/classMail";
import { nuErrors } from "../support/nuChecker";
import { readPdf } from "../support/pdfReading";
import type { CapturedMail } from "../support/smtpCapture";
import { signInStaff } from "../support/staffFlow";
import { test } from "../support/test";
import { inboundText } from "../support/twilioStandIn";
import { accessibleAndKept, volunteerFlow } from "../support/volunteerFlow";

/**
 * Volunteer shifts from end to end (issue 49 §1, decision 119), JavaScript off, against the built server, a real SMTP
 * server and a loopback stand-in of Twilio's API: staff make a two-place refurbishing shift for tomorrow; three
 * people sign up on /volunteer (one in Spanish), the third waitlisted and told so, each signing the waiver; the
 * first cancels by the emailed link and the waitlisted person is offered the place; a 16-year-old with only a mobile
 * number needs a guardian's signature, is texted the confirmation and the day-before reminder, and a "NO" reply
 * gives the place up; a group leader asks for a day of service, staff confirm it and the leader's emailed link signs
 * the group up (the shift is not listed); staff take attendance and correct hours with a reason, and the volunteer,
 * by a link sent to their address, sees their hours and downloads a letter of hours that verifies at /verify. The list answers 304 to its validator until a place is taken (decision 098). Every page passes axe
 * at 360 px and the Nu checker.
 */
const ORG_TIME_ZONE = "America/New_York";
const colleague = "volunteers1@org.test";
// A second colleague for the last journey: each address may ask for only a few sign-in links an hour.
const second = "volunteers2@org.test";
// JavaScript off and the journeys in order, as classSuite sets them.
const { suite, texts: standIn, nu } = classSuite("volunteering", `${colleague},${second}`, ORG_TIME_ZONE);

const today = dayIn(ORG_TIME_ZONE);
const tomorrow = dayAfter(today);
const TITLE = "Refurbishing in Hoboken";
const shifts: Record<string, string> = {};

const expectAccessible = accessibleAndKept(nu);

const linkIn = (mail: CapturedMail, kind: "cancel" | "confirm") => {
  const link = new RegExp(`https?://[^\\s"<>]+/volunteer/${kind}/[\\w-]{43}`).exec(mail.text)?.[0];
  if (!link) throw new Error(`No ${kind} link in the email:\n${mail.text.slice(0, 2000)}`);
  return link;
};

const { makeShift, signUp } = volunteerFlow(() => suite.server.url);

test("staff make a two-place refurbishing shift; three sign up, the third waitlisted; a cancel offers the place on", async ({
  page,
  browser,
}) => {
  await signInStaff(page, suite.server.url, suite.smtp, colleague);
  await page.goto(`${suite.server.url}${staffPages.volunteering.path}`);
  await expectAccessible(page, browser);
  shifts.main = await makeShift(page, { title: TITLE, date: tomorrow, starts: "10:00", ends: "13:00", places: "2" });
  await expect(page.getByText("The shift is made.")).toBeVisible();
  await expectAccessible(page, browser);

  await page.goto(`${suite.server.url}/volunteer`);
  const card = page.getByRole("listitem").filter({ hasText: TITLE });
  await expect(card).toContainText("2 places left");
  await expectAccessible(page, browser);
  const list = `${suite.server.url}/volunteer`;
  const fresh = await page.request.get(list);
  const etag = fresh.headers()["etag"]!;
  expect(fresh.headers()["cache-control"]).toBe("public, no-cache");
  expect((await page.request.get(list, { headers: { "If-None-Match": etag } })).status()).toBe(304);

  // A wrong signature keeps what was typed and says why.
  await signUp(page, shifts.main, { name: "Ana Díaz", email: "ana@example.org", age: "34", signature: "Someone" });
  await expect(page.getByText("Sign the waiver with the same name you gave above.")).toBeVisible();
  await expect(page.getByLabel("Your email address")).toHaveValue("ana@example.org");
  await expectAccessible(page, browser);
  const anaBefore = suite.smtp.countTo("ana@example.org");
  await expect(
    await signUp(page, shifts.main, { name: "Ana Díaz", email: "ana@example.org", age: "34", signature: "Ana Díaz" }),
  ).toHaveText("You have a place, Ana Díaz.");
  await expect(page.getByText("The waiver is signed by Ana Díaz.")).toBeVisible();
  await expectAccessible(page, browser);
  const anaMail = await suite.smtp.waitFor("ana@example.org", { after: anaBefore });
  expect(anaMail.text).toContain("You have a place in a volunteer shift (Refurbishing computers)");
  const changed = await page.request.get(list, { headers: { "If-None-Match": etag } });
  expect([changed.status(), await changed.text()]).toEqual([200, expect.stringContaining("1 place left")]);

  await page.goto(`${suite.server.url}/es/volunteer`);
  await expect(page.getByRole("listitem").filter({ hasText: TITLE })).toContainText("Queda 1 lugar");
  await expectAccessible(page, browser);
  const benBefore = suite.smtp.countTo("ben@example.org");
  await expect(
    await signUp(
      page,
      shifts.main,
      { name: "Ben Ruiz", email: "ben@example.org", age: "40", signature: "Ben Ruiz" },
      "es",
    ),
  ).toHaveText("Tiene un lugar, Ben Ruiz.");
  await expectAccessible(page, browser);
  expect((await suite.smtp.waitFor("ben@example.org", { after: benBefore })).text).toContain(
    "Tiene un lugar en un turno",
  );

  const caraBefore = suite.smtp.countTo("cara@example.org");
  await expect(
    await signUp(page, shifts.main, { name: "Cara Sol", email: "cara@example.org", age: "22", signature: "Cara Sol" }),
  ).toContainText("you are number 1 on its waitlist");
  const caraWaiting = await suite.smtp.waitFor("cara@example.org", { after: caraBefore });
  expect(caraWaiting.text).toContain("You are number 1 on its waitlist");

  const caraOffered = suite.smtp.countTo("cara@example.org");
  await page.goto(linkIn(anaMail, "cancel"));
  await expectAccessible(page, browser);
  await page.getByRole("button", { name: "Cancel my place" }).click();
  await expect(page.getByTestId("place-link-answer")).toContainText("Your place is cancelled.");
  const offer = await suite.smtp.waitFor("cara@example.org", { after: caraOffered });
  expect(offer.text).toContain("is free and offered to you");
  await page.goto(linkIn(offer, "confirm"));
  await expect(page.getByText(/Confirm it before 10:00 AM on/)).toBeVisible();
  await expectAccessible(page, browser);
  await page.getByRole("button", { name: "Confirm my place" }).click();
  await expect(page.getByTestId("place-link-answer")).toHaveText("Your place is confirmed. See you there!");
});

test("a 16-year-old with only a number: a guardian signs, the reminder is texted and a NO gives the place up", async ({
  page,
  browser,
}) => {
  await signInStaff(page, suite.server.url, suite.smtp, colleague);
  shifts.teen = await makeShift(page, {
    title: "Saturday helpers",
    date: tomorrow,
    starts: "09:00",
    ends: "12:00",
    places: "3",
  });
  const dee = { name: "Dee Lee", phone: "(201) 555-0147", age: "16" };
  await signUp(page, shifts.teen, { ...dee, signature: "Dee Lee" });
  await expect(
    page.getByText("A volunteer under 18 needs a parent or guardian to sign: type their full name."),
  ).toBeVisible();
  await expect(page.getByLabel("Your mobile number")).toHaveValue("(201) 555-0147");
  await expectAccessible(page, browser);
  await expect(await signUp(page, shifts.teen, { ...dee, guardian: "Mia Lee" })).toHaveText(
    "You have a place, Dee Lee.",
  );
  await expect(page.getByText("The waiver is signed by Mia Lee.")).toBeVisible();
  await expect(page.getByText("We sent a text with the link to cancel to the number ending …47.")).toBeVisible();
  const confirmation = await standIn.waitFor("+12015550147", (body) => body.includes("you have a place"));
  expect(confirmation.body).not.toContain("Dee");
  expect(fitsInSegments(confirmation.body)).toBe(true);
  const reminder = await standIn.waitFor("+12015550147", (body) => body.includes("Reply NO"));
  expect(reminder.body).toContain("your volunteer shift is tomorrow");
  expect(fitsInSegments(reminder.body)).toBe(true);

  const reply = inboundText(suite.server.url, { From: "+12015550147", Body: "No" });
  const answered = await fetch(reply.url, { method: "POST", headers: reply.headers, body: reply.body });
  expect(await answered.text()).toContain("Your place in the volunteer shift on");
  await page.goto(`${suite.server.url}/staff/volunteering/${shifts.teen}`);
  await expect(page.getByRole("row").filter({ hasText: "Dee Lee" })).toContainText("Cancelled");
});

test("a group leader asks for a day of service; staff confirm it and the leader's link signs the group up", async ({
  page,
  browser,
}) => {
  await page.goto(`${suite.server.url}/volunteer`);
  await page.getByRole("link", { name: "Plan a day of service for a group" }).click();
  await page.getByLabel("Your name").fill("Lia Chen");
  await page.getByLabel("Your email address").fill("lia@acme.example");
  await page.getByLabel("Your group (a company, a school…)").fill("Acme Corp");
  await page.getByLabel("The day you would like").fill(today);
  await page.getByLabel("How many people").fill("8");
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByText("Type a day after today, such as 2027-04-17.")).toBeVisible();
  await expect(page.getByLabel("Your group (a company, a school…)")).toHaveValue("Acme Corp");
  await expectAccessible(page, browser);
  await page.getByLabel("The day you would like").fill(tomorrow);
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByTestId("group-answer")).toContainText("we received the request for Acme Corp");

  await signInStaff(page, suite.server.url, suite.smtp, colleague);
  await page.goto(`${suite.server.url}${staffPages.volunteering.path}`);
  const request = page.locator("form").filter({ hasText: "Lia Chen (lia@acme.example) asks for" });
  await expect(request).toContainText("8 people");
  await expectAccessible(page, browser);
  await request.getByLabel("Place", { exact: true }).fill("1 Main St, Hoboken NJ");
  const before = suite.smtp.countTo("lia@acme.example");
  await request.getByRole("button", { name: "Confirm Acme Corp's shift and email the link" }).click();
  await expect(page.getByText("The shift is made.")).toBeVisible();
  const link = (await page.getByTestId("group-link").textContent())!;
  const mail = await suite.smtp.waitFor("lia@acme.example", { after: before });
  expect(mail.text).toContain("Your day of service for Acme Corp is confirmed");
  expect(mail.text).toContain(link);
  await page.goto(`${suite.server.url}/volunteer`);
  await expect(page.getByText("Acme Corp: day of service")).toHaveCount(0);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign up: Acme Corp: day of service");
  const shift = /\/volunteer\/([a-z2-9]{12})\/sign-up/.exec(link)![1]!;
  await expect(
    await signUp(page, shift, { name: "Fred Park", email: "fred@acme.example", age: "30", signature: "Fred Park" }),
  ).toHaveText("You have a place, Fred Park.");
});

test("attendance gives hours; the volunteer's link shows them and the letter of hours verifies, in Spanish", async ({
  page,
  browser,
}) => {
  await signInStaff(page, suite.server.url, suite.smtp, second);
  const office = await makeShift(page, {
    title: "Office morning",
    date: today,
    starts: "00:00",
    ends: "02:00",
    places: "4",
  });
  await expect(
    await signUp(page, office, { name: "Eva Gil", email: "eva@example.org", age: "30", signature: "Eva Gil" }, "es"),
  ).toHaveText("Tiene un lugar, Eva Gil.");

  await page.goto(`${suite.server.url}/staff/volunteering/${office}`);
  await page.getByRole("checkbox", { name: "Eva Gil" }).check();
  await page.getByRole("button", { name: "Save attendance" }).click();
  await expect(page.getByText("Attendance saved: 1 came.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Eva Gil" })).toContainText("Yes2");
  await page.getByLabel("Hours of Eva Gil").fill("1.5");
  await page.getByLabel("Reason").fill("left at 1:30");
  await page.getByRole("button", { name: "Correct" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Eva Gil" })).toContainText("1.5 (corrected: left at 1:30)");
  await expectAccessible(page, browser);

  await page.goto(`${suite.server.url}/es/volunteer/hours`);
  await expectAccessible(page, browser);
  const before = suite.smtp.countTo("eva@example.org");
  await page.getByLabel("Su correo electrónico o número de celular").fill("eva@example.org");
  await page.getByRole("button", { name: "Enviarme el enlace" }).click();
  await expect(page.getByTestId("hours-answer")).toContainText("Si tenemos turnos para este correo o número");
  const mail = await suite.smtp.waitFor("eva@example.org", { after: before });
  await page.goto(/https?:\/\/\S+\/es\/volunteer\/hours\/[\w-]{43}/.exec(mail.text)![0]);
  await expect(page.getByTestId("hours-total")).toHaveText("Horas registradas: 1.5");
  await expect(page.getByRole("row").filter({ hasText: "Office morning" })).toContainText("1.5");
  await expectAccessible(page, browser);
  const pdfPath = await page.getByRole("link", { name: "Descargar su carta de horas (PDF)" }).getAttribute("href");
  const pdf = await page.request.get(`${suite.server.url}${pdfPath}`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const read = readPdf(await pdf.body());
  expect([read.lang, read.fonts.every((font) => font.embedded)]).toEqual(["es-US", true]);
  const text = read.text.replace(/\s+/g, " ");
  const number = /TAV(?:-[0-9A-Z]{4}){4}/.exec(text)![0];
  for (const expected of [
    "Carta de horas de voluntariado",
    "Eva Gil hizo 1.5 horas de voluntariado en 1 turno",
    "Los turnos a los que asistió",
    "1.5 h",
  ])
    expect(text).toContain(expected);
  // The same hours downloaded again keep the same number.
  expect(readPdf(await (await page.request.get(`${suite.server.url}${pdfPath}`)).body()).text).toContain(number);

  // Typed into /verify's one field, in lower case and with spaces, the letter's number is found as the others are.
  await page.goto(`${suite.server.url}/es/verify`);
  await page.getByLabel("Número impreso en el documento").fill(number.toLowerCase().replace(/-/g, " "));
  await page.getByRole("button", { name: "Comprobar" }).click();
  await expect(page).toHaveURL(new RegExp(`/es/verify/${number}$`));
  await expect(page.getByText("Horas de voluntariado")).toBeVisible();
  expect(await page.content()).not.toContain("Eva Gil");
  await expectAccessible(page, browser);
});

test("the new pages pass the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  expect(await nuErrors(nu.files)).toEqual([]);
});
