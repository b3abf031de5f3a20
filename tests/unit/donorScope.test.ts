/**
 * Which donations and devices a signed-in donor sees (issue 28), on both engines: every donor record of their
 * email that is a donation (several donations, several companies, one made on this site), the devices of those
 * records and no others, a donation of theirs by id and nothing else by id; and how the portal lists and shows them.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { DonationAnswers } from "~/donations/answers";
import { sql, type Db, type Engine } from "~/db/engine.server";
import { createDonationDraft } from "~/donations/server/drafts.server";
import { donorIdOf, donorRecordIdOf, submitDonation } from "~/donations/server/submitDonation.server";
import { donationList, donationPageView } from "~/portal/server/donationsView.server";
import { donationScope, donorScopeOfEmail, recordOfDevice, type DonorScope } from "~/portal/server/donorScope.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { devicesOf, hobokenPickup } from "../support/donationAnswers";

afterEach(closeTestStores);

const T0 = Date.UTC(2026, 10, 20, 15);

const donationAnswers: DonationAnswers = {
  devices: devicesOf({ laptops: 12, monitors: 2 }),
  donor: { company: "Acme Corp", name: "Dora Donor", email: "Dora@Example.org", phone: "201-555-0100" },
  delivery: hobokenPickup(null, [
    { date: "2026-11-30", window: "morning" },
    { date: "2026-12-01", window: "afternoon" },
  ]),
  preferences: { certificate: true, receipt: true },
};

/** Two imported donations of one email (two companies), one not a donation, another donor's, an applicant's. */
async function seed(db: Db): Promise<string> {
  await sql`INSERT INTO "Computer_Donors" (id, "Company", "Email", "Donor_ID", "Status", email_key) VALUES
      ('D-1', 'Acme', 'dora@example.org', 'DON-1', 'Donated', 'dora@example.org'),
      ('D-2', 'Acme Foundation', 'DORA@example.org', 'DON-2', 'Donated', 'dora@example.org'),
      ('D-4', 'Acme', 'dora@example.org', 'DON-4', 'Prospect', 'dora@example.org'),
      ('D-3', 'Other', 'other@example.org', 'DON-3', 'Donated', 'other@example.org')`.execute(db);
  await sql`INSERT INTO "Contacts" (id, "Full_Name", "Email", "Status", email_key)
      VALUES ('A-1', 'Ana', 'dora@example.org', 'Client', 'dora@example.org')`.execute(db);
  await sql`INSERT INTO "Computer_Inventory" (id, "Model", "Date_Added", "Destruction_Type", "Date_Destroyed", "Donor_ID")
      VALUES ('I-1', 'One', '2024-01-02', 'Erased', '2024-02-01', 'DON-1'), ('I-2', 'Two', '2024-01-01', NULL, NULL, 'DON-1'),
      ('I-3', 'Three', NULL, NULL, NULL, 'DON-2'), ('I-4', 'Four', '2024-05-01', NULL, NULL, 'DON-3'),
      ('I-5', 'Five', '2024-05-01', NULL, NULL, 'DON-10'), ('I-6', 'Six', '2024-05-01', NULL, NULL, 'DON-4')`.execute(
    db,
  );
  const sent = await submitDonation(
    db,
    await createDonationDraft(db, "en", donationAnswers, T0),
    // Given signed in as the address: it is the donor's at once (decision 085).
    { publicUrl: "https://portal.example.org", signedInEmailKey: "dora@example.org" },
    T0,
  );
  if (sent.outcome !== "sent") throw new Error(sent.outcome);
  return sent.reference;
}

describe.each(ENGINES)("a donor's donations (%s)", (engine: Engine) => {
  async function setUp() {
    const { db } = await openTestStore(engine);
    const reference = await seed(db);
    const records = createRecordSource(db);
    const scope = (await donorScopeOfEmail(records, " DORA@Example.ORG"))!;
    return { db, reference, records, scope };
  }

  it("are every donor record of the email that is a donation, and their devices only", async () => {
    const { reference, records, scope } = await setUp();
    expect(scope.records.map((record) => record.id)).toEqual(["D-1", "D-2", donorRecordIdOf(reference)]);
    expect(scope.donorIds).toEqual(["DON-1", "DON-2", donorIdOf(reference)]);
    expect(scope.donor.id).toBe("D-1");
    const ids: string[] = [];
    for await (const item of records.iterateInventory("Donor_ID", scope.donorIds)) ids.push(item.id);
    expect(ids.sort()).toEqual(["I-1", "I-2", "I-3"]);
    expect((await records.inventorySummary("Donor_ID", scope.donorIds)).count).toBe(3);
    expect((await records.inventorySummary("Donor_ID", [])).count).toBe(0);
    expect(await donorScopeOfEmail(records, "nobody@example.org")).toBeNull();
  });

  it("find a donation of theirs by its donor record id, and none of anyone else's", async () => {
    const { records, scope } = await setUp();
    const two = donationScope(scope, "D-2")!;
    expect(two.records.map((record) => record.id)).toEqual(["D-2"]);
    expect(two.donorIds).toEqual(["DON-2"]);
    expect((await records.inventoryPage("Donor_ID", two.donorIds, { offset: 0, limit: 10 })).map((i) => i.id)).toEqual([
      "I-3",
    ]);
    // Another donor's record, one of the same email that is not a donation, an applicant's, an unknown id.
    for (const id of ["D-3", "D-4", "A-1", "D-9", ""]) expect(donationScope(scope, id)).toBeNull();
    // A device's certificate names the record it was given with; another donor's device has none here.
    expect(recordOfDevice(scope, "DON-2")?.Company).toBe("Acme Foundation");
    expect(recordOfDevice(scope, "DON-3")).toBeNull();
    expect(recordOfDevice(scope, null)).toBeNull();
  });

  it("are listed newest first (undated last) with their date, reference, state and devices, in both languages", async () => {
    const { db, reference, scope } = await setUp();
    expect(await donationList(db, scope, "en")).toEqual([
      {
        arrival: "coming",
        href: `/portal/donations/${donorRecordIdOf(reference)}`,
        reference,
        date: "November 20, 2026",
        state: "Requested",
        devices: "14 declared",
      },
      {
        arrival: "recorded",
        href: "/portal/donations/D-1",
        reference: "DON-1",
        date: "January 1, 2024",
        state: "2 received, 1 with data destruction recorded",
        devices: "2 in our inventory",
      },
      {
        arrival: "recorded",
        href: "/portal/donations/D-2",
        reference: "DON-2",
        date: "no date recorded",
        state: "1 received, 0 with data destruction recorded",
        devices: "1 in our inventory",
      },
    ]);
    const spanish = await donationList(db, scope, "es");
    expect(spanish[0]).toMatchObject({
      href: `/es/portal/donations/${donorRecordIdOf(reference)}`,
      date: "20 de noviembre de 2026",
      state: "Solicitada",
    });
    expect(spanish[1]).toMatchObject({
      date: "1 de enero de 2024",
      state: "2 recibidos, 1 con la destrucción de datos registrada",
    });
  });

  it("show a site donation's timeline and counts, and an imported one's devices and documents only", async () => {
    const { db, reference, scope } = await setUp();
    const site = await donationPageView(db, donationScope(scope, donorRecordIdOf(reference))!, 1, "en");
    expect(site.timeline).toEqual({
      steps: [
        { state: "Requested", reached: "on November 20, 2026" },
        { state: "Pickup scheduled", reached: null },
        { state: "Picked up", reached: null },
        { state: "Received", reached: null },
        { state: "Processed", reached: null },
        { state: "Certificates ready", reached: null },
      ],
      cancelled: null,
    });
    expect(site.counts).toEqual([
      { kind: "Laptops", declared: "12", received: "not counted yet", difference: null },
      { kind: "Monitors", declared: "2", received: "not counted yet", difference: null },
    ]);
    // Not booked yet: the donor may still move or cancel the pickup.
    expect(site.changePickup).toBe(`/portal/donations/${donorRecordIdOf(reference)}/pickup`);
    expect(site.inventory).toBeNull();
    expect(site.noDevices).toBe(
      "Its devices appear here, each with its data destruction, once they reach us and we log them.",
    );
    // A pickup has no drop-off pass.
    expect(site.pass).toBeNull();

    const imported = await donationPageView(db, donationScope(scope, "D-1")!, 1, "es");
    expect(imported.timeline).toBeNull();
    expect(imported.counts).toBeNull();
    expect(imported.changePickup).toBeNull();
    expect(imported.inventory?.items.map((item) => item.Model)).toEqual(["One", "Two"]);
    expect(imported.inventory?.items[0]?.certificateHref).toBe("/es/portal/donations/D-1/certificates/I-1.pdf");
    expect(imported.documents?.csv).toBe("/es/portal/donations/D-1/donated_computers.csv");
    expect(imported.documents?.links.map((link) => link.href)).toContain("/es/portal/donations/D-1/receipts/2024.pdf");
  });

  it("say the booked pickup's day and window, not the day it was booked, in both languages", async () => {
    const { db, reference, scope } = await setUp();
    const T1 = Date.UTC(2026, 10, 27, 15);
    await sql`UPDATE donations SET state = 'Pickup scheduled', pickup_scheduled_at = ${T1}, pickup_date = '2026-12-08',
        pickup_window = 'morning' WHERE reference = ${reference}`.execute(db);
    const one = donationScope(scope, donorRecordIdOf(reference))!;
    const english = await donationPageView(db, one, 1, "en");
    expect(english.summary.state).toBe(
      "Pickup scheduled for Tuesday, December 8, 2026, in the morning (9 a.m. to noon)",
    );
    expect(english.timeline?.steps[1]).toEqual({
      state: "Pickup scheduled",
      reached: "Tuesday, December 8, 2026, in the morning (9 a.m. to noon) (booked on November 27, 2026)",
    });
    const spanish = await donationPageView(db, one, 1, "es");
    expect(spanish.summary.state).toBe(
      "Recogida programada para el martes, 8 de diciembre de 2026, por la mañana (de 9 a. m. a mediodía)",
    );
  });

  it("say what is true after 'Received': what arrived, and that it is being logged", async () => {
    const { db, reference, scope } = await setUp();
    const T1 = Date.UTC(2026, 10, 23, 15);
    await sql`UPDATE donations SET state = 'Received', received_at = ${T1}, picked_up_at = ${T1},
        received_laptops = 11, received_monitors = 2 WHERE reference = ${reference}`.execute(db);
    const one = donationScope(scope, donorRecordIdOf(reference))!;
    const english = await donationPageView(db, one, 1, "en");
    expect(english.summary.devices).toBe("14 declared, 13 received, being logged into our inventory");
    expect(english.summary.arrival).toBe("received");
    expect(english.noDevices).toBe(
      "We received 13 devices on the date above and are logging them into our inventory: each appears here, with its data destruction, once logged.",
    );
    const spanish = await donationPageView(db, one, 1, "es");
    expect(spanish.summary.devices).toBe("14 declarados, 13 recibidos, en proceso de registro en nuestro inventario");
    expect(spanish.noDevices).toMatch(/^Recibimos 13 equipos en la fecha de arriba/);
    // Once its devices are logged: what the inventory holds.
    await sql`INSERT INTO "Computer_Inventory" (id, "Model", "Donor_ID") VALUES ('I-9', 'Nine', ${donorIdOf(reference)})`.execute(
      db,
    );
    expect((await donationPageView(db, one, 1, "en")).summary.devices).toBe(
      "14 declared, 13 received, 1 in our inventory",
    );
  });

  it("say received against declared in words, and a cancelled pickup says so", async () => {
    const { db, reference, scope } = await setUp();
    const T1 = Date.UTC(2026, 10, 23, 15);
    await sql`UPDATE donations SET state = 'Received', received_at = ${T1}, picked_up_at = ${T1},
        received_laptops = 10, received_monitors = 3 WHERE reference = ${reference}`.execute(db);
    const one: DonorScope = donationScope(scope, donorRecordIdOf(reference))!;
    const received = await donationPageView(db, one, 1, "en");
    expect(received.counts).toEqual([
      { kind: "Laptops", declared: "12", received: "10", difference: "2 fewer than declared" },
      { kind: "Monitors", declared: "2", received: "3", difference: "1 more than declared" },
    ]);
    expect(received.changePickup).toBeNull();
    expect(received.timeline?.steps.find((step) => step.state === "Picked up")?.reached).toBe("on November 23, 2026");

    await sql`UPDATE donations SET state = 'Cancelled', cancelled_at = ${T1}, received_at = NULL, picked_up_at = NULL
        WHERE reference = ${reference}`.execute(db);
    const cancelled = await donationPageView(db, one, 1, "es");
    expect(cancelled.timeline).toEqual({
      steps: [{ state: "Solicitada", reached: "el 20 de noviembre de 2026" }],
      cancelled: "Esta recogida se canceló el 23 de noviembre de 2026.",
    });
    expect((await donationList(db, scope, "en"))[0]?.state).toBe("Cancelled");
    expect(cancelled.noDevices).toBe("Esta recogida se canceló, así que no nos llegó ningún equipo.");
  });
});
