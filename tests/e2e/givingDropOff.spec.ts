import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { test } from "../support/test";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import * as en from "~/donations/content/en/words";
import * as es from "~/donations/content/es/words";
import { PASS_QR_SIZE } from "~/donations/server/passPdf.server";
import { MARGIN } from "~/kits/documents/pdfLayout.server";
import { aboutYou, fillDates, giveDevices, pickupDays as dates, REFERENCE } from "../support/givingFlow";
import { nuErrors } from "../support/nuChecker";
import { pdfShowsQrOf } from "../support/pdfQr";
import { readPdf } from "../support/pdfReading";
import { asNewClient } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";

/**
 * Giving devices to drop off, as a person on a cheap phone does it: JavaScript off, 360 px wide, in Spanish and in
 * English, against the built server, a real SQLite store and a real SMTP server. A pickup address outside the
 * region refused with the drop-off offered and sent, a 3-laptop drop-off and its pass (the page, and the PDF read
 * back with poppler, its QR code compared module by module) for this browser only, and the emails. Serial: the
 * last test checks the pages and emails the others kept.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("giving-drop-off");
const nu = nuCollector("giving-drop-off");
const store = () => new Database(path.join(suite.server.dataDir, "portal.sqlite"));

test("en español: a pickup address outside the region is refused with the drop-off offered, which is sent", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  const donor = { name: "Lucía Gómez", email: "lucia.donante@example.org" };
  await page.goto(`${base}/es/donate/start`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.steps.devices);
  await giveDevices(page, es, { laptops: "12" });
  await aboutYou(page, es, donor);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.delivery.pickupTitle);
  await page.getByLabel(es.delivery.street).fill("3401 Walnut St");
  await page.getByLabel(es.delivery.city).fill("Philadelphia");
  await page.getByLabel(es.delivery.state).fill("PA");
  await page.getByLabel(es.delivery.zip).fill("19104");
  await fillDates(page, es, [dates.holiday, dates.past]);
  await page.getByRole("button", { name: es.pages.continue }).click();
  await expect(page.locator("#date1-error")).toHaveText(es.errors.holiday);
  await expect(page.locator("#date2-error")).toHaveText(es.errors.past);
  await expect(page.getByLabel(es.delivery.city)).toHaveValue("Philadelphia");
  nu.keep("pickup-errors-es", await page.content());
  await fillDates(page, es, dates.good);
  await page.getByRole("button", { name: es.pages.continue }).click();
  await expect(page.locator("#zip-error")).toHaveText(es.errors.outsideRegion("19104"));
  await expect(page.getByLabel(es.delivery.zip)).toHaveValue("19104");
  await expectAccessible(page, browser);
  nu.keep("outside-region", await page.content());

  await page.getByRole("link", { name: es.delivery.dropOffInstead }).click();
  await expect(page).toHaveURL(/\/es\/donate\/delivery\?method=drop-off$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.delivery.dropOffTitle);
  await expect(page.getByRole("link", { name: es.delivery.courierLink })).toHaveAttribute("href", "/es/ewastedropoff");
  nu.keep("drop-off-es", await page.content());
  await page.getByRole("button", { name: es.pages.continue }).click();
  await expect(page).toHaveURL(/\/es\/donate\/check$/);
  await page.getByRole("button", { name: es.check.send }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.sent.title);
  const reference = REFERENCE.exec((await page.getByRole("status").textContent()) ?? "")![0];
  await expect(page.getByRole("status")).toHaveText(es.sent.reference(reference));
  // The page names the address the email went to (issue 45).
  await expect(page.getByText(es.sent.emailed(donor.email))).toBeVisible();
  nu.keep("sent-es", await page.content());
  await page.getByRole("link", { name: es.sent.pass }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.pass.title);
  await expect(page.getByRole("img", { name: es.pass.qrAlt(reference) })).toBeVisible();
  nu.keep("pass-es", await page.content());

  const pdf = await page.request.get(`${base}/donate/pass/${reference}/pass.pdf`);
  expect(pdf.status()).toBe(200);
  const bytes = await pdf.body();
  const read = readPdf(bytes);
  expect(read.lang).toBe("es-US");
  expect(read.text).toContain(es.pass.reference(reference));
  // A document states only what is known: no placeholder for an office's address or hours (issue 45).
  expect(read.text).not.toMatch(/por confirmar|to be supplied/);
  expect(pdfShowsQrOf(bytes, reference, MARGIN, PASS_QR_SIZE)).toBe(true);

  const mail = await suite.smtp.waitFor(donor.email);
  expect(mail.text).toContain(es.emails.sent.subject(reference));
  expect(mail.text).toContain(es.emails.sent.dropOffNext);
  expect(mail.text).toMatch(new RegExp(`${base}/es/donate/confirm/[\\w-]{43}`));
  expect(mail.text).toContain(es.emails.sent.passLink);
  expect(mail.text).toMatch(new RegExp(`${base}/es/donate/pass/${reference}/[\\w-]{43}`));
});

test("a 3-laptop drop-off: the pass as a page and a one-page PDF, for this browser only", async ({ page, browser }) => {
  const base = suite.server.url;
  const donor = { name: "Dana Small", email: "dana.small@example.org" };
  await page.goto(`${base}/donate/start`);
  await giveDevices(page, en, { laptops: "3" });
  await aboutYou(page, en, donor);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.delivery.dropOffTitle);
  await expect(page.getByText(en.delivery.dropOffIntro("3"))).toBeVisible();
  await expect(page.getByRole("link", { name: en.delivery.courierLink })).toHaveAttribute("href", "/ewastedropoff");
  // Only laptops: no office to choose.
  await expect(page.getByRole("group", { name: en.delivery.officeText })).toHaveCount(0);
  // The offices' street addresses and hours are not supplied yet: left out, with what to do instead, no placeholder.
  await expect(page.getByText(en.delivery.officeToAsk).first()).toBeVisible();
  await expect(page.getByText("to be supplied")).toHaveCount(0);
  await expectAccessible(page, browser);
  nu.keep("drop-off", await page.content());
  await page.getByRole("button", { name: en.pages.continue }).click();
  await page.getByRole("group", { name: en.check.receipt }).getByLabel(en.pages.no).check();
  await page.getByRole("button", { name: en.check.send }).click();

  const reference = REFERENCE.exec((await page.getByRole("status").textContent()) ?? "")![0];
  await expect(page.getByText(en.sent.dropOffSteps[0]!)).toBeVisible();
  nu.keep("sent-drop-off", await page.content());
  await page.getByRole("link", { name: en.sent.pass }).click();
  await expect(page).toHaveURL(new RegExp(`/donate/pass/${reference}$`));
  await expect(page.getByText(en.pass.reference(reference))).toBeVisible();
  await expect(page.getByRole("img", { name: en.pass.qrAlt(reference) })).toBeVisible();
  await expect(page.getByText(en.deviceLine("3", en.devices.laptops))).toBeVisible();
  await expectAccessible(page, browser);
  nu.keep("pass", await page.content());

  const link = page.getByRole("link", { name: en.pass.pdf });
  const pdfUrl = new URL((await link.getAttribute("href"))!, base).toString();
  const answer = await page.request.get(pdfUrl);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["cache-control"]).toContain("no-store");
  const bytes = await answer.body();
  const pdf = readPdf(bytes);
  expect(pdf.info.Pages).toBe("1");
  expect(pdf.info.Tagged).toBe("yes");
  expect(pdf.lang).toBe("en-US");
  for (const font of pdf.fonts) expect(font.embedded, font.name).toBe(true);
  expect(pdf.text).toContain(en.pass.reference(reference));
  expect(pdf.text).toContain(en.devices.laptops);
  expect(pdf.structure).toContain("Figure");
  expect(pdfShowsQrOf(bytes, reference, MARGIN, PASS_QR_SIZE)).toBe(true);

  expect(
    store()
      .prepare(`SELECT method, laptops, wants_certificate, wants_receipt FROM donations WHERE reference = ?`)
      .get(reference),
  ).toEqual({ method: "drop-off", laptops: 3, wants_certificate: 1, wants_receipt: 0 });

  // Another browser, knowing the reference, gets nothing; nor does a made-up reference.
  const other = await browser.newContext({ javaScriptEnabled: false });
  await asNewClient(other);
  for (const address of [`/donate/pass/${reference}`, `/donate/pass/${reference}/pass.pdf`]) {
    const refused = await other.request.get(`${base}${address}`);
    expect(refused.status(), address).toBe(404);
    const text = await refused.text();
    expect(text).not.toContain(en.pass.intro);
    expect(text).not.toContain(en.pass.qrAlt(reference));
  }
  await other.close();
  for (const address of ["/donate/pass/ZZZZ-ZZZZ", "/donate/pass/nonsense/pass.pdf", "/donate/nowhere"])
    expect((await page.request.get(`${base}${address}`)).status(), address).toBe(404);
});

test("the email's pass link opens the pass in any browser, again and again, until the devices are received", async ({
  browser,
}) => {
  const base = suite.server.url;
  const mail = await suite.smtp.waitFor("dana.small@example.org");
  expect(mail.text).toContain(en.emails.sent.passLink);
  const link = new RegExp(`${base}/donate/pass/(${REFERENCE.source})/[\\w-]{43}`).exec(mail.text)!;
  const [passUrl, reference] = [link[0], link[1]!];

  // Another browser, twice, as at the counter: the pass each time, and no session of any kind.
  const counter = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const phone = await counter.newPage();
  for (const time of [1, 2]) {
    const answer = await phone.goto(passUrl);
    expect(answer?.status(), `opening ${time}`).toBe(200);
    expect(answer?.headers()["cache-control"]).toContain("no-store");
    expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(phone.getByRole("heading", { level: 1 })).toHaveText(en.pass.title);
    await expect(phone.getByRole("img", { name: en.pass.qrAlt(reference) })).toBeVisible();
  }
  expect(await counter.cookies()).toEqual([]);
  const pdf = await phone.request.get(
    new URL((await phone.getByRole("link", { name: en.pass.pdf }).getAttribute("href"))!, base).toString(),
  );
  expect(pdf.status()).toBe(200);
  expect(readPdf(await pdf.body()).text).toContain(en.pass.reference(reference));
  nu.keep("emailed-pass", await phone.content());

  // A wrong key opens nothing, and says where the donation is.
  const wrong = await phone.goto(passUrl.replace(/.$/, (last) => (last === "A" ? "B" : "A")));
  expect(wrong?.status()).toBe(404);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(en.pass.notFound);
  await expect(phone.getByText(en.pass.notFoundHelp)).toBeVisible();
  await expect(phone.getByRole("link", { name: en.pass.signIn })).toHaveAttribute("href", "/auth");
  await expectAccessible(phone, browser);
  nu.keep("no-pass", await phone.content());

  // Received at the office: the link is closed, the page and the PDF say how to sign in.
  const db = store();
  db.prepare(`UPDATE donations SET state = 'Received', received_at = ? WHERE reference = ?`).run(Date.now(), reference);
  db.close();
  expect((await phone.goto(passUrl))?.status()).toBe(404);
  await expect(phone.getByRole("link", { name: en.pass.signIn })).toHaveAttribute("href", "/auth");
  const closedPdf = await phone.request.get(`${passUrl}/pass.pdf`);
  expect(closedPdf.status()).toBe(404);
  expect(await closedPdf.text()).toContain(`${en.pass.signIn}: ${base}/auth`);
  await counter.close();
});

test("every page and email of the drop-offs passes the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  // The Spanish pickup's mistakes, the region refusal, the drop-off, confirmation and pass pages in both languages.
  expect(nu.files.length).toBeGreaterThanOrEqual(8);
  // One email per drop-off sent.
  expect(nu.keepEmails(suite.smtp.messages)).toBe(2);
  expect(await nuErrors(nu.files)).toEqual([]);
});
