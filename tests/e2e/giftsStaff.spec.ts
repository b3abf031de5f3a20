import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { dayIn } from "~/gifts/days";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { test } from "../support/test";
import { nuErrors } from "../support/nuChecker";
import { expectAccessible, expectAccessibleAtBothWidths, nuCollector } from "../support/pageChecks";
import { openStore } from "../support/operatorProbes";
import { pdfText } from "../support/donorDocuments";
import { readPdf } from "../support/pdfReading";
import { people } from "../support/portalFixtures";
import { hiddenFormFields, signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { startServer } from "../support/server";
import { attachmentBytes } from "../support/smtpCapture";
import { staffColleagues } from "../support/staffFlow";
import { startStripeStandIn, type StripeStandIn } from "../support/stripeStandIn";
import { startTwilioStandIn } from "../support/twilioStandIn";

/**
 * The gifts' staff pages, the year-end statement and the tribute notice (issue 47 §3, §5; decision 117), JavaScript
 * off at 360 px, against the built server pointed at the loopback Stripe stand-in: a device donor gives $50 in
 * honour of someone with a notice for today, paid on the stand-in's hosted page; the notice arrives without the
 * amount; staff find the gift by its month, refund $20 of it through Stripe, and the corrected receipt's PDF states
 * the refund; the donor's statement of the year lists the money gift and the device donation without valuing the
 * device, in English and in Spanish. Then the same store is served as of January 15 next year, with a loopback stand-in
 * of Twilio's API: a device donor who gave no money is emailed the statement with its tagged PDF attached, listing the
 * device without a value, and a device donor known by mobile number only is texted a link that downloads theirs
 * without signing in (a forged token is a 404). Pages pass axe and the Nu checker. The notice's later days and who
 * is sent what, once, are the jobs' unit tests (tests/unit/giftJobs.test.ts, tests/unit/giftStatementsToAll.test.ts).
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const TZ = "America/New_York";
const colleagues = staffColleagues("giftstaff");
let stripe: StripeStandIn | undefined;
test.beforeAll(async () => void (stripe = await startStripeStandIn()));
test.afterAll(async () => stripe?.stop());
const suite = portalSuite("gifts-staff", {
  env: () => ({ ...stripe!.settings, STAFF_EMAILS: colleagues.staffEmails, ORG_TIME_ZONE: TZ }),
});
test.beforeAll(() => stripe!.deliverTo(`${suite.server.url}/api/payments/events`));
const nu = nuCollector("gifts-staff");

const today = () => dayIn(TZ, Date.now());
const year = () => today().slice(0, 4);
const NOTICE_TO = "lee@tribute.test";

/**
 * The giving form as a donor fills it, with a notice for today. The post is sent by the API client and its redirect
 * to the hosted page followed by hand: the page's `form-action 'self'` keeps Chromium from following a form's
 * redirect to another origin (the giving journey itself is the gifts core's spec).
 */
async function give(page: Page) {
  await page.goto(`${suite.server.url}/support`);
  await expect(page.getByRole("radio", { name: "$50", exact: true })).toBeChecked();
  const posted = await page.request.post(`${suite.server.url}/support`, {
    form: {
      ...hiddenFormFields(await page.content()),
      amount: "5000",
      other: "",
      frequency: "once",
      name: "Dora Donor",
      email: people.donor,
      phone: "",
      tribute: "honour",
      tributeName: "Ms. Lee",
      noticeEmail: NOTICE_TO,
      noticeOn: today(),
      employer: "Acme",
    },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  await page.goto(posted.headers()["location"]!);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Your gift of $50 is received.")).toBeVisible();
}

test("staff refund part of a paid gift and the corrected receipt says so; the tribute notice omits the amount", async ({
  page,
  browser,
}) => {
  await give(page);
  const notice = await suite.smtp.waitFor(NOTICE_TO);
  expect(notice.text).toContain("Dora Donor");
  expect(notice.text).toContain("Ms. Lee");
  expect(notice.text).not.toMatch(/\$\s?\d|50\.00|\b50\b/);
  expect(nu.keepEmails([notice])).toBe(1);

  await colleagues.signInNext(page, suite);
  await page.goto(`${suite.server.url}/staff/gifts?month=${today().slice(0, 7)}`);
  nu.keep("staff-gifts", await page.content());
  await expectAccessibleAtBothWidths(page, browser);
  await page.getByRole("link", { name: "Dora Donor" }).click();
  await expect(page.getByRole("heading", { name: "Gift of Dora Donor" })).toBeVisible();
  await expect(page.getByText("In honour of Ms. Lee")).toBeVisible();
  nu.keep("staff-gift", await page.content());
  await expectAccessibleAtBothWidths(page, browser);

  await page.getByLabel("Amount to refund, in dollars").fill("20");
  await page.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByText("A refund of $20 was asked of the payment provider.")).toBeVisible();
  await stripe!.idle();
  await page.reload();
  const corrected = page.getByRole("row", { name: /corrects TAR-/ });
  await expect(corrected).toContainText("Stands");
  await expect(page.getByRole("row", { name: /Voided/ })).toHaveCount(1);
  const href = await corrected.getByRole("link", { name: /^TAR-/ }).getAttribute("href");
  const correctedPdf = readPdf(await (await page.request.get(`${suite.server.url}${href}`)).body());
  expect(correctedPdf.info["Tagged"]).toBe("yes");
  const receipt = correctedPdf.text.replace(/\s+/g, " ");
  expect(receipt).toContain("$20 of this gift was refunded.");
  expect(receipt).toContain("$30");

  const csv = await page.request.get(`${suite.server.url}/staff/gifts/payments.csv?month=${today().slice(0, 7)}`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain(",once,50,20,30,visa 4242,");
});

test("the year's statement lists the money gift and the device donation without valuing the device, also in Spanish", async ({
  page,
  browser,
}) => {
  const store = openStore(suite.server);
  store
    .prepare(
      `INSERT INTO Computer_Inventory (id, Model, Status, Computer_Type, Date_Added, Donor_ID) VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run("I-GIFT", "ThinkPad X1", "Donated", "Laptop", today(), "DON-1");
  store.close();
  await signInAs(page, suite.server.url, suite.smtp, people.donor);
  await page.goto(`${suite.server.url}/portal`);
  const link = page.getByRole("link", { name: `Giving statement ${year()} (PDF)` });
  const english = (
    await pdfText(await page.request.get(`${suite.server.url}${await link.getAttribute("href")}`))
  ).replace(/\s+/g, " ");
  expect(english).toContain(`Year-End Giving Statement ${year()}`);
  expect(english).toContain("$30.00: $50.00 given, $20.00 refunded");
  expect(english).toContain("Laptop: 1");
  expect(english).toContain(
    "The IRS leaves the value of donated property to the donor, so this statement states no value for the devices.",
  );
  expect(english).not.toMatch(/Laptop: 1 \$|Laptop[^.]*\$\d/);
  const spanish = (
    await pdfText(await page.request.get(`${suite.server.url}/es/portal/statements/${year()}.pdf`))
  ).replace(/\s+/g, " ");
  expect(spanish).toContain(`Resumen anual de donaciones ${year()}`);
  expect(spanish).toContain("El IRS deja al donante el valor de los bienes donados");
  const other = await page.request.get(`${suite.server.url}/portal/statements/2001.pdf`);
  expect(other.status()).toBe(404);
  await page.goto(`${suite.server.url}/es/portal`);
  await expect(page.getByRole("link", { name: `Resumen de donaciones ${year()} (PDF)` })).toHaveAttribute(
    "href",
    `/es/portal/statements/${year()}.pdf`,
  );
  nu.keep("portal-es", await page.content());
  await expectAccessible(page, browser);
});

test("in January a device-only donor is emailed the PDF, and one known by number only is texted a link to it", async ({
  page,
}) => {
  const devicesOnly = "ines@devices.test";
  const numberOnly = "+12015550177";
  const store = openStore(suite.server);
  const donor = store.prepare(
    `INSERT INTO Computer_Donors (id, Name, Email, Phone, Status, Donor_ID, email_key) VALUES (?, ?, ?, ?, 'Donated', ?, ?)`,
  );
  donor.run("CD-INES", "Inés Vega", devicesOnly, null, "DON-INES", devicesOnly);
  donor.run("CD-JOE", "Joe Moss", null, "(201) 555-0177", "DON-JOE", null);
  const device = store.prepare(
    `INSERT INTO Computer_Inventory (id, Model, Status, Computer_Type, Date_Added, Donor_ID) VALUES (?, ?, 'Donated', ?, ?, ?)`,
  );
  device.run("I-INES", "OptiPlex", "Desktop", today(), "DON-INES");
  device.run("I-JOE", "iPad", "Tablet", today(), "DON-JOE");
  store.close();
  // The same store served again as of the statement day's default, January 15 next year: the January run is due.
  const texts = await startTwilioStandIn();
  await suite.server.stop();
  const january = await startServer({
    dataDir: suite.server.dataDir,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${suite.smtp.port}`,
      TRUST_PROXY: "1",
      ORG_TIME_ZONE: TZ,
      ...texts.settings,
      AS_OF: `${Number(year()) + 1}-01-15T12:00:00-05:00`,
      NODE_OPTIONS: `--require ${path.resolve("tests/support/asOf.cjs")}`,
    },
  });
  try {
    const mail = await suite.smtp.waitFor(devicesOnly);
    expect(mail.text).toContain("Your statement is attached to this email as a PDF");
    expect(mail.text).toContain(`${january.url}/portal`);
    const attached = readPdf(attachmentBytes(mail, `giving_statement_${year()}.pdf`)!);
    expect(attached.info["Tagged"]).toBe("yes");
    const listed = attached.text.replace(/\s+/g, " ");
    expect(listed).toContain(`Year-End Giving Statement ${year()}`);
    expect(listed).toContain("Inés Vega");
    expect(listed).toContain("Desktop: 1");
    expect(listed).toContain("No gift of money in this year.");
    expect(listed).toContain("The IRS leaves the value of donated property to the donor");
    expect(listed).not.toMatch(/\$/);

    const text = await texts.waitFor(numberOnly);
    const link = `http://${/127\.0\.0\.1:\d+\/gifts\/statement\/[\w-]{43}/.exec(text.body)?.[0]}`;
    expect(link.startsWith(january.url)).toBe(true);
    const theirs = (await pdfText(await page.request.get(link))).replace(/\s+/g, " ");
    expect(theirs).toContain("Joe Moss");
    expect(theirs).toContain("(201) 555-0177");
    expect(theirs).toContain("Tablet: 1");
    expect(theirs).not.toMatch(/\$/);
    const forged = await page.request.get(`${link.slice(0, -1)}${link.endsWith("A") ? "B" : "A"}`);
    expect(forged.status()).toBe(404);
    expect(await forged.text()).toBe(documentWordsIn("en").noSuchDocument);
  } finally {
    await january.stop();
    await texts.stop();
  }
});

test.afterAll(async () => {
  expect(await nuErrors(nu.files)).toEqual([]);
});
