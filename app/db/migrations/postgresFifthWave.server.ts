/** PostgreSQL's steps 27 to 35, the fifth wave's, beside their SQLite twins in sqliteFifthWave.server.ts; kept apart
 * so each file stays short; postgres.server.ts lists them after its own. */
import {
  countedTables,
  leaderboardTables,
  postgresFiguresBump,
  postgresFiguresTriggers,
  storiesShown,
} from "./figuresTriggers.server";
import { POSTGRES_TEXT as TEXT } from "./shared.server";
import { postgresCampaignVersionTriggers } from "./campaignVersionTriggers.server";

export const postgresFifthWaveSteps: readonly string[] = [
  // 27: money gifts (issue 47, decision 115): a gift once or monthly as the giving form made it (the donor's name,
  // address and optional mobile, found in the portal by email key or number as device donations are; amounts in
  // whole cents, the fee the donor chose to cover apart; the tribute and its notice's day; the employer; the public
  // listing choice; the campaign it answers, for the next issue) with the payment provider's ids and a monthly gift's
  // state; each payment the provider took (one per paid charge or invoice; of a card only its brand and last four);
  // each receipt, numbered, voided and corrected rather than changed; and the provider's events as they arrived, kept
  // by id (a second delivery keeps nothing) and applied once, after the webhook has answered.
  `CREATE TABLE gifts (
     id ${TEXT} PRIMARY KEY, frequency ${TEXT} NOT NULL, state ${TEXT} NOT NULL, name ${TEXT} NOT NULL, email ${TEXT} NOT NULL,
     email_key ${TEXT} NOT NULL, phone ${TEXT}, champion_id ${TEXT}, amount_cents BIGINT NOT NULL,
     fee_cents BIGINT NOT NULL DEFAULT 0, locale ${TEXT} NOT NULL, tribute_kind ${TEXT}, tribute_name ${TEXT},
     tribute_notice_email ${TEXT}, tribute_notice_on ${TEXT}, tribute_notice_sent_at BIGINT, employer ${TEXT},
     listed_publicly INTEGER NOT NULL DEFAULT 0, campaign_id ${TEXT}, stripe_session_id ${TEXT} UNIQUE,
     stripe_customer_id ${TEXT}, stripe_payment_intent_id ${TEXT}, stripe_subscription_id ${TEXT} UNIQUE,
     monthly_state ${TEXT}, paused_until BIGINT, cancelled_at BIGINT, created_at BIGINT NOT NULL, paid_at BIGINT,
     ended_at BIGINT);
   CREATE INDEX gifts_email_key ON gifts(email_key);
   CREATE INDEX gifts_phone ON gifts(phone);
   CREATE INDEX gifts_champion ON gifts(champion_id);
   CREATE INDEX gifts_created ON gifts(created_at);
   CREATE INDEX gifts_tribute_due ON gifts(tribute_notice_on)
     WHERE tribute_notice_email IS NOT NULL AND tribute_notice_sent_at IS NULL;
   CREATE TABLE gift_payments (
     id ${TEXT} PRIMARY KEY, gift_id ${TEXT} NOT NULL, amount_cents BIGINT NOT NULL, paid_at BIGINT NOT NULL,
     card_brand ${TEXT}, card_last4 ${TEXT}, refunded_cents BIGINT NOT NULL DEFAULT 0, refunded_at BIGINT,
     stripe_charge_id ${TEXT} UNIQUE, stripe_invoice_id ${TEXT} UNIQUE, stripe_payment_intent_id ${TEXT});
   CREATE INDEX gift_payments_gift ON gift_payments(gift_id, paid_at);
   CREATE INDEX gift_payments_paid ON gift_payments(paid_at);
   CREATE TABLE gift_receipts (
     number ${TEXT} PRIMARY KEY, payment_id ${TEXT} NOT NULL, gift_id ${TEXT} NOT NULL, amount_cents BIGINT NOT NULL,
     goods_cents BIGINT NOT NULL DEFAULT 0, goods_description ${TEXT}, locale ${TEXT} NOT NULL, issued_at BIGINT NOT NULL,
     voided_at BIGINT, corrects ${TEXT});
   CREATE INDEX gift_receipts_payment ON gift_receipts(payment_id);
   CREATE INDEX gift_receipts_gift ON gift_receipts(gift_id);
   CREATE TABLE gift_events (
     event_id ${TEXT} PRIMARY KEY, event_type ${TEXT} NOT NULL, received_at BIGINT NOT NULL, payload ${TEXT} NOT NULL,
     applied_at BIGINT, outcome ${TEXT}, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at BIGINT NOT NULL);
   CREATE INDEX gift_events_pending ON gift_events(next_attempt_at) WHERE applied_at IS NULL;
   CREATE INDEX gift_events_received ON gift_events(received_at);`,
  // 28: volunteer shifts (issue 49 §1, decision 119): a shift of a role, in person at
  // a place or remote (place NULL), on a day from a time to a time in ORG_TIME_ZONE, with its places, a minimum age
  // and, for a group's day of service, the group it is reserved for; the places people took, in the places kit's
  // columns (the kit's queue names its session `session_id`), with the reminder sent, the answer "NO" and the
  // attendance and hours (minutes, and a correction's reason); the waivers signed (who signed, for whom, the text's
  // version, when, for which year); a group leader's request; the letters of hours issued (their number, for whom
  // and what they state, so /verify answers for them); and the public pages' version (decision 098).
  `CREATE TABLE volunteer_shifts (
     id ${TEXT} PRIMARY KEY, role ${TEXT} NOT NULL, title ${TEXT} NOT NULL, place ${TEXT}, date ${TEXT} NOT NULL, starts ${TEXT} NOT NULL,
     ends ${TEXT} NOT NULL, capacity INTEGER NOT NULL, minimum_age INTEGER NOT NULL, sign_up_open INTEGER NOT NULL,
     group_name ${TEXT}, created_at BIGINT NOT NULL, created_by ${TEXT} NOT NULL);
   CREATE INDEX volunteer_shifts_date ON volunteer_shifts(date);
   CREATE TABLE volunteer_places (
     seq BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, session_id ${TEXT} NOT NULL, name ${TEXT} NOT NULL, email ${TEXT} NOT NULL,
     email_key ${TEXT} NOT NULL, phone ${TEXT}, locale ${TEXT} NOT NULL, state ${TEXT} NOT NULL, signed_up_at BIGINT NOT NULL,
     offered_at BIGINT, offer_deadline BIGINT, cancelled_at BIGINT, reminded_at BIGINT, attended INTEGER,
     minutes INTEGER, minutes_reason ${TEXT}, minutes_by ${TEXT});
   CREATE INDEX volunteer_places_session ON volunteer_places(session_id, state, seq);
   CREATE UNIQUE INDEX volunteer_places_live ON volunteer_places(session_id, email_key) WHERE state <> 'cancelled';
   CREATE INDEX volunteer_places_email_key ON volunteer_places(email_key);
   CREATE INDEX volunteer_places_phone ON volunteer_places(phone);
   CREATE TABLE volunteer_waivers (
     id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, person_key ${TEXT} NOT NULL, year INTEGER NOT NULL, signed_for ${TEXT} NOT NULL,
     signed_by ${TEXT} NOT NULL, by_guardian INTEGER NOT NULL, text_version ${TEXT} NOT NULL, signed_at BIGINT NOT NULL);
   CREATE INDEX volunteer_waivers_person ON volunteer_waivers(person_key, year);
   CREATE TABLE volunteer_group_requests (
     id ${TEXT} PRIMARY KEY, leader ${TEXT} NOT NULL, email ${TEXT} NOT NULL, organisation ${TEXT} NOT NULL, date ${TEXT} NOT NULL,
     people INTEGER NOT NULL, locale ${TEXT} NOT NULL, shift_id ${TEXT}, created_at BIGINT NOT NULL);
   CREATE TABLE volunteer_letters (
     number ${TEXT} PRIMARY KEY, person_key ${TEXT} NOT NULL, name ${TEXT} NOT NULL, locale ${TEXT} NOT NULL,
     minutes INTEGER NOT NULL, shifts INTEGER NOT NULL, first_day ${TEXT} NOT NULL, last_day ${TEXT} NOT NULL,
     issued_at BIGINT NOT NULL);
   CREATE INDEX volunteer_letters_person ON volunteer_letters(person_key, minutes);
   CREATE TABLE volunteer_pages_version (id INTEGER PRIMARY KEY, version ${TEXT} NOT NULL);`,
  // 29: the organisation's inbox and newsletter (issue 49 §2-3, decision 120): a contact message (its topic, who
  // wrote, how to answer, the Message-ID its thread starts from, who it is assigned to, closed), the staff replies
  // sent from it; a board application and its CV (kept as uploaded, under the letters' rules); a newsletter address
  // (asked, confirmed by an emailed link, unsubscribed) with what the mailing-list provider still has to be told.
  // The outbox carries a message's From (a reply goes from the organisation's address) and its thread headers.
  `CREATE TABLE inbox_messages (
     id ${TEXT} PRIMARY KEY, topic ${TEXT} NOT NULL, name ${TEXT} NOT NULL, email ${TEXT}, phone ${TEXT},
     locale ${TEXT} NOT NULL, body ${TEXT} NOT NULL, thread_id ${TEXT} NOT NULL, received_at BIGINT NOT NULL,
     state ${TEXT} NOT NULL DEFAULT 'open', assigned_to ${TEXT}, closed_at BIGINT, closed_by ${TEXT});
   CREATE INDEX inbox_messages_state ON inbox_messages(state, received_at);
   CREATE TABLE inbox_replies (
     id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, inbox_message_id ${TEXT} NOT NULL, body ${TEXT} NOT NULL,
     sent_by ${TEXT} NOT NULL, sent_at BIGINT NOT NULL, mail_id ${TEXT} NOT NULL);
   CREATE INDEX inbox_replies_message ON inbox_replies(inbox_message_id, id);
   CREATE TABLE board_applications (
     id ${TEXT} PRIMARY KEY, name ${TEXT} NOT NULL, email ${TEXT}, phone ${TEXT}, locale ${TEXT} NOT NULL,
     why ${TEXT} NOT NULL, skills ${TEXT} NOT NULL, cv_type ${TEXT} NOT NULL, cv_size BIGINT NOT NULL,
     cv_content BYTEA NOT NULL, received_at BIGINT NOT NULL);
   CREATE INDEX board_applications_received ON board_applications(received_at);
   CREATE TABLE newsletter_addresses (
     email_key ${TEXT} PRIMARY KEY, email ${TEXT} NOT NULL, locale ${TEXT} NOT NULL, state ${TEXT} NOT NULL,
     asked_at BIGINT NOT NULL, confirmed_at BIGINT, unsubscribed_at BIGINT, unsubscribe_hash ${TEXT} NOT NULL UNIQUE,
     provider_due ${TEXT}, provider_attempts BIGINT NOT NULL DEFAULT 0, provider_next_at BIGINT, provider_error ${TEXT});
   CREATE INDEX newsletter_addresses_due ON newsletter_addresses(provider_due, provider_next_at);
   ALTER TABLE mail_outbox ADD COLUMN sender ${TEXT};
   ALTER TABLE mail_outbox ADD COLUMN in_reply_to ${TEXT};
   ALTER TABLE mail_outbox ADD COLUMN thread_references ${TEXT};`,
  // 30: the impact figures counted from the records (issue 48 §1, decision 118): the staff's baselines and the
  // version of what the figures show, bumped by one statement trigger per table a figure counts.
  `CREATE TABLE figure_baselines (
     figure ${TEXT} PRIMARY KEY, value DOUBLE PRECISION NOT NULL, since_year INTEGER NOT NULL, reason ${TEXT} NOT NULL,
     entered_at BIGINT NOT NULL, entered_by ${TEXT} NOT NULL);
   CREATE TABLE figures_version (id INTEGER PRIMARY KEY, version ${TEXT} NOT NULL);
   ${postgresFiguresBump}
   ${countedTables.map(postgresFiguresTriggers).join("\n")}`,
  // 31: device requests by programme (issue 50 §1, decision 121): a partner's caseworker asks for devices for a
  // programme (a class cohort, a scholarship, an event…), optionally naming the applicants it covers; staff start it
  // (one taker), fulfil it with inventory items (each item in one request only) and a collection's day and window;
  // the caseworker who collects signs with their typed name. And the announcements staff post to partners.
  `CREATE TABLE device_requests (
     id ${TEXT} PRIMARY KEY, partner_id ${TEXT} NOT NULL, programme_kind ${TEXT} NOT NULL,
     programme_name ${TEXT} NOT NULL, county ${TEXT} NOT NULL, laptops INTEGER NOT NULL, desktops INTEGER NOT NULL,
     tablets INTEGER NOT NULL, served INTEGER NOT NULL, served_kind ${TEXT} NOT NULL, needed_by ${TEXT} NOT NULL,
     requested_by ${TEXT} NOT NULL, locale ${TEXT} NOT NULL, state ${TEXT} NOT NULL, created_at BIGINT NOT NULL,
     started_by ${TEXT}, started_at BIGINT, fulfilled_by ${TEXT}, fulfilled_at BIGINT, collection_day ${TEXT},
     collection_window ${TEXT}, collected_at BIGINT, signed_name ${TEXT});
   CREATE INDEX device_requests_partner ON device_requests(partner_id, created_at);
   CREATE INDEX device_requests_collection ON device_requests(collection_day);
   CREATE TABLE device_request_applicants (
     request_id ${TEXT} NOT NULL, contact_id ${TEXT} NOT NULL, PRIMARY KEY (request_id, contact_id));
   CREATE TABLE device_request_items (item_id ${TEXT} PRIMARY KEY, request_id ${TEXT} NOT NULL);
   CREATE INDEX device_request_items_request ON device_request_items(request_id);
   CREATE TABLE partner_announcements (
     id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, body ${TEXT} NOT NULL, link ${TEXT} NOT NULL,
     ends_on ${TEXT} NOT NULL, posted_by ${TEXT} NOT NULL, posted_at BIGINT NOT NULL);
   CREATE INDEX partner_announcements_ends ON partner_announcements(ends_on);`,
  // 32: the gifts' year-end statements sent (once per person and year) and the CRM's Financial_Donations (see the
  // SQLite step).
  `CREATE TABLE gift_statements_sent (
     email_key ${TEXT} NOT NULL, year INTEGER NOT NULL, sent_at BIGINT NOT NULL, PRIMARY KEY (email_key, year));
   CREATE TABLE "Financial_Donations" (
     id ${TEXT} PRIMARY KEY, "Donor_Name" ${TEXT}, "Email" ${TEXT}, "Phone" ${TEXT}, "Amount" DOUBLE PRECISION,
     "Frequency" ${TEXT}, "Date_Received" ${TEXT}, "Total_Paid" DOUBLE PRECISION, "Refunded_Amount" DOUBLE PRECISION,
     "Payment_Method" ${TEXT}, "Status" ${TEXT}, "Receipt_Number" ${TEXT}, "Tribute_Type" ${TEXT},
     "Tribute_Name" ${TEXT}, "Employer" ${TEXT}, "Listed_Publicly" ${TEXT}, "Language" ${TEXT}, email_key ${TEXT});
   CREATE INDEX financial_donations_email ON "Financial_Donations"(email_key);`,
  // 33: after the computer arrives (issue 50 §2, decision 122): a delivered applicant's requests for help (what is
  // wrong, the device it is about, staff's answer and how it ended); a story an applicant agreed to share (with their
  // first name or anonymously; none is kept for "not at all"), which device's donor reads it and whether staff show it
  // on /impact; and on the follow-up, the consent given and where its texted "NO" stands.
  `CREATE TABLE help_requests (
     id ${TEXT} PRIMARY KEY, contact_id ${TEXT} NOT NULL, item_id ${TEXT}, problem ${TEXT} NOT NULL, source ${TEXT} NOT NULL,
     state ${TEXT} NOT NULL DEFAULT 'open', created_at BIGINT NOT NULL, answer ${TEXT}, answered_via ${TEXT}, answered_at BIGINT,
     answered_by ${TEXT}, outcome ${TEXT}, closed_at BIGINT, closed_by ${TEXT});
   CREATE INDEX help_requests_state ON help_requests(state, created_at);
   CREATE INDEX help_requests_contact ON help_requests(contact_id, created_at);
   CREATE TABLE stories (
     contact_id ${TEXT} PRIMARY KEY, shared_as ${TEXT} NOT NULL, first_name ${TEXT}, story ${TEXT} NOT NULL, created_at BIGINT NOT NULL,
     on_impact_at BIGINT, on_impact_by ${TEXT});
   ALTER TABLE follow_ups ADD COLUMN share_consent ${TEXT};
   ALTER TABLE follow_ups ADD COLUMN problem_asked_at BIGINT;
   ALTER TABLE follow_ups ADD COLUMN problem_told_at BIGINT;
   ${postgresFiguresTriggers(storiesShown)}`,
  // 34: campaigns (see the SQLite step).
  `CREATE TABLE campaigns (
     id ${TEXT} PRIMARY KEY, slug ${TEXT} NOT NULL UNIQUE, title_en ${TEXT} NOT NULL, title_es ${TEXT} NOT NULL, story_en ${TEXT} NOT NULL,
     story_es ${TEXT} NOT NULL, goal_cents BIGINT NOT NULL, starts_on ${TEXT} NOT NULL, ends_on ${TEXT} NOT NULL, image ${TEXT},
     listed INTEGER NOT NULL DEFAULT 1, created_by ${TEXT} NOT NULL, created_at BIGINT NOT NULL);
   CREATE INDEX gifts_campaign ON gifts(campaign_id);`,
  // 35: the festival's events, their ticket kinds, the places held during checkout and the tickets (see the SQLite
  // step).
  `CREATE TABLE events (
     id ${TEXT} PRIMARY KEY, name_en ${TEXT} NOT NULL, name_es ${TEXT} NOT NULL, starts_at ${TEXT} NOT NULL,
     place ${TEXT} NOT NULL, created_at BIGINT NOT NULL);
   CREATE INDEX events_starts ON events(starts_at);
   CREATE TABLE ticket_kinds (
     id ${TEXT} PRIMARY KEY, event_id ${TEXT} NOT NULL, kind ${TEXT} NOT NULL, name_en ${TEXT} NOT NULL,
     name_es ${TEXT} NOT NULL, price_cents INTEGER NOT NULL, quantity INTEGER NOT NULL, fair_market_cents INTEGER NOT NULL);
   CREATE INDEX ticket_kinds_event ON ticket_kinds(event_id);
   CREATE TABLE ticket_holds (
     id ${TEXT} PRIMARY KEY, kind_id ${TEXT} NOT NULL, places INTEGER NOT NULL, state ${TEXT} NOT NULL,
     expires_at BIGINT NOT NULL, session_id ${TEXT}, buyer_name ${TEXT} NOT NULL, email ${TEXT} NOT NULL,
     locale ${TEXT} NOT NULL, created_at BIGINT NOT NULL);
   CREATE INDEX ticket_holds_kind ON ticket_holds(kind_id, state);
   CREATE TABLE tickets (
     number ${TEXT} PRIMARY KEY, hold_id ${TEXT} NOT NULL, kind_id ${TEXT} NOT NULL, buyer_name ${TEXT} NOT NULL,
     email ${TEXT} NOT NULL, checked_in_at BIGINT, checked_in_by ${TEXT});
   CREATE INDEX tickets_kind ON tickets(kind_id);`,
  // 36: supporters' own pages, the supporter a gift credits and each campaign's version (see the SQLite step).
  `CREATE TABLE campaign_supporters (
     id ${TEXT} PRIMARY KEY, campaign_id ${TEXT} NOT NULL, slug ${TEXT} NOT NULL, name ${TEXT} NOT NULL,
     email ${TEXT} NOT NULL, email_key ${TEXT} NOT NULL, why ${TEXT} NOT NULL, goal_cents BIGINT NOT NULL,
     listed INTEGER NOT NULL, locale ${TEXT} NOT NULL, state ${TEXT} NOT NULL, created_at BIGINT NOT NULL,
     confirmed_at BIGINT, approved_at BIGINT, approved_by ${TEXT}, paused_at BIGINT, paused_by ${TEXT},
     UNIQUE (campaign_id, slug));
   CREATE INDEX campaign_supporters_state ON campaign_supporters(campaign_id, state);
   ALTER TABLE gifts ADD COLUMN supporter_id ${TEXT};
   CREATE INDEX gifts_supporter ON gifts(supporter_id);
   CREATE TABLE campaign_versions (campaign_id ${TEXT} PRIMARY KEY, version ${TEXT} NOT NULL);
   ${postgresCampaignVersionTriggers}`,
  // 37: the companies' leaderboard (see the SQLite step).
  `CREATE TABLE company_listings (
     email_key ${TEXT} NOT NULL, company_key ${TEXT} NOT NULL, company ${TEXT} NOT NULL, listed INTEGER NOT NULL,
     chosen_at BIGINT NOT NULL, chosen_by ${TEXT} NOT NULL, PRIMARY KEY (email_key, company_key));
   CREATE TABLE company_listing_hidden (
     company_key ${TEXT} PRIMARY KEY, company ${TEXT} NOT NULL, reason ${TEXT} NOT NULL, hidden_at BIGINT NOT NULL,
     hidden_by ${TEXT} NOT NULL);
   CREATE INDEX donations_donor_record ON donations(donor_record_id);
   ${leaderboardTables.map(postgresFiguresTriggers).join("\n")}`,
  // 38: the ticket purchases' receipts and the sold-out kinds' waitlist (see the SQLite step).
  `CREATE TABLE ticket_receipts (
     number ${TEXT} PRIMARY KEY, hold_id ${TEXT} NOT NULL UNIQUE, places INTEGER NOT NULL, paid_cents BIGINT NOT NULL,
     fair_market_cents BIGINT NOT NULL, issued_at BIGINT NOT NULL);
   CREATE TABLE ticket_waitlist (
     seq BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, kind_id ${TEXT} NOT NULL, name ${TEXT} NOT NULL,
     email ${TEXT} NOT NULL, email_key ${TEXT} NOT NULL, locale ${TEXT} NOT NULL, state ${TEXT} NOT NULL,
     signed_up_at BIGINT NOT NULL, offered_at BIGINT, offer_deadline BIGINT, hold_id ${TEXT});
   CREATE INDEX ticket_waitlist_kind ON ticket_waitlist(kind_id, state, seq);
   CREATE UNIQUE INDEX ticket_waitlist_live ON ticket_waitlist(kind_id, email_key) WHERE state IN ('waiting', 'offered');
   CREATE INDEX ticket_holds_expiry ON ticket_holds(state, expires_at);`,
  // 39: a message's attachment may be a file, kept as base64 (see the SQLite step).
  `ALTER TABLE mail_outbox ADD COLUMN attachment_encoding ${TEXT};`,
];
