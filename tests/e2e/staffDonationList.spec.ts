import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { staffPages } from "~/config/routes";
import { donationMessages } from "~/donations/staff/words";
import { test } from "../support/test";
import { confirmFromEmail } from "../support/givingFlow";
import { nuErrors } from "../support/nuChecker";
import { expectAccessibleAtBothWidths as expectAccessible, nuCollector } from "../support/pageChecks";
import { hiddenFormFields, signInAs } from "../support/portalFlow";
import { company, donationPath, donorDays, small, staffDonationSuite } from "../support/staffDonations";

/**
 * The staff console's list of donations, with JavaScript off, against the built server, donations given through the
 * site's own pages and a real SMTP server: a drop-off found by typing its reference and marked dropped off (a
 * reference mistyped or not found is a sentence), the list counting each state, who may open these pages (the donor
 * signed in to the portal may not, nor move their own donation), and a state with more donations than a page holds,
 * paged. The list answering a reference not found passes axe, and every page kept the W3C Nu HTML checker.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const { suite, query, signInColleague, give } = staffDonationSuite("staff-donation-list");

const nu = nuCollector("staff-donation-list");
const keepForNu = nu.keep;

let dropOffReference = "";

test("a drop-off is found by typing its reference and marked dropped off; a reference not found is a sentence", async ({
  page,
  browser,
}) => {
  dropOffReference = await give(page, small, 3, false);
  await signInColleague(page);
  await page.goto(`${suite.server.url}${staffPages.donations.path}`);
  const find = async (typed: string) => {
    await page.getByLabel("Reference", { exact: true }).fill(typed);
    await page.getByRole("button", { name: "Find" }).click();
  };
  await find("hello");
  await expect(page.locator("#find-error")).toHaveText(donationMessages.findMalformed("hello"));
  await expect(page.getByLabel("Reference", { exact: true })).toHaveValue("hello");
  await find("zzzz-zzzz");
  await expect(page.locator("#find-error")).toHaveText(donationMessages.findNone("ZZZZ-ZZZZ"));
  keepForNu("find-none", await page.content());
  await expectAccessible(page, browser);
  const none = await page.request.get(`${suite.server.url}${staffPages.donations.path}?find=ZZZZ-ZZZZ`);
  expect(none.status()).toBe(404);

  await find(dropOffReference.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`${donationPath(dropOffReference)}$`));
  await expect(page.getByTestId("donation-state")).toHaveText("State: Requested");
  await expect(page.locator("main")).toContainText("A courier or pharmacy location");
  await expect(page.getByRole("group", { name: "Schedule the pickup" })).toHaveCount(0);
  await page.getByRole("button", { name: "Mark dropped off" }).click();
  await expect(page.getByRole("status")).toHaveText(donationMessages.droppedOff);
  await expect(page.getByTestId("donation-state")).toHaveText("State: Dropped off");
  await expect(page.getByRole("group", { name: "Received: what arrived, counted" })).toBeVisible();
  keepForNu("dropped-off", await page.content());
  const mail = await suite.smtp.waitFor(small.email, { after: 1 });
  expect(mail.text).toContain(`Your donation ${dropOffReference}: dropped off`);

  // The list now counts each state, and lists the drop-off under its state.
  await page.goto(`${suite.server.url}${staffPages.donations.path}?state=${encodeURIComponent("Dropped off")}`);
  await expect(page.getByRole("link", { name: "Dropped off 1" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("table", { name: /^Donations in the state 'Dropped off'/ })).toContainText(
    dropOffReference,
  );
  keepForNu("list-state", await page.content());
});

test("only staff open these pages: others are sent to the staff sign-in, and an unknown donation is a 404", async ({
  page,
}) => {
  const base = suite.server.url;
  // A pickup given signed out: its page, and the run sheet of a day the donor offered, are staff's only.
  const pickupReference = await give(page, company, 40, true);
  await page.context().clearCookies();
  const pages = [
    staffPages.donations.path,
    donationPath(pickupReference),
    staffPages.runSheet.path,
    `${staffPages.runSheet.path}?date=${donorDays[1]}`,
  ];
  for (const address of pages) {
    const answer = await page.request.get(`${base}${address}`, { maxRedirects: 0 });
    expect(answer.status(), address).toBe(302);
    expect(answer.headers().location, address).toBe(staffPages.signIn.path);
  }
  // The donor signed in to the portal is no member of staff either, and cannot move their own donation.
  await confirmFromEmail(page, (await suite.smtp.waitFor(small.email)).text);
  await signInAs(page, base, suite.smtp, small.email);
  const portalPage = await page.content();
  for (const address of pages) {
    await page.goto(`${base}${address}`);
    await expect(page).toHaveURL(new RegExp(`${staffPages.signIn.path}$`));
  }
  const posted = await page.request.post(`${base}${donationPath(dropOffReference)}`, {
    form: { ...hiddenFormFields(portalPage), action: "receive", seen: "Dropped off|||", laptops: "3" },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  expect(query(`SELECT state FROM donations WHERE reference = ?`, dropOffReference)).toEqual([
    { state: "Dropped off" },
  ]);

  await page.context().clearCookies();
  await signInColleague(page);
  for (const address of [donationPath("ZZZZ-ZZZZ"), `${staffPages.donations.path}/not-a-reference`]) {
    const missing = await page.request.get(`${base}${address}`);
    expect(missing.status(), address).toBe(404);
    keepForNu(`not-found-${address.length}`, await missing.text());
  }
  // A reference typed in the address in lower case or without its dash opens the donation's own address.
  await page.goto(`${base}${staffPages.donations.path}/${dropOffReference.replace("-", "").toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`${donationPath(dropOffReference)}$`));
});

test("a state with more donations than a page holds is paged: Next and Previous, each page the rest in order", async ({
  page,
}) => {
  // 105 drop-offs waiting at 'Requested', as the CRM's busiest week might leave them (a page holds 100).
  const db = new Database(path.join(suite.server.dataDir, "portal.sqlite"));
  const insert = db.prepare(
    `INSERT INTO donations (reference, draft_id, donor_record_id, donor_id, email_key, method, laptops, desktops,
       monitors, phones_tablets, printers, other_devices, wants_certificate, wants_receipt, locale, state, requested_at)
     VALUES (?, ?, ?, ?, 'batch@example.org', 'drop-off', 1, 0, 0, 0, 0, 0, 1, 1, 'en', 'Requested', ?)`,
  );
  const references = Array.from({ length: 105 }, (_, i) => `PAGE-${String(i).padStart(4, "0")}`);
  db.transaction(() => {
    for (const [i, reference] of references.entries())
      insert.run(reference, `draft-${reference}`, `WEBD-${reference}`, `DON-${reference}`, Date.UTC(2020, 0, 1) + i);
  })();
  db.close();
  const requested = query<{ n: number }>(`SELECT COUNT(*) AS n FROM donations WHERE state = 'Requested'`)[0]!.n;
  const pages = Math.ceil(requested / 100);

  await signInColleague(page);
  await page.goto(`${suite.server.url}${staffPages.donations.path}?state=Requested`);
  const pager = page.getByRole("navigation", { name: "Pages" });
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  // The oldest first: the batch's first donation is on the first page, its last on the second.
  await expect(page.getByText(references[0]!, { exact: true })).toBeVisible();
  await expect(page.getByText(references[104]!, { exact: true })).toHaveCount(0);
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  await expect(page.getByText(references[104]!, { exact: true })).toBeVisible();
  await expect(page.getByText(references[0]!, { exact: true })).toHaveCount(0);
  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  // A page past the last is refused with a sentence.
  const past = await page.goto(`${suite.server.url}${staffPages.donations.path}?state=Requested&page=${pages + 1}`);
  expect(past!.status()).toBe(400);
  await expect(page.getByText("There is no such page of this list.")).toBeVisible();
});

test("the new pages pass the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  expect(await nuErrors(nu.files)).toEqual([]);
});
