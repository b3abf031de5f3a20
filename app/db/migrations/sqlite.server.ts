/** The schema steps in SQLite's SQL (see ../migrations.server.ts for the rules every step follows). */
import {
  FIGURE_COLUMNS,
  FIGURE_SUMS,
  SENT_LINK_REMOVED,
  addFigures,
  figureKey,
  figuresOf,
  groupedFigures,
  sameGroup,
  sqlText,
} from "./shared.server";
import { sqliteFifthWaveSteps } from "./sqliteFifthWave.server";

/** SQLite: a trigger per row, NEW added to its group and OLD taken from its own. */
const sqliteAddRow = addFigures(
  `SELECT ${[...figureKey("NEW"), "1", ...figuresOf("NEW")].join(", ")} WHERE NEW.Donor_ID IS NOT NULL`,
  "donor_figures",
);
const sqliteRemoveRow = `UPDATE donor_figures SET items = items - 1, ${FIGURE_SUMS.slice(1)
  .map((column, index) => `${column} = ${column} - (${figuresOf("OLD")[index]})`)
  .join(", ")} WHERE ${sameGroup("OLD", "donor_figures")};
   DELETE FROM donor_figures WHERE ${sameGroup("OLD", "donor_figures")} AND items = 0;`;

export const sqliteSteps: readonly string[] = [
  // 1: the CRM records in the CRM's own field names; email_key is the trimmed, lower-cased email for lookups.
  `CREATE TABLE Champions (
     id TEXT PRIMARY KEY, Name TEXT, Email TEXT, Champion_Type TEXT NOT NULL DEFAULT '[]', email_key TEXT);
   CREATE INDEX champions_email ON Champions(email_key);
   CREATE TABLE Contacts (
     id TEXT PRIMARY KEY, Full_Name TEXT, Email TEXT, Phone TEXT, Status TEXT, Denial_Reason TEXT,
     Nominating_Organization TEXT, Recommenders_Name TEXT, Recommenders_Last_Name TEXT, Recommenders_Email TEXT,
     Laptop_Quantity TEXT, Desktop_Quantity TEXT, Tablet_Quantity TEXT, email_key TEXT);
   CREATE INDEX contacts_email ON Contacts(email_key);
   CREATE TABLE Computer_Donors (
     id TEXT PRIMARY KEY, Company TEXT, Name TEXT, Email TEXT, Phone TEXT, Location TEXT, Mailing_Street TEXT,
     Mailing_City TEXT, Mailing_State TEXT, Mailing_Zip TEXT, Donor_ID TEXT, Status TEXT, email_key TEXT);
   CREATE INDEX donors_email ON Computer_Donors(email_key);
   CREATE TABLE Computer_Inventory (
     id TEXT PRIMARY KEY, Model TEXT, Status TEXT, Computer_Type TEXT, Location TEXT, Date_Added TEXT,
     Date_Donated TEXT, Date_Recycled TEXT, Weight REAL, Recipient TEXT, Donor_ID TEXT);
   CREATE INDEX inventory_recipient ON Computer_Inventory(Recipient);
   CREATE INDEX inventory_donor ON Computer_Inventory(Donor_ID);`,
  // 2: sign-in: single-use token ids, the mail outbox written with them, rate-limit windows, server sessions.
  `CREATE TABLE login_tokens (
     jti TEXT PRIMARY KEY, champion_id TEXT NOT NULL, email_key TEXT NOT NULL,
     created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
   CREATE INDEX login_tokens_email ON login_tokens(email_key, created_at);
   CREATE TABLE mail_outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT, email_key TEXT NOT NULL, recipient TEXT NOT NULL, subject TEXT NOT NULL,
     text_body TEXT NOT NULL, html_body TEXT NOT NULL, created_at INTEGER NOT NULL, not_after INTEGER NOT NULL,
     state TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL,
     claimed_at INTEGER, sent_at INTEGER, last_error TEXT);
   CREATE INDEX mail_outbox_due ON mail_outbox(state, next_attempt_at);
   CREATE INDEX mail_outbox_email ON mail_outbox(email_key, state);
   CREATE TABLE rate_limits (bucket TEXT PRIMARY KEY, window_start INTEGER NOT NULL, hits INTEGER NOT NULL);
   CREATE TABLE sessions (
     id TEXT PRIMARY KEY, champion_id TEXT NOT NULL, created_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL);`,
  // 3: the activity log (imports, pushes, staff sign-ins) the staff console lists, newest first.
  `CREATE TABLE activity (
     id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, kind TEXT NOT NULL, actor TEXT NOT NULL,
     summary TEXT NOT NULL, counts TEXT NOT NULL DEFAULT '{}');
   CREATE INDEX activity_at ON activity(at);`,
  // 4: what an outbox message is about: a sign-in link, or a status change of one record (a newer one replaces it).
  `ALTER TABLE mail_outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'sign-in';
   ALTER TABLE mail_outbox ADD COLUMN record_id TEXT;
   CREATE INDEX mail_outbox_record ON mail_outbox(record_id, kind, state);
   CREATE INDEX mail_outbox_created ON mail_outbox(created_at);`,
  // 5: a session remembers the email key its link was sent to; it ends once the champion's email differs.
  `ALTER TABLE sessions ADD COLUMN email_key TEXT;`,
  // 6: the staff console signs in like the portal, in its own realm: a link for one never opens the other.
  `ALTER TABLE login_tokens ADD COLUMN realm TEXT NOT NULL DEFAULT 'portal';
   ALTER TABLE sessions ADD COLUMN realm TEXT NOT NULL DEFAULT 'portal';`,
  // 7: the CRM's data-destruction fields of a device, and the number of its certificate, given by the server the
  // first time the certificate is needed (stable from then on) and unique, so a verification finds one device.
  `ALTER TABLE Computer_Inventory ADD COLUMN Manufacturer TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN System_Serial_Number TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN Barcode TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN Memory_Size TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN Drive_Model_1 TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN Drive_Serial_1 TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN Drive_Size_1 TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN Drive_Model_2 TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN Drive_Serial_2 TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN Drive_Size_2 TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN Destruction_Type TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN Date_Destroyed TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN Technician_Name TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN Software_Version TEXT;
   ALTER TABLE Computer_Inventory ADD COLUMN certificate_number TEXT;
   CREATE UNIQUE INDEX inventory_certificate ON Computer_Inventory(certificate_number);`,
  // 8: the language a person last used the site in, by the email key their records share (the champion they sign
  // in as, the applicant the status emails go to): set when they ask for a sign-in link and when they open the portal.
  `CREATE TABLE person_languages (
     email_key TEXT PRIMARY KEY, locale TEXT NOT NULL, updated_at INTEGER NOT NULL);`,
  // 9: a donor's figures (totals, impact, receipt groups) read from this index alone, already in the receipts'
  // grouping order, so the portal page of a donor with 100,000 devices reads no table row and sorts nothing.
  `CREATE INDEX inventory_donor_figures ON Computer_Inventory(
     Donor_ID, Date_Added, Computer_Type, Weight, Recipient, Date_Recycled, Date_Destroyed, Destruction_Type);`,
  // 10: a message's Message-ID, given at its first send attempt and kept, so a retry carries the same one; and the
  // sign-in emails a store sent before `markMailSent` removed their link lose it now.
  `ALTER TABLE mail_outbox ADD COLUMN message_id TEXT;
   UPDATE mail_outbox SET text_body = '${sqlText(SENT_LINK_REMOVED)}', html_body = '${sqlText(SENT_LINK_REMOVED)}'
   WHERE kind = 'sign-in' AND state = 'sent';`,
  // 11: applications made on this site (decision 078). A draft holds the answers between steps (its id is the only
  // thing in the browser's cookie); a sent application keeps what the CRM record has no field for (never an income
  // figure); single-use links are kept as hashes; a recommender's letter file lives in the store, so every origin
  // can serve it; site_changes lists what this site created or changed, for the CRM's change feed.
  `CREATE TABLE application_drafts (
     id TEXT PRIMARY KEY, answers TEXT NOT NULL DEFAULT '{}', locale TEXT NOT NULL, created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL, contact_id TEXT);
   CREATE INDEX application_drafts_updated ON application_drafts(updated_at);
   CREATE TABLE applications (
     contact_id TEXT PRIMARY KEY, number TEXT NOT NULL UNIQUE, draft_id TEXT NOT NULL UNIQUE, email_key TEXT NOT NULL,
     zip TEXT NOT NULL, region TEXT NOT NULL, household_size INTEGER NOT NULL, eligibility_basis TEXT NOT NULL,
     locale TEXT NOT NULL, submitted_at INTEGER NOT NULL, delivered_at INTEGER, closed_at INTEGER,
     follow_up_sent_at INTEGER);
   CREATE INDEX applications_submitted ON applications(submitted_at);
   CREATE TABLE link_tokens (
     token_hash TEXT PRIMARY KEY, purpose TEXT NOT NULL, subject_id TEXT NOT NULL, nonce TEXT NOT NULL,
     created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER, revoked_at INTEGER);
   CREATE INDEX link_tokens_subject ON link_tokens(subject_id, purpose);
   CREATE TABLE recommendations (
     id INTEGER PRIMARY KEY AUTOINCREMENT, contact_id TEXT NOT NULL, token_hash TEXT NOT NULL,
     first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT NOT NULL, sent_at INTEGER NOT NULL,
     last_sent_at INTEGER NOT NULL, reminders_sent INTEGER NOT NULL DEFAULT 0, replaced_at INTEGER,
     received_at INTEGER, how_known TEXT, how_long TEXT, how_help TEXT, serves_region INTEGER, written_by TEXT);
   CREATE INDEX recommendations_contact ON recommendations(contact_id);
   CREATE TABLE recommendation_letters (
     recommendation_id INTEGER PRIMARY KEY, content_type TEXT NOT NULL, size INTEGER NOT NULL, content BLOB NOT NULL,
     uploaded_at INTEGER NOT NULL);
   CREATE TABLE follow_ups (
     contact_id TEXT PRIMARY KEY, sent_at INTEGER NOT NULL, answered_at INTEGER, using_it TEXT, working_well TEXT,
     anything_else TEXT);
   CREATE TABLE site_changes (
     seq INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, record_id TEXT NOT NULL, at INTEGER NOT NULL);`,
  // 12: partner organisations (decision 080): the CRM's Partners records (`Emails` a JSON list, like Champion_Type);
  // what a partner's application on this site gave beside them (never in the CRM record: the EIN, the contact, the
  // services, the language it applied in), named by the form's submission id so sending twice makes one; and the
  // partner an application named, when it chose one from the list.
  `CREATE TABLE Partners (
     id TEXT PRIMARY KEY, Organization_Name TEXT, Emails TEXT NOT NULL DEFAULT '[]', Region TEXT, Address TEXT,
     Phone TEXT, Website TEXT, Status TEXT, Cycle TEXT);
   CREATE INDEX partners_status ON Partners(Status);
   CREATE TABLE partner_applications (
     partner_id TEXT PRIMARY KEY, submission_id TEXT NOT NULL UNIQUE, ein TEXT NOT NULL, contact_name TEXT NOT NULL,
     contact_email TEXT NOT NULL, email_key TEXT NOT NULL, contact_phone TEXT NOT NULL, services TEXT NOT NULL,
     distribution TEXT NOT NULL, locale TEXT NOT NULL, submitted_at INTEGER NOT NULL, decided_at INTEGER,
     decided_by TEXT, decline_reason TEXT);
   CREATE INDEX partner_applications_submitted ON partner_applications(submitted_at);
   ALTER TABLE applications ADD COLUMN partner_id TEXT;
   CREATE INDEX applications_partner ON applications(partner_id);`,
  // 13: donations given on this site (decision 081). A draft holds the answers between steps (its id is the only
  // thing in the browser's cookie) and names the donation it made, so sending twice makes one. A donation keeps
  // what the donor declared, how it reaches us, and each state's date in a column of its own.
  `CREATE TABLE donation_drafts (
     id TEXT PRIMARY KEY, answers TEXT NOT NULL DEFAULT '{}', locale TEXT NOT NULL, created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL, reference TEXT);
   CREATE INDEX donation_drafts_updated ON donation_drafts(updated_at);
   CREATE TABLE donations (
     reference TEXT PRIMARY KEY, draft_id TEXT NOT NULL UNIQUE, donor_record_id TEXT NOT NULL,
     donor_id TEXT NOT NULL UNIQUE, email_key TEXT NOT NULL, method TEXT NOT NULL, office TEXT,
     laptops INTEGER NOT NULL, desktops INTEGER NOT NULL, monitors INTEGER NOT NULL, phones_tablets INTEGER NOT NULL,
     printers INTEGER NOT NULL, other_devices INTEGER NOT NULL, pickup_street TEXT, pickup_city TEXT,
     pickup_state TEXT, pickup_zip TEXT, pickup_region TEXT, pickup_notes TEXT, preferred_dates TEXT NOT NULL DEFAULT '[]',
     wants_certificate INTEGER NOT NULL, wants_receipt INTEGER NOT NULL, locale TEXT NOT NULL, state TEXT NOT NULL,
     requested_at INTEGER NOT NULL, pickup_scheduled_at INTEGER, picked_up_at INTEGER, dropped_off_at INTEGER,
     received_at INTEGER, processed_at INTEGER, certificates_ready_at INTEGER);
   CREATE INDEX donations_email ON donations(email_key);
   CREATE INDEX donations_state ON donations(state, requested_at);`,
  // 14: a donation's timeline (issue 28; decision 082): the pickup staff booked (a day and a window), the counts
  // actually received beside those declared, a cancelled pickup's date, and the day the reminder went out for (a
  // moved pickup gets its own). A message may carry one text attachment (a pickup's calendar invitation). A
  // partner's yearly renewal (issue 27): one row per partner and cycle, invited once, confirmed by a caseworker.
  `ALTER TABLE donations ADD COLUMN pickup_date TEXT;
   ALTER TABLE donations ADD COLUMN pickup_window TEXT;
   ALTER TABLE donations ADD COLUMN received_laptops INTEGER;
   ALTER TABLE donations ADD COLUMN received_desktops INTEGER;
   ALTER TABLE donations ADD COLUMN received_monitors INTEGER;
   ALTER TABLE donations ADD COLUMN received_phones_tablets INTEGER;
   ALTER TABLE donations ADD COLUMN received_printers INTEGER;
   ALTER TABLE donations ADD COLUMN received_other_devices INTEGER;
   ALTER TABLE donations ADD COLUMN cancelled_at INTEGER;
   ALTER TABLE donations ADD COLUMN reminder_sent_for TEXT;
   CREATE INDEX donations_pickup ON donations(pickup_date);
   CREATE INDEX donations_donor ON donations(donor_id);
   ALTER TABLE mail_outbox ADD COLUMN attachment_name TEXT;
   ALTER TABLE mail_outbox ADD COLUMN attachment_type TEXT;
   ALTER TABLE mail_outbox ADD COLUMN attachment_text TEXT;
   CREATE TABLE partner_renewals (
     partner_id TEXT NOT NULL, cycle TEXT NOT NULL, invited_at INTEGER, confirmed_at INTEGER, confirmed_by TEXT,
     PRIMARY KEY (partner_id, cycle));`,
  // 15: when staff approved an application on this site (null before, and again once a new review or a denial
  // replaces the approval): the first day a partner's handover may be dated (issue 27).
  `ALTER TABLE applications ADD COLUMN approved_at INTEGER;`,
  // 16: the partner an applicant belongs to, by id (issue 35): an imported or "not listed" applicant's organisation
  // is matched to a partner's name once, as the record arrives, and the id kept, so renaming a partner neither takes
  // nor drops anyone. Applicants already stored are linked where exactly one partner has their name (case and
  // surrounding spaces aside); the others wait for staff or the CRM's next change of their organisation.
  `ALTER TABLE Contacts ADD COLUMN partner_id TEXT;
   CREATE INDEX contacts_partner ON Contacts(partner_id);
   UPDATE Contacts SET partner_id = (SELECT MIN(p.id) FROM Partners p
       WHERE LOWER(TRIM(p.Organization_Name)) = LOWER(TRIM(Contacts.Nominating_Organization)))
     WHERE TRIM(COALESCE(Nominating_Organization, '')) <> ''
       AND (SELECT COUNT(*) FROM Partners p
         WHERE LOWER(TRIM(p.Organization_Name)) = LOWER(TRIM(Contacts.Nominating_Organization))) = 1;`,
  // 17: Shield subscriptions (issue 37, decision 088): the CRM's Shield_Subscriptions records (`ICCIDs` a JSON
  // list); beside them what only this site keeps: each subscriber's referral code, their requests to cancel at the
  // term's end (and to take it back), the billing provider's events applied (by id, once) and the renewal
  // reminders sent (one per subscription and end date).
  `CREATE TABLE Shield_Subscriptions (
     id TEXT PRIMARY KEY, Subscription_ID TEXT, Subscription_Number TEXT, Email TEXT, Name TEXT, Phone TEXT,
     Plan_Code TEXT, Status TEXT, Amount REAL, Next_Billing_At TEXT, Expires_At TEXT, Device_Type TEXT,
     SIM_Quantity TEXT, Shipping_Address TEXT, Shipping_Status TEXT, Tracking_Number TEXT, Shipped_At TEXT,
     ICCIDs TEXT NOT NULL DEFAULT '[]', Serial_Number TEXT, Active_On_Carrier TEXT, Cancellation_Reason TEXT,
     Language TEXT, email_key TEXT);
   CREATE INDEX shield_subscriptions_email ON Shield_Subscriptions(email_key);
   CREATE INDEX shield_subscriptions_provider ON Shield_Subscriptions(Subscription_ID);
   CREATE INDEX shield_subscriptions_shipping ON Shield_Subscriptions(Shipping_Status);
   CREATE TABLE shield_referral_codes (
     subscription_id TEXT PRIMARY KEY, code TEXT NOT NULL UNIQUE, created_at INTEGER NOT NULL);
   CREATE TABLE shield_cancellations (
     id INTEGER PRIMARY KEY AUTOINCREMENT, subscription_id TEXT NOT NULL, reason TEXT NOT NULL, words TEXT,
     locale TEXT NOT NULL, requested_at INTEGER NOT NULL, reactivated_at INTEGER, provider_status TEXT);
   CREATE INDEX shield_cancellations_subscription ON shield_cancellations(subscription_id);
   CREATE TABLE shield_billing_events (
     event_id TEXT PRIMARY KEY, event_type TEXT NOT NULL, received_at INTEGER NOT NULL);
   CREATE TABLE shield_reminders (
     subscription_id TEXT NOT NULL, expires_at TEXT NOT NULL, sent_at INTEGER NOT NULL,
     PRIMARY KEY (subscription_id, expires_at));`,
  // 18: each donor's figures kept as their devices are written (decision 091): the counts and weights the donor's
  // pages show, per donor id, day received and kind, updated by triggers in the statement that writes the inventory
  // (whichever writes it: an import, a push, staff, a copy), so a page sums a few rows instead of every device.
  `CREATE TABLE donor_figures (
     donor_id TEXT NOT NULL, date_added TEXT NOT NULL, computer_type TEXT NOT NULL, items INTEGER NOT NULL,
     weight REAL NOT NULL, weighed INTEGER NOT NULL, given INTEGER NOT NULL, recycled INTEGER NOT NULL,
     certified INTEGER NOT NULL, landfill REAL NOT NULL, PRIMARY KEY (donor_id, date_added, computer_type));
   INSERT INTO donor_figures (${FIGURE_COLUMNS}) ${groupedFigures("Computer_Inventory r")};
   CREATE TRIGGER donor_figures_insert AFTER INSERT ON Computer_Inventory BEGIN ${sqliteAddRow} END;
   CREATE TRIGGER donor_figures_delete AFTER DELETE ON Computer_Inventory BEGIN ${sqliteRemoveRow} END;
   CREATE TRIGGER donor_figures_update AFTER UPDATE OF Donor_ID, Date_Added, Computer_Type, Weight, Recipient,
     Date_Recycled, Date_Destroyed, Destruction_Type ON Computer_Inventory BEGIN ${sqliteRemoveRow} ${sqliteAddRow} END;`,
  // 19: digital skills classes (issue 39; decision 090): a session of a course with its meetings (days and times in
  // ORG_TIME_ZONE), the seats people took in sign-up order (a seat, a place on the waitlist, a seat offered to the
  // first waiting, or cancelled; one live place per address and session), and who attended each meeting.
  `CREATE TABLE class_sessions (
     id TEXT PRIMARY KEY, course TEXT NOT NULL, title TEXT NOT NULL, language TEXT NOT NULL, place TEXT,
     partner_id TEXT, capacity INTEGER NOT NULL, sign_up_open INTEGER NOT NULL, created_at INTEGER NOT NULL,
     created_by TEXT NOT NULL);
   CREATE TABLE class_meetings (
     session_id TEXT NOT NULL, number INTEGER NOT NULL, date TEXT NOT NULL, starts TEXT NOT NULL, ends TEXT NOT NULL,
     attendance_taken_at INTEGER, attendance_taken_by TEXT, PRIMARY KEY (session_id, number));
   CREATE INDEX class_meetings_date ON class_meetings(date);
   CREATE TABLE class_seats (
     seq INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
     email_key TEXT NOT NULL, locale TEXT NOT NULL, state TEXT NOT NULL, signed_up_at INTEGER NOT NULL,
     offered_at INTEGER, cancelled_at INTEGER, completed_at INTEGER, certificate_number TEXT UNIQUE);
   CREATE INDEX class_seats_session ON class_seats(session_id, state, seq);
   CREATE UNIQUE INDEX class_seats_live ON class_seats(session_id, email_key) WHERE state <> 'cancelled';
   CREATE TABLE class_attendance (
     seat_seq INTEGER NOT NULL, meeting_number INTEGER NOT NULL, PRIMARY KEY (seat_seq, meeting_number));`,
  // 20: an application a partner's caseworker fills in with a client (issue 38, decision 093): its draft is owned by
  // the caseworker under their partner (`partner:<id>:<email key>`), opened only by them and never by a browser's
  // draft cookie.
  `ALTER TABLE application_drafts ADD COLUMN owner TEXT;
   CREATE INDEX application_drafts_owner ON application_drafts(owner);`,
  // 21: text messages (issue 38, decision 092): the texts outbox, written with what causes a text and sent like the
  // mail outbox; the numbers that sent STOP; the six-digit sign-in codes, kept as hashes; how an applicant wants to
  // hear from us (Contacts.Contact_By; their mobile number is the CRM's Phone, kept in E.164) and the number a
  // champion signs in with.
  `CREATE TABLE sms_outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, recipient TEXT NOT NULL, body TEXT NOT NULL,
     record_id TEXT, created_at INTEGER NOT NULL, not_after INTEGER NOT NULL, state TEXT NOT NULL DEFAULT 'pending',
     attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, claimed_at INTEGER, sent_at INTEGER,
     provider_id TEXT, last_error TEXT);
   CREATE INDEX sms_outbox_due ON sms_outbox(state, next_attempt_at);
   CREATE INDEX sms_outbox_recipient ON sms_outbox(recipient, kind, created_at);
   CREATE TABLE sms_stops (phone TEXT PRIMARY KEY, stopped_at INTEGER NOT NULL);
   CREATE TABLE sms_codes (
     id TEXT PRIMARY KEY, champion_id TEXT NOT NULL, phone TEXT NOT NULL, code_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, wrong_tries INTEGER NOT NULL DEFAULT 0,
     used_at INTEGER);
   CREATE INDEX sms_codes_phone ON sms_codes(phone, created_at);
   ALTER TABLE Contacts ADD COLUMN Contact_By TEXT;
   ALTER TABLE Champions ADD COLUMN Mobile TEXT;
   CREATE INDEX champions_mobile ON Champions(Mobile);`,
  // 22: a class seat taken with a US mobile number (issue 39 §2, decision 094): the number in E.164, texted when
  // no email address was given (the seat's email is then empty and its email key `tel:<number>`, so the live-seat
  // index still holds one place per person); a second index holds one live place per number and session.
  `ALTER TABLE class_seats ADD COLUMN phone TEXT;
   CREATE UNIQUE INDEX class_seats_live_phone ON class_seats(session_id, phone)
     WHERE state <> 'cancelled' AND phone IS NOT NULL;`,
  // 23: the version of what the public classes pages show (issue 39, decision 098): one row, given a new random
  // value in the transaction of every change a page shows (a seat, a waitlist place, an offer, a cancellation, a
  // session made, its sign-up opened or closed), so the pages' validator (ETag) is one read by key.
  `CREATE TABLE class_pages_version (id INTEGER PRIMARY KEY, version TEXT NOT NULL);`,
  // 24: texts' webhooks and sends seen once (issue 45, decision 103): each inbound text's MessageSid, kept for
  // RETENTION_DAYS so a replayed signed post changes nothing; and when a send first went unanswered, so the sender
  // asks the provider whether it went out before it sends again.
  `CREATE TABLE sms_inbound_seen (message_sid TEXT PRIMARY KEY, received_at INTEGER NOT NULL);
   CREATE INDEX sms_inbound_seen_received ON sms_inbound_seen(received_at);
   ALTER TABLE sms_outbox ADD COLUMN unanswered_at INTEGER;`,
  // 25: how far the CRM has read the change feed (issue 45 §4): one row, the highest cursor the CRM has asked after
  // (every change up to it is in the CRM), so the purge removes only changes the CRM has read.
  `CREATE TABLE site_changes_read (id INTEGER PRIMARY KEY, read_through INTEGER NOT NULL, read_at INTEGER NOT NULL);`,
  // 26: a class offer's deadline (issue 45, decision 101), OFFER_HOURS but never past the class's start, kept as the
  // offer is made; and the completion look-ups by person (`completedClassesOf`: by email key or mobile number),
  // which scanned class_seats, each by an index.
  `ALTER TABLE class_seats ADD COLUMN offer_deadline INTEGER;
   CREATE INDEX class_seats_email_key ON class_seats(email_key);
   CREATE INDEX class_seats_phone ON class_seats(phone);`,
  ...sqliteFifthWaveSteps,
];
