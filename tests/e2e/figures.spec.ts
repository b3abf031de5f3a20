import { expect, type APIResponse, type Page } from "@playwright/test";
import { staffPages } from "~/config/routes";
import { dayIn } from "~/classes/meetings";
import { formatMoment } from "~/i18n";
import { test } from "../support/test";
import { nuErrors } from "../support/nuChecker";
import { expectAccessibleAtBothWidths as expectAccessible, nuCollector } from "../support/pageChecks";
import { donationPath, ORG_TIME_ZONE, small, staffDonationSuite } from "../support/staffDonations";

/**
 * The impact figures counted from the records (issue 48 §1, decision 118), with JavaScript off, against the built
 * server and donations given through the site's own pages: two donations received by staff and a class completed
 * (a session made, a student signed up, attendance taken) change the figures on `/impact` in both languages, each
 * as of today; the page's validator changes with them (the old ETag gets the new figures, the new one a 304); a
 * baseline staff enter shows as a baseline, and a figure nothing records appears only with one. Each page passes
 * axe at 360 px and the Nu checker, and is no wider than the phone.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const { suite, signInColleague, give } = staffDonationSuite("figures");
const nu = nuCollector("figures");
const other = { name: "Omar Other", email: "omar.other@example.org" };

/** Each figure the page shows, by its name: its total as the HTML holds it. */
const figuresOn = async (page: Page) =>
  Object.fromEntries(
    await page
      .locator("[data-figure]")
      .evaluateAll((items) =>
        items.map((item) => [item.getAttribute("data-figure"), item.querySelector("[data-count-to]")!.textContent]),
      ),
  ) as Record<string, string>;

const etagOf = (response: APIResponse) => response.headers()["etag"]!;
let before: Record<string, string> = {};
let oldTag = "";

test("the impact page counts from the records, revalidated against their version", async ({ page, browser }) => {
  const first = await page.request.get(`${suite.server.url}/impact`);
  oldTag = etagOf(first);
  expect([first.status(), first.headers()["cache-control"]]).toEqual([200, "public, no-cache"]);
  const kept = await page.request.get(`${suite.server.url}/impact`, { headers: { "If-None-Match": oldTag } });
  expect([kept.status(), (await kept.body()).length]).toEqual([304, 0]);
  await page.goto(`${suite.server.url}/impact`);
  before = await figuresOn(page);
  // Every figure is counted from the records, volunteer hours too (decision 119); no baseline is entered yet.
  expect(Object.keys(before)).toEqual(["computers", "pounds", "classes", "students", "partners", "volunteerHours"]);
  await expect(page.locator("main")).not.toContainText("3,607");
  await expectAccessible(page, browser);
  nu.keep("impact", await page.content());
});

test("two donations received and a class completed change the figures in both languages, as of today", async ({
  page,
  browser,
}) => {
  const references = [await give(page, small, 3, false), await give(page, other, 2, false)];
  await signInColleague(page);
  for (const reference of references) {
    await page.goto(`${suite.server.url}${donationPath(reference)}`);
    await page.getByRole("button", { name: "Mark dropped off" }).click();
    await expect(page.getByTestId("donation-state")).toHaveText("State: Dropped off");
    await page.getByRole("button", { name: "Mark received" }).click();
    await expect(page.getByTestId("donation-state")).toHaveText("State: Received");
  }
  // A class of one meeting, today, that one student attends: held, and completed.
  await page.goto(`${suite.server.url}${staffPages.classes.path}`);
  await page.getByLabel("Course").selectOption("digital-skills");
  await page.getByLabel("Title").fill("Figures class");
  await page.getByLabel("Place", { exact: true }).fill("Hope House, 1 Main St, Newark NJ");
  await page.getByLabel("Seats").fill("2");
  await page.getByLabel("First meeting").fill(dayIn(ORG_TIME_ZONE));
  await page.getByLabel("Weeks").fill("1");
  await page.getByLabel("Starts at").fill("00:00");
  await page.getByLabel("Ends at").fill("23:59");
  await page.getByRole("button", { name: "Make the session" }).click();
  const sessionPath = new URL(page.url()).pathname;
  const sessionId = sessionPath.split("/").pop()!;
  await page.goto(`${suite.server.url}/dsclasses/${sessionId}/sign-up`);
  await page.getByLabel("Your name").fill("Ana Díaz");
  await page.getByLabel("Your email address").fill("ana.figures@example.org");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByTestId("sign-up-answer")).toHaveText("You have a seat, Ana Díaz.");
  await page.goto(`${suite.server.url}${sessionPath}`);
  await page.locator("summary", { hasText: "Meeting 1:" }).click();
  const attendance = page.locator("form", { has: page.getByRole("button", { name: "Save attendance for meeting 1" }) });
  await attendance.getByLabel("Ana Díaz").check();
  await attendance.getByRole("button").click();
  await expect(page.getByText("Attendance for meeting 1 is saved: 1 present.")).toBeVisible();

  // The old validator now gets the new figures; the new one a 304.
  const changed = await page.request.get(`${suite.server.url}/impact`, { headers: { "If-None-Match": oldTag } });
  expect(changed.status()).toBe(200);
  const newTag = etagOf(changed);
  expect(newTag).not.toBe(oldTag);
  const kept = await page.request.get(`${suite.server.url}/impact`, { headers: { "If-None-Match": newTag } });
  expect(kept.status()).toBe(304);

  const plus = (figure: string, more: number) =>
    (Number(before[figure]!.replace(/,/g, "")) + more).toLocaleString("en-US");
  const now = {
    ...before,
    computers: plus("computers", 5),
    classes: plus("classes", 1),
    students: plus("students", 1),
  };
  await page.goto(`${suite.server.url}/impact`);
  expect(await figuresOn(page)).toEqual(now);
  const computers = page.locator('[data-figure="computers"]');
  await expect(computers).toContainText("Computers donated");
  await expect(computers).toContainText(`As of ${formatMoment("en", Date.now(), ORG_TIME_ZONE)}`);
  await expect(computers).toContainText("How we count: Every device our staff recorded as received");
  await page.goto(`${suite.server.url}/es/impact`);
  const digits = (figures: Record<string, string>) => Object.values(figures).map((text) => text.replace(/\D/g, ""));
  expect(digits(await figuresOn(page))).toEqual(digits(now)); // the same counts, as Spanish writes them
  const computadoras = page.locator('[data-figure="computers"]');
  await expect(computadoras).toContainText("Computadoras donadas");
  await expect(computadoras).toContainText(`Al ${formatMoment("es", Date.now(), ORG_TIME_ZONE)}`);
  await expect(computadoras).toContainText("Cómo contamos: Cada equipo que nuestro personal registró");
  await expectAccessible(page, browser);
  nu.keep("es-impact", await page.content());
});

test("a baseline staff enter shows as a baseline, on the home, about and impact pages", async ({ page, browser }) => {
  await signInColleague(page);
  await page.goto(`${suite.server.url}${staffPages.figures.path}`);
  const enter = async (figure: string, value: string, since: string) => {
    await page.getByLabel("Figure", { exact: true }).selectOption({ label: figure });
    await page.getByLabel("Count before this site's records").fill(value);
    await page.getByLabel("Since (year)").fill(since);
    await page.getByLabel("Reason").fill("The 2023 impact report");
    await page.getByRole("button", { name: "Save the baseline" }).click();
  };
  await enter("Computers donated", "4,239.5", "2019");
  await expect(page.getByRole("alert")).toHaveText("Enter the count as a whole number, such as 4239.");
  await expect(page.getByLabel("Since (year)")).toHaveValue("2019"); // what was typed is kept
  await enter("Computers donated", "4,239", "2019");
  await expect(page.getByRole("status")).toHaveText("The baseline is saved; the public pages show it from now on.");
  await enter("Volunteer hours", "5000", "2020");
  const rows = page.getByRole("region", { name: "Figures table" });
  await expect(rows.getByRole("row", { name: /Volunteer hours/ })).toContainText("5000");
  await expect(rows.getByRole("row", { name: /Computers donated/ })).toContainText("4239");
  await expectAccessible(page, browser);
  nu.keep("staff-figures", await page.content());

  const recorded = Number(before.computers!.replace(/,/g, "")) + 5;
  const total = (4239 + recorded).toLocaleString("en-US");
  for (const path of ["/impact", "/", "/about"]) {
    await page.goto(`${suite.server.url}${path}`);
    const computers = page.locator('[data-figure="computers"]');
    await expect(computers.locator("[data-count-to]")).toHaveText(total);
    await expect(computers.locator("[data-baseline]")).toHaveText(
      `Since 2019: 4,239 before this site kept records, ${recorded.toLocaleString("en-US")} recorded here.`,
    );
    const hours = page.locator('[data-figure="volunteerHours"]');
    await expect(hours.locator("[data-count-to]")).toHaveText("5,000");
    await expect(hours.locator("[data-baseline]")).toHaveText(
      "Since 2020: 5,000 before this site kept records, 0 recorded here.",
    );
    // The staff's reason and address stay on the staff page.
    await expect(page.locator("main")).not.toContainText("The 2023 impact report");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  }
  await page.goto(`${suite.server.url}/es`);
  await expect(page.locator('[data-figure="computers"] [data-baseline]')).toHaveText(
    `Desde 2019: ${(4239).toLocaleString("es-US")} antes de que este sitio llevara registros; este sitio registró ${recorded.toLocaleString("es-US")}.`,
  );
  for (const path of ["/", "/about", "/es/about", "/es/impact"]) {
    await page.goto(`${suite.server.url}${path}`);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    await expectAccessible(page, browser);
    nu.keep(path, await page.content());
  }
});

test("the pages pass the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  expect(await nuErrors(nu.files)).toEqual([]);
});
