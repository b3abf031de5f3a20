import { expect, type APIRequestContext } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { test } from "../support/test";
import { giveLaptops } from "../support/givingFlow";
import * as es from "~/donations/content/es/words";
import { portalSuite } from "../support/portalSuite";

/**
 * A received donation moves on by itself as the CRM pushes its devices' facts (decision 082): not while a device is
 * still waiting, 'Processed' once every device is erased, destroyed or recycled, 'Certificates ready' once every
 * one has its destruction recorded; each move once, with its email in the donation's language (Spanish here).
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const TOKEN = "crm-push-token-donations-0123456789abcdef";
const suite = portalSuite("donation-inventory", { env: { CRM_PUSH_TOKEN: TOKEN } });
const donor = { name: "Lucía Gómez", email: "lucia.inventario@example.org" };

const storeRow = (query: string, ...params: unknown[]) => {
  const db = new Database(path.join(suite.server.dataDir, "portal.sqlite"));
  try {
    return db.prepare(query).get(...params) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
};

function pushDevices(request: APIRequestContext, records: Record<string, unknown>[]) {
  return request.post(`${suite.server.url}/api/crm/records`, {
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${TOKEN}` },
    data: Buffer.from(JSON.stringify({ module: "Computer_Inventory", records })),
  });
}

async function stateBecomes(reference: string, state: string) {
  await expect
    .poll(() => storeRow("SELECT state FROM donations WHERE reference = ?", reference)?.state, { timeout: 10_000 })
    .toBe(state);
}

test("pushed devices move a received donation to 'Processed', then 'Certificates ready', each with one email", async ({
  page,
  request,
}) => {
  const reference = await giveLaptops(page, suite.server.url, { locale: "es", laptops: 3, donor });
  const donorId = `DON-${reference}`;
  await suite.smtp.waitFor(donor.email);
  // Staff marked it dropped off and received (their pages have their own test).
  storeRow(
    `UPDATE donations SET state = 'Received', dropped_off_at = ?, received_at = ?, received_laptops = 3,
       received_desktops = 0, received_monitors = 0, received_phones_tablets = 0, received_printers = 0,
       received_other_devices = 0 WHERE reference = ? RETURNING reference`,
    Date.now(),
    Date.now(),
    reference,
  );

  const erased = {
    Donor_ID: donorId,
    Computer_Type: "Laptop",
    Destruction_Type: "Erased",
    Date_Destroyed: "2026-11-20",
  };
  expect(
    (
      await pushDevices(request, [
        { id: "INV-1", ...erased },
        { id: "INV-2", ...erased },
        { id: "INV-3", Donor_ID: donorId },
      ])
    ).status(),
  ).toBe(200);
  // One device still waits: the donation stays where it is, and nothing is written to the donor.
  expect(storeRow("SELECT state FROM donations WHERE reference = ?", reference)?.state).toBe("Received");
  expect(suite.mailsWritten(donor.email)).toBe(1);
  expect(suite.smtp.countTo(donor.email)).toBe(1);

  expect((await pushDevices(request, [{ id: "INV-3", Donor_ID: donorId, Date_Recycled: "2026-11-21" }])).status()).toBe(
    200,
  );
  await stateBecomes(reference, "Processed");
  const processed = await suite.smtp.waitFor(donor.email, { after: 1 });
  expect(processed.text).toContain(es.timelineEmails.subject(reference, es.timelineEmails.processed.what));
  expect(processed.text).toContain(es.timelineEmails.processed.body);

  expect(
    (
      await pushDevices(request, [{ id: "INV-3", Destruction_Type: "Destroyed", Date_Destroyed: "2026-11-22" }])
    ).status(),
  ).toBe(200);
  await stateBecomes(reference, "Certificates ready");
  const ready = await suite.smtp.waitFor(donor.email, { after: 2 });
  expect(ready.text).toContain(es.timelineEmails.subject(reference, es.timelineEmails.certificatesReady.what));

  // Pushed again: no move is left, so no email either.
  expect((await pushDevices(request, [{ id: "INV-1", ...erased }])).status()).toBe(200);
  expect(suite.mailsWritten(donor.email)).toBe(3);
  expect(suite.smtp.countTo(donor.email)).toBe(3);
  const dates = storeRow("SELECT processed_at, certificates_ready_at FROM donations WHERE reference = ?", reference)!;
  expect(Number(dates.certificates_ready_at)).toBeGreaterThanOrEqual(Number(dates.processed_at));
});
