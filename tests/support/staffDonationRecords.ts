/**
 * The staff donation unit tests' records: device counts, a donation given and booked, and what the store says of it.
 */
import type { DeviceCounts, DonationAnswers } from "~/donations/answers";
import { rows, sql, type Db } from "~/db/engine.server";
import { donationByReference } from "~/donations/server/donations.server";
import { moveDonation as moveOnTimeline } from "~/donations/server/donationTimeline.server";
import { createDonationDraft } from "~/donations/server/drafts.server";
import { submitDonation } from "~/donations/server/submitDonation.server";
import { seenVersion } from "~/donations/staff/rules";
import { devicesOf, hobokenPickup } from "./donationAnswers";

export const counts = (laptops: number, more: Partial<DeviceCounts> = {}): DeviceCounts =>
  devicesOf({ laptops, ...more });

export const settings = {
  publicUrl: "https://portal.example.org",
  timeZone: "America/New_York",
  mailFrom: "Tech Access <donations@example.org>",
};
/** Thursday, December 3, 2026, 10 a.m. in New York. */
export const THURSDAY = Date.UTC(2026, 11, 3, 15);
export const HOUR = 3600_000;
export const TODAY = "2026-12-03";

export const donationAnswers = (method: "pickup" | "drop-off", name: string): DonationAnswers => ({
  devices: counts(method === "pickup" ? 40 : 3),
  donor: {
    company: method === "pickup" ? `${name} Corp` : null,
    name,
    email: `${name}@give.example`,
    phone: "201-555-0100",
  },
  delivery:
    method === "pickup"
      ? hobokenPickup("Dock 3", [
          { date: "2026-12-07", window: "morning" },
          { date: "2026-12-08", window: "afternoon" },
        ])
      : { method: "drop-off", office: null },
  preferences: { certificate: true, receipt: true },
});

export async function donate(db: Db, method: "pickup" | "drop-off", name: string, at = THURSDAY - 48 * HOUR) {
  const draftId = await createDonationDraft(db, "en", donationAnswers(method, name), at);
  const sent = await submitDonation(db, draftId, settings, at);
  if (sent.outcome !== "sent") throw new Error(sent.outcome);
  return sent.reference;
}

/** Books a pickup through the timeline, as staff would have earlier. */
export async function book(db: Db, reference: string, date: string, window: "morning" | "afternoon", at: number) {
  const moved = await moveOnTimeline(db, settings, reference, { to: "Pickup scheduled", pickup: { date, window } }, at);
  if (moved.outcome !== "moved") throw new Error(moved.outcome);
}

export type Mail = { subject: string; text_body: string; attachment_text: string | null };
export const mails = (db: Db) =>
  rows(
    db,
    sql<Mail>`SELECT subject, text_body, attachment_text FROM mail_outbox WHERE kind = 'donation'
    AND subject NOT LIKE 'Your donation, reference %' ORDER BY id`,
  );
/** What a page showing the donation now would carry on its forms. */
export const seenNow = async (db: Db, reference: string) => seenVersion((await donationByReference(db, reference))!);
export const activity = (db: Db) =>
  rows(
    db,
    sql<{ kind: string; actor: string; summary: string }>`SELECT kind, actor, summary FROM activity ORDER BY id`,
  );
