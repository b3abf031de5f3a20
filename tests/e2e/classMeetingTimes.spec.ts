import { expect, type Page } from "@playwright/test";
import { staffPages } from "~/config/routes";
import { dayIn } from "~/classes/meetings";
import { classDayIn } from "~/classes/words";
import { staffClassDay } from "~/classes/staff/words";
import { test } from "../support/test";
import { nuErrors } from "../support/nuChecker";
import { expectAccessible } from "../support/pageChecks";
import { fitsInSegments } from "~/sms/segments";
import { classSuite, linkIn, signInCaseworker } from "../support/classMail";
import { attachmentText } from "../support/smtpCapture";
import { signInStaff } from "../support/staffFlow";

/**
 * A class still to come (issue 45), JavaScript off: staff make one evening meeting tomorrow at 6:00 PM with one
 * seat, hosted by a partner. Its pages and emails write the time as people do and say where; the student who
 * cancels is told so, with a calendar file that removes the invitation's event; the first waiting, who gave only a
 * mobile number, is texted an offer that ends as the class starts, and the confirm page says when. Attendance is
 * not open before the meeting: staff's page and the host partner's (in Spanish) say when it opens instead of the
 * form, and a post made anyway is refused with that sentence and a 409.
 */
const ORG_TIME_ZONE = "America/New_York";
const colleague = "classes2@org.test";
const { suite, texts: standIn, nu, staffOnMeeting } = classSuite("class-times", colleague, ORG_TIME_ZONE);
const site = () => ({ url: suite.server.url, smtp: suite.smtp });

// Tomorrow at 6:00 PM in New York is always ahead, and always within 48 hours.
const tomorrow = dayIn(ORG_TIME_ZONE, Date.now() + 86_400_000);
const [month, day] = tomorrow.slice(5).split("-").map(Number);
const TITLE = "Tomorrow evening in Newark";
const PLACE = "Hope House, 1 Main St, Newark NJ";
let sessionId = "";

async function keep(page: Page) {
  await page.setViewportSize({ width: 360, height: 800 });
  nu.keep(new URL(page.url()).pathname, await page.content());
}

/** A post of the page's own protection fields asking for a meeting's attendance, as a forged form would. */
async function postAttendanceAnyway(page: Page, meeting: number) {
  await page.evaluate((number) => {
    const form = document.querySelector<HTMLFormElement>("form[method=post]:has(input[name=csrf])")!;
    form.action = location.pathname;
    for (const field of [...form.elements])
      if (!["csrf", "name__confirm", "from__confirm"].includes((field as HTMLInputElement).name)) field.remove();
    for (const [name, value] of [
      ["action", "attendance"],
      ["meeting", String(number)],
    ])
      form.insertAdjacentHTML("beforeend", `<input type="hidden" name="${name}" value="${value}">`);
    form.insertAdjacentHTML("beforeend", `<button type="submit" id="forged">Send</button>`);
  }, meeting);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST"),
    page.locator("#forged").click(),
  ]);
  return response.status();
}

test("an evening class tomorrow: its times and place, a cancellation with its calendar, an offer ending as it starts", async ({
  page,
}) => {
  await signInStaff(page, suite.server.url, suite.smtp, colleague);
  await page.goto(`${suite.server.url}${staffPages.classes.path}`);
  await page.getByLabel("Course").selectOption("digital-skills");
  await page.getByLabel("Title").fill(TITLE);
  await page.getByLabel("Place", { exact: true }).fill(PLACE);
  await page.getByLabel("Host partner").selectOption({ label: "Hoboken Family Center" });
  await page.getByLabel("Seats").fill("1");
  await page.getByLabel("First meeting").fill(tomorrow);
  await page.getByRole("button", { name: "Make the session" }).click();
  sessionId = /\/staff\/classes\/([a-z2-9]{10})/.exec(page.url())![1]!;

  await page.goto(`${suite.server.url}/dsclasses/${sessionId}`);
  await expect(page.getByRole("listitem").filter({ hasText: "6:00 PM – 8:00 PM" })).toHaveCount(2);
  await keep(page);
  await page.goto(`${suite.server.url}/es/dsclasses/${sessionId}`);
  await expect(page.getByText("6:00 p. m. – 8:00 p. m.").first()).toBeVisible();

  // Eva takes the seat by email; Finn, with a mobile number only, is waitlisted.
  await page.goto(`${suite.server.url}/dsclasses/${sessionId}/sign-up`);
  await page.getByLabel("Your name").fill("Eva Soto");
  await page.getByLabel("Your email address").fill("eva@example.org");
  await page.getByRole("button", { name: "Sign up" }).click();
  const seat = await suite.smtp.waitFor("eva@example.org");
  expect(seat.text).toContain(`${classDayIn("en", tomorrow)}, 6:00 PM to 8:00 PM`);
  expect(seat.text).toContain(`Where: ${PLACE}`);
  await page.goto(`${suite.server.url}/es/dsclasses/${sessionId}/sign-up`);
  await page.getByLabel("Su nombre").fill("Finn Mora");
  await page.getByLabel("Su número de celular").fill("(201) 555-0166");
  await page.getByRole("button", { name: "Inscribirse" }).click();
  const waitlisted = await standIn.waitFor("+12015550166");
  expect(waitlisted.body).toContain(`la clase del ${day}/${month} a las 6:00 p. m., en ${PLACE}, no tiene lugares`);

  // Eva cancels: she is told so, with the calendar's cancellation of the invitation's event.
  const before = suite.smtp.countTo("eva@example.org");
  await page.goto(linkIn(seat, "cancel"));
  await page.getByRole("button", { name: "Cancel my place" }).click();
  await expect(page.getByTestId("class-link-answer")).toContainText("Your place is cancelled.");
  const cancelled = await suite.smtp.waitFor("eva@example.org", { after: before });
  expect(cancelled.text).toContain(`Your place in ${TITLE} is cancelled, as you asked.`);
  const invitation = attachmentText(seat, "class.ics")!;
  const cancellation = attachmentText(cancelled, "class.ics")!;
  const field = (ics: string, name: string) => new RegExp(`^${name}:(.*)$`, "m").exec(ics)?.[1]?.trim();
  expect([field(cancellation, "METHOD"), field(cancellation, "STATUS")]).toEqual(["CANCEL", "CANCELLED"]);
  expect(field(cancellation, "UID")).toBe(field(invitation, "UID"));
  expect(Number(field(cancellation, "SEQUENCE"))).toBeGreaterThan(Number(field(invitation, "SEQUENCE")));

  // Finn is offered the seat until the class starts, not for 48 hours; the confirm page says so.
  const offer = await standIn.waitFor("+12015550166", (body) => body.includes("hay un lugar libre"));
  expect(offer.body).toContain(`Confirme su lugar antes del ${day}/${month} a las 6:00 p. m. o pasa al siguiente`);
  expect(fitsInSegments(offer.body)).toBe(true);
  await page.goto(`http://${/\S+\/es\/dsclasses\/confirm\/[\w-]{43}/.exec(offer.body)![0]}`);
  await expect(page.getByTestId("offer-deadline")).toHaveText(
    `Confírmelo antes de las 6:00 p. m. del ${classDayIn("es", tomorrow)}, o pasa a la siguiente persona en espera.`,
  );
  await keep(page);
  await page.getByRole("button", { name: "Confirmar mi lugar" }).click();
  await expect(page.getByTestId("class-link-answer")).toHaveText("Su lugar está confirmado. ¡Nos vemos en clase!");
});

test("attendance opens at the meeting's start: staff and the host partner are told when, and a post is refused", async ({
  page,
  browser,
}) => {
  await staffOnMeeting(page, sessionId, 1);
  const opens = `Attendance opens when the meeting starts, at 6:00 PM on ${staffClassDay(tomorrow)}.`;
  await expect(page.getByText(opens)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save attendance for meeting 1" })).toHaveCount(0);
  await expectAccessible(page, browser);
  await keep(page);
  expect(await postAttendanceAnyway(page, 1)).toBe(409);
  await expect(page.getByText(`Meeting 1 has not started yet: attendance opens at 6:00 PM on`)).toBeVisible();
  await expect(page.getByText("Finn Mora").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Completions table" })).toContainText("0 of 1");

  await page.context().clearCookies();
  await signInCaseworker(page, site(), "rosa@partner.test");
  await page.goto(`${suite.server.url}/es/partners/classes/${sessionId}`);
  await page.locator("summary", { hasText: "Sesión 1:" }).click();
  const spanishDay = classDayIn("es", tomorrow);
  await expect(
    page.getByText(`La asistencia se abre cuando empieza la sesión, a las 6:00 p. m. del ${spanishDay}.`),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Guardar la asistencia de la sesión 1" })).toHaveCount(0);
  await expectAccessible(page, browser);
  await keep(page);
  expect(await postAttendanceAnyway(page, 1)).toBe(409);
  await expect(page.getByRole("alert")).toHaveText(
    `Esta sesión todavía no empezó: la asistencia se abre a las 6:00 p. m. del ${spanishDay}. No se guardó nada.`,
  );
  await page.goto(`${suite.server.url}/partners/classes/${sessionId}`);
  await page.locator("summary", { hasText: "Meeting 1:" }).click();
  await expect(
    page.getByText(`Attendance opens when the meeting starts, at 6:00 PM on ${classDayIn("en", tomorrow)}.`),
  ).toBeVisible();
});

test("the pages pass the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  expect(await nuErrors(nu.files)).toEqual([]);
});
