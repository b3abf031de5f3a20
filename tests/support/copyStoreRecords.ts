/**
 * The store copy's unit tests' stores: an SQLite store filled with every kind of record, empty targets, and what a
 * store holds, table by table.
 */
import { enqueueText, NO_EXPIRY } from "~/sms/smsOutbox.server";
import { stopTexts } from "~/sms/smsStops.server";
import { seriesMeetings } from "~/classes/meetings";
import { recordAttendance } from "~/classes/server/attendance.server";
import { takeSeat } from "~/classes/server/seats.server";
import { createSession } from "~/classes/server/sessions.server";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { rowCounts, STORE_TABLES } from "~/db/copyStore.server";
import { keepEvent } from "~/gifts/server/giftEventStore.server";
import { issueReceipt, recordPayment } from "~/gifts/server/giftLedger.server";
import { createGift } from "~/gifts/server/giftStore.server";
import { markFeedRead } from "~/crm/changeFeed.server";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { openPostgresStore, openSqliteStore, type Store } from "~/db/open.server";
import { enqueueMail } from "~/mail/outbox.server";
import { recordIssuedToken } from "~/kits/signIn/loginTokens.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { recordActivity } from "~/kits/records/activity.server";
import { numberCertificate } from "~/kits/records/certificateNumbers.server";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { rememberLanguage } from "~/kits/records/personLanguage.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { newPostgresDatabase } from "./testStores";
import { saveBaseline } from "~/kits/figures/baselines.server";
import { createDonationDraft } from "~/donations/server/drafts.server";
import { submitDonation } from "~/donations/server/submitDonation.server";
import { sendRosaApplication } from "./applicationRecords";

export async function sendApplication(db: Db, now: number) {
  const contactId = await sendRosaApplication(db, { language: "es", timeZone: "America/New_York", now });
  const recommendation = await firstRow(db, sql<{ id: number }>`SELECT id FROM recommendations`);
  await sql`INSERT INTO recommendation_letters (recommendation_id, content_type, size, content, uploaded_at)
     VALUES (${recommendation!.id}, 'application/pdf', 4, ${Buffer.from([0x25, 0x00, 0xff, 0x0a])}, ${now})`.execute(
    db,
  );
  await sql`INSERT INTO follow_ups (contact_id, sent_at) VALUES (${contactId}, ${now})`.execute(db);
  // After the computer arrives (issue 50 §2): a request for help and a story shared with a first name.
  await sql`INSERT INTO help_requests (id, contact_id, problem, source, created_at)
     VALUES ('help-1', ${contactId}, 'No enciende', 'tracker', ${now})`.execute(db);
  await sql`INSERT INTO stories (contact_id, shared_as, first_name, story, created_at)
     VALUES (${contactId}, 'first-name', 'Rosa', 'Tareas escolares', ${now})`.execute(db);
  await sql`INSERT INTO partner_applications (partner_id, submission_id, ein, contact_name, contact_email, email_key,
       contact_phone, services, distribution, locale, submitted_at)
     VALUES ('P-6', 'sub-1', '123456789', 'Ida Intake', 'Intake@PatersonTech.example', 'intake@patersontech.example',
       '973-555-0206', 'Job training', 'At our front desk', 'es', ${now})`.execute(db);
  await sql`INSERT INTO partner_renewals (partner_id, cycle, invited_at, confirmed_at, confirmed_by)
     VALUES ('P-1', '2027', ${now}, ${now}, 'partner:P-1:rosa@partner.example')`.execute(db);
}

/** A drop-off given as the site sends one: its draft, donor record, champion and donation. */
export async function sendDonation(db: Db, now: number) {
  const draftId = await createDonationDraft(db, "en", {
    devices: { laptops: 3, desktops: 1, monitors: 0, phonesTablets: 0, printers: 0, other: 0 },
    donor: { company: "Demo Co", name: "Dana Giver", email: "dana@demo.example", phone: "201-555-0199" },
    delivery: { method: "drop-off", office: "nj" },
    preferences: { certificate: true, receipt: false },
  });
  const sent = await submitDonation(db, draftId, { publicUrl: "http://localhost" }, now);
  if (sent.outcome !== "sent") throw new Error("the donation was not sent");
}

export const demoDir = fileURLToPath(new URL("../../scripts/demo-data", import.meta.url));

const opened: Store[] = [];

/** Closes the stores the test opened here (for `afterEach`). */
export async function closeOpenedStores() {
  await Promise.all(opened.splice(0).map((store) => store.close()));
}

export const sqliteFileStore = (): Store => {
  const store = openSqliteStore(path.join(mkdtempSync(path.join(tmpdir(), "copy-store-")), "portal.sqlite"));
  opened.push(store);
  return store;
};

export const emptyPostgresStore = async (): Promise<Store> => {
  const store = await openPostgresStore(await newPostgresDatabase());
  opened.push(store);
  return store;
};

/** More devices than a copy's batch (200 rows), added in an order that is not their ids' order. */
export const EXTRA_DEVICES = 450;
/** More messages than a batch, some of them removed afterwards, so the ids have gaps. */
export const MESSAGES = 230;

/** An SQLite store file with rows in every table, written by the code that writes them when the site runs. */
export async function filledSqliteStore(): Promise<Store> {
  const store = sqliteFileStore();
  const { db } = store;
  const now = Date.now();
  await importCrmFolder(db, demoDir, { actor: "test" });
  const devices = Array.from({ length: EXTRA_DEVICES }, (_, i) => {
    const id = `X-${String((i * 7) % EXTRA_DEVICES).padStart(4, "0")}`;
    return sql`(${id}, 'DON-1', ${`Model ${i}`}, ${i % 3 === 0 ? "2024-01-01" : null}, ${i % 5 === 0 ? 2.5 : null})`;
  });
  await sql`INSERT INTO "Computer_Inventory" (id, "Donor_ID", "Model", "Date_Destroyed", "Weight")
     VALUES ${sql.join(devices)}`.execute(db);
  expect(await numberCertificate(db, "X-0000", (id) => `TA-TEST-${id}`)).toBe("TA-TEST-X-0000");
  for (let i = 0; i < MESSAGES; i++) {
    await enqueueMail(
      db,
      {
        emailKey: `person${i}@example.org`,
        recipient: `Person${i}@example.org`,
        subject: `Message ${i}`,
        text: "t",
        html: "h",
        notAfter: now + 60_000,
      },
      now - i,
    );
  }
  await sql`DELETE FROM mail_outbox WHERE id % 10 = 3 OR id = (SELECT MAX(id) FROM mail_outbox)`.execute(db);
  for (let i = 0; i < 3; i++)
    await enqueueText(
      db,
      { kind: "status", recipient: `+1201555010${i}`, body: `Text ${i}`, notAfter: NO_EXPIRY },
      now,
    );
  await stopTexts(db, "+12015550109", now);
  await sql`INSERT INTO sms_codes (id, champion_id, phone, code_hash, created_at, expires_at)
     VALUES ('code-1', 'C-1001', '+12015550101', 'hash', ${now}, ${now + 600_000})`.execute(db);
  await sql`INSERT INTO sms_inbound_seen (message_sid, received_at) VALUES (${`SM${"e".repeat(32)}`}, ${now})`.execute(
    db,
  );
  await sql`INSERT INTO gift_statements_sent (email_key, year, sent_at) VALUES ('ana@demo.example', 2026, ${now})`.execute(
    db,
  );
  await sql`INSERT INTO "Financial_Donations" (id, "Donor_Name", "Email", "Amount", "Date_Received", email_key)
     VALUES ('FD-1', 'Ana', 'Ana@Demo.example', 250.5, '2026-03-01', 'ana@demo.example')`.execute(db);
  await sql`INSERT INTO events (id, name_en, name_es, starts_at, place, created_at)
     VALUES ('E-1', 'Pepper Fest', 'Festival del Chile', '2027-09-11T12:00', 'Hoboken', ${now})`.execute(db);
  await sql`INSERT INTO ticket_kinds (id, event_id, kind, name_en, name_es, price_cents, quantity, fair_market_cents)
     VALUES ('K-1', 'E-1', 'contestant', 'Contestant', 'Concursante', 5000, 30, 2000)`.execute(db);
  await sql`INSERT INTO ticket_holds (id, kind_id, places, state, expires_at, buyer_name, email, locale, created_at)
     VALUES ('H-1', 'K-1', 1, 'paid', ${now}, 'Ana', 'Ana@Demo.example', 'es', ${now})`.execute(db);
  await sql`INSERT INTO tickets (number, hold_id, kind_id, buyer_name, email, checked_in_at)
     VALUES ('PF-00000001', 'H-1', 'K-1', 'Ana', 'Ana@Demo.example', ${now})`.execute(db);
  await sql`INSERT INTO ticket_receipts (number, hold_id, places, paid_cents, fair_market_cents, issued_at)
     VALUES ('TAT-0000-0000-0000-0001', 'H-1', 1, 5000, 2000, ${now})`.execute(db);
  await sql`INSERT INTO ticket_waitlist (kind_id, name, email, email_key, locale, state, signed_up_at, offered_at,
      offer_deadline, hold_id)
     VALUES ('K-1', 'Bea', 'Bea@Demo.example', 'bea@demo.example', 'en', 'taken', ${now}, ${now}, ${now}, 'H-1')`.execute(
    db,
  );
  await recordActivity(db, { kind: "staff-sign-in", actor: "boss@org.test", summary: "Signed in", counts: { a: 1 } });
  await recordIssuedToken(db, { token: "t", jti: "jti-1", expiresAt: now + 900_000 }, "C-1001", "Ana@Demo.example");
  await recordIssuedToken(db, { token: "t", jti: "jti-2", expiresAt: now + 900_000 }, "C-1002", "b@demo.example");
  expect(await hitRateLimit(db, "auth:1.2.3.4", 5, 60_000, now)).toBe(true);
  expect(await hitRateLimit(db, "auth:1.2.3.4", 5, 60_000, now)).toBe(true);
  expect(await hitRateLimit(db, "auth:5.6.7.8", 5, 60_000, now)).toBe(true);
  await sql`INSERT INTO sessions (id, champion_id, created_at, last_seen_at, email_key, realm)
     VALUES ('s-1', 'C-1001', ${now}, ${now}, 'ana@demo.example', 'portal'),
            ('s-2', 'boss@org.test', ${now}, ${now}, NULL, 'staff')`.execute(db);
  await rememberLanguage(db, "ana@demo.example", "es", now);
  await sendApplication(db, now);
  await sendDonation(db, now);
  await sql`INSERT INTO shield_referral_codes (subscription_id, code, created_at) VALUES ('SH-1', 'K7MQ4X2PZT', ${now})`.execute(
    db,
  );
  await sql`INSERT INTO shield_cancellations (subscription_id, reason, words, locale, requested_at)
     VALUES ('SH-1', 'other', 'Travelling', 'en', ${now})`.execute(db);
  await sql`INSERT INTO shield_billing_events (event_id, event_type, received_at)
     VALUES ('ev-1', 'subscription_renewed', ${now})`.execute(db);
  await sql`INSERT INTO shield_reminders (subscription_id, expires_at, sent_at) VALUES ('SH-2', '2027-06-01', ${now})`.execute(
    db,
  );
  await takeClassAttendance(db, now);
  // The companies' leaderboard (decision 126): Dana listed Demo Co, and staff hid an entry.
  await sql`INSERT INTO company_listings (email_key, company_key, company, listed, chosen_at, chosen_by)
     VALUES ('dana@demo.example', 'demo co', 'Demo Co', 1, ${now}, 'C-1001')`.execute(db);
  await sql`INSERT INTO company_listing_hidden (company_key, company, reason, hidden_at, hidden_by)
     VALUES ('asdf', 'asdf', 'Not a company name', ${now}, 'boss@org.test')`.execute(db);
  await saveBaseline(
    db,
    { figure: "computers", value: 4239, sinceYear: 2019, reason: "The 2023 report" },
    "boss@org.test",
    now,
  );
  await giveMoney(db, now);
  // The CRM has read the feed up to the application's first change.
  await markFeedRead(db, 1, now);
  // A partner's device request (decision 121), an applicant it covers, an item set aside, and an announcement.
  await sql`INSERT INTO device_requests (id, partner_id, programme_kind, programme_name, county, laptops, desktops,
      tablets, served, served_kind, needed_by, requested_by, locale, state, created_at)
    VALUES ('DR-1', 'P-1', 'cohort', 'Spring class', 'Hudson', 3, 0, 0, 3, 'people', '2027-04-01', 'rosa@hope.test',
      'en', 'new', ${now})`.execute(db);
  await sql`INSERT INTO device_request_applicants (request_id, contact_id) VALUES ('DR-1', 'A-1')`.execute(db);
  await sql`INSERT INTO device_request_items (item_id, request_id) VALUES ('I-9', 'DR-1')`.execute(db);
  await sql`INSERT INTO partner_announcements (body, link, ends_on, posted_by, posted_at)
    VALUES ('Closed on Friday.', 'https://example.org/', '2027-04-01', 'boss@org.test', ${now})`.execute(db);
  // The organisation's inbox (decision 120): a message and its reply, a board application with its CV, an address.
  await sql`INSERT INTO inbox_messages (id, topic, name, email, locale, body, thread_id, received_at)
    VALUES ('M-1', 'drive', 'Ida Intake', 'ida@hope.test', 'es', 'Una colecta', '<m-1@org.test>', ${now})`.execute(db);
  await sql`INSERT INTO inbox_replies (inbox_message_id, body, sent_by, sent_at, mail_id)
    VALUES ('M-1', 'Gracias', 'boss@org.test', ${now}, 'mail-1')`.execute(db);
  await sql`INSERT INTO board_applications (id, name, email, locale, why, skills, cv_type, cv_size, cv_content,
      received_at)
    VALUES ('B-1', 'Ida Intake', 'ida@hope.test', 'en', 'To help', 'Accounts', 'application/pdf', 4,
      ${Buffer.from([0x25, 0x50, 0x00, 0xff])}, ${now})`.execute(db);
  await sql`INSERT INTO newsletter_addresses (email_key, email, locale, state, asked_at, unsubscribe_hash)
    VALUES ('ida@hope.test', 'Ida@Hope.test', 'en', 'asked', ${now}, 'hash-1')`.execute(db);
  // Volunteering (decision 119): a shift, a place attended, its waiver, a group's request, a letter, the version.
  await sql`INSERT INTO volunteer_shifts (id, role, title, place, date, starts, ends, capacity, minimum_age,
      sign_up_open, created_at, created_by)
    VALUES ('S-1', 'refurbishing', 'Refurbishing', 'Hoboken', '2027-03-01', '10:00', '13:00', 2, 16, 1, ${now},
      'boss@org.test')`.execute(db);
  await sql`INSERT INTO volunteer_places (session_id, name, email, email_key, locale, state, signed_up_at, attended,
      minutes)
    VALUES ('S-1', 'Ida Intake', 'Ida@Hope.test', 'ida@hope.test', 'es', 'seat', ${now}, 1, 180)`.execute(db);
  await sql`INSERT INTO volunteer_waivers (person_key, year, signed_for, signed_by, by_guardian, text_version, signed_at)
    VALUES ('ida@hope.test', 2027, 'Ida Intake', 'Ida Intake', 0, '2026-1', ${now})`.execute(db);
  await sql`INSERT INTO volunteer_group_requests (id, leader, email, organisation, date, people, locale, created_at)
    VALUES ('G-1', 'Lee Leader', 'lee@school.test', 'A school', '2027-04-01', 12, 'en', ${now})`.execute(db);
  await sql`INSERT INTO volunteer_letters (number, person_key, name, locale, minutes, shifts, first_day, last_day,
      issued_at)
    VALUES ('TAV-0000-0000-0000-0001', 'ida@hope.test', 'Ida Intake', 'es', 180, 1, '2027-03-01', '2027-03-01',
      ${now})`.execute(db);
  await sql`INSERT INTO volunteer_pages_version (id, version) VALUES (1, 'v1')`.execute(db);
  // A campaign (decision 123).
  await sql`INSERT INTO campaigns (id, slug, title_en, title_es, story_en, story_es, goal_cents, starts_on, ends_on,
      created_by, created_at)
    VALUES ('C-1', 'spring', 'Spring', 'Primavera', 'A story', 'Una historia', 100000, '2027-03-01', '2027-04-01',
      'boss@org.test', ${now})`.execute(db);
  // A supporter's page under it, approved (decision 125).
  await sql`INSERT INTO campaign_supporters (id, campaign_id, slug, name, email, email_key, why, goal_cents, listed,
      locale, state, created_at, confirmed_at, approved_at, approved_by)
    VALUES ('SP-1', 'C-1', 'ida-intake', 'Ida Intake', 'Ida@Hope.test', 'ida@hope.test', 'Because', 50000, 1, 'es',
      'approved', ${now}, ${now}, ${now}, 'boss@org.test')`.execute(db);

  const counts = await rowCounts(db);
  for (const table of STORE_TABLES) expect(counts[table], table).toBeGreaterThan(0);
  return store;
}

/** A paid gift with its payment, receipt and the provider's event that told of it. */
async function giveMoney(db: Db, now: number) {
  const giftId = await createGift(
    db,
    {
      frequency: "once",
      name: "Ana Demo",
      email: "ana@demo.example",
      phone: null,
      amountCents: 5000,
      feeCents: 175,
      locale: "en",
      tribute: { kind: "honour", name: "Luis", noticeEmail: null, noticeOn: null },
      employer: null,
      listedPublicly: true,
    },
    now,
  );
  const paymentId = await recordPayment(db, {
    giftId,
    amountCents: 5175,
    paidAt: now,
    card: { brand: "visa", last4: "4242" },
    stripeChargeId: "ch_1",
    stripeInvoiceId: null,
    stripePaymentIntentId: "pi_1",
  });
  await issueReceipt(db, { paymentId: paymentId!, giftId, amountCents: 5175, goodsCents: 0, locale: "en" }, now);
  await keepEvent(db, { id: "evt_1", type: "checkout.session.completed", payload: "{}" }, now);
}

/** A class session of two meetings, a student in it and the first meeting's attendance. */
export async function takeClassAttendance(db: Db, now: number) {
  const id = await createSession(
    db,
    {
      course: "pc-building",
      title: "Saturday",
      language: "es",
      place: null,
      partnerId: null,
      capacity: 3,
      meetings: seriesMeetings({ first: "2027-03-06", weeks: 2, days: [], starts: "10:00", ends: "12:00" }),
    },
    "boss@org.test",
    now,
  );
  const taken = await takeSeat(db, id, { name: "Ana", email: "ana@demo.example", locale: "es" }, null, now);
  // Attendance opens as the meeting starts: it is taken once both have taken place.
  const afterClass = Date.UTC(2027, 2, 14);
  expect(taken.kind).toBe("seat");
  if (taken.kind === "seat")
    expect(await recordAttendance(db, id, 1, [taken.seat.seq], "boss@org.test", "America/New_York", afterClass)).toBe(
      1,
    );
}

/** Each table's primary key, to read the rows in one order on both engines. */
export const KEYS: Record<(typeof STORE_TABLES)[number], string> = {
  Champions: "id",
  Contacts: "id",
  Computer_Donors: "id",
  Computer_Inventory: "id",
  login_tokens: "jti",
  mail_outbox: "id",
  rate_limits: "bucket",
  sessions: "id",
  activity: "id",
  person_languages: "email_key",
  application_drafts: "id",
  applications: "contact_id",
  link_tokens: "token_hash",
  recommendations: "id",
  recommendation_letters: "recommendation_id",
  follow_ups: "contact_id",
  site_changes: "seq",
  site_changes_read: "id",
  Partners: "id",
  partner_applications: "partner_id",
  partner_renewals: "partner_id",
  donation_drafts: "id",
  donations: "reference",
  Shield_Subscriptions: "id",
  shield_referral_codes: "subscription_id",
  shield_cancellations: "id",
  shield_billing_events: "event_id",
  shield_reminders: "subscription_id",
  class_sessions: "id",
  class_meetings: "number",
  class_seats: "seq",
  class_attendance: "meeting_number",
  class_pages_version: "id",
  sms_outbox: "id",
  sms_stops: "phone",
  sms_codes: "id",
  sms_inbound_seen: "message_sid",
  figure_baselines: "figure",
  device_requests: "id",
  device_request_applicants: "contact_id",
  device_request_items: "item_id",
  partner_announcements: "id",
  help_requests: "id",
  stories: "contact_id",
  inbox_messages: "id",
  inbox_replies: "id",
  board_applications: "id",
  newsletter_addresses: "email_key",
  volunteer_shifts: "id",
  volunteer_places: "seq",
  volunteer_waivers: "id",
  volunteer_group_requests: "id",
  volunteer_letters: "number",
  volunteer_pages_version: "id",
  campaigns: "id",
  campaign_supporters: "id",
  gifts: "id",
  gift_payments: "id",
  gift_receipts: "number",
  gift_events: "event_id",
  gift_statements_sent: "email_key",
  Financial_Donations: "id",
  events: "id",
  ticket_kinds: "id",
  ticket_holds: "id",
  tickets: "number",
  company_listings: "email_key",
  company_listing_hidden: "company_key",
  ticket_receipts: "number",
  ticket_waitlist: "seq",
};

/** Every row of every table, by key; PostgreSQL's inventory `rowid` column (SQLite's is implicit) left out. */
export async function contents(db: Db): Promise<Record<string, Record<string, unknown>[]>> {
  const all: Record<string, Record<string, unknown>[]> = {};
  for (const table of STORE_TABLES) {
    const found = await rows(
      db,
      sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.id(KEYS[table])}`,
    );
    all[table] = found.map(({ rowid: _rowid, ...row }) => row);
  }
  return all;
}

export async function inventoryIds(db: Db): Promise<string[]> {
  const ids: string[] = [];
  for await (const item of createRecordSource(db).iterateInventory("Donor_ID", "DON-1")) ids.push(item.id);
  return ids;
}

export const maxId = async (db: Db, table: "mail_outbox" | "activity") =>
  (await firstRow(db, sql<{ id: number }>`SELECT MAX(id) AS id FROM ${sql.table(table)}`))!.id;
