/**
 * Sending a donation: in one transaction, the donor record (Computer_Donors, a new Donor_ID, Status 'Donated':
 * the only value the CRM gives a donor record, which the portal shows as a donor), the donation itself with its
 * reference and state 'Requested', the email to the donor through the outbox, and the change feed's notes. Given
 * by the signed-in owner of the address, it joins their portal at once (champion, language); given while signed
 * out, the email carries the link that confirms it and nothing of the address's changes before (decision 085).
 * Sending the same draft again finds what the first send made (decision 081).
 */
import { randomInt } from "node:crypto";
import { methodFor, type DonationAnswers, type PickupAnswers } from "~/donations/answers";
import { REFERENCE_ALPHABET } from "~/donations/reference";
import { emailKey } from "~/kits/records/championLookup";
import { noteChange } from "~/kits/records/siteChanges.server";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { afterCommit, inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Computer_Donors } from "~/kits/records/schema.server";
import { issueConfirmation, joinPortal } from "./donationConfirmation.server";
import { donationSentEmail } from "./donationEmails.server";
import { loadDonationDraft } from "./drafts.server";

/** The CRM's one Status of a donor record; where the donation stands is the donation's own `state`. */
export const DONOR_STATUS = "Donated";
export const REQUESTED = "Requested";

export function newReference(): string {
  const chars = Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]!);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

/** The donor record and Donor_ID a reference names: one of each per donation, recognisably the site's. */
export const donorRecordIdOf = (reference: string) => `WEBD-${reference}`;
export const donorIdOf = (reference: string) => `DON-${reference}`;

/** `signedInEmailKey`: the address of the portal session that sends it, if any (its own address needs no link). */
export type DonationSettings = { publicUrl: string; signedInEmailKey?: string | null };
export type DonationOutcome = { outcome: "sent"; reference: string; again: boolean } | { outcome: "incomplete" };

export async function submitDonation(
  db: Db,
  draftId: string,
  settings: DonationSettings,
  now = Date.now(),
): Promise<DonationOutcome> {
  const outcome = await inTransaction(db, async (trx) => {
    await lockWithinTransaction(trx, `donation-draft:${draftId}`);
    const draft = await loadDonationDraft(trx, draftId, now);
    if (!draft) return { outcome: "incomplete" } as const;
    if (draft.sent) return { outcome: "sent", reference: draft.sent, again: true } as const;
    const { devices, donor, delivery, preferences } = draft.answers;
    if (!devices || !donor || !delivery || !preferences) return { outcome: "incomplete" } as const;
    // Counts changed after the pickup was asked for (Back to the first step): the delivery step is asked again.
    if (delivery.method === "pickup" && methodFor(devices) !== "pickup") return { outcome: "incomplete" } as const;
    return create(trx, draft.id, draft.locale, { devices, donor, delivery, preferences }, settings, now);
  });
  return outcome;
}

async function create(
  trx: Db,
  draftId: string,
  locale: "en" | "es",
  answers: Required<DonationAnswers>,
  settings: DonationSettings,
  now: number,
): Promise<DonationOutcome> {
  const { devices, donor, delivery, preferences } = answers;
  let reference = newReference();
  while (await firstRow(trx, sql`SELECT 1 AS found FROM donations WHERE reference = ${reference}`))
    reference = newReference();
  const recordId = donorRecordIdOf(reference);
  const donorId = donorIdOf(reference);
  const pickup: PickupAnswers | null = delivery.method === "pickup" ? delivery : null;
  const office = delivery.method === "drop-off" ? delivery.office : null;
  await createRecordWriter(trx, Computer_Donors).write({
    id: recordId,
    Company: donor.company,
    Name: donor.name,
    Email: donor.email,
    Phone: donor.phone,
    Location: pickup ? `${pickup.city} ${pickup.state}` : null,
    Mailing_Street: pickup?.street ?? null,
    Mailing_City: pickup?.city ?? null,
    Mailing_State: pickup?.state ?? null,
    Mailing_Zip: pickup?.zip ?? null,
    Donor_ID: donorId,
    Status: DONOR_STATUS,
  });
  const key = emailKey(donor.email);
  await sql`INSERT INTO donations (reference, draft_id, donor_record_id, donor_id, email_key, method, office,
       laptops, desktops, monitors, phones_tablets, printers, other_devices, pickup_street, pickup_city, pickup_state,
       pickup_zip, pickup_region, pickup_notes, preferred_dates, wants_certificate, wants_receipt, locale, state,
       requested_at)
     VALUES (${reference}, ${draftId}, ${recordId}, ${donorId}, ${key}, ${delivery.method}, ${office},
       ${devices.laptops}, ${devices.desktops}, ${devices.monitors}, ${devices.phonesTablets}, ${devices.printers},
       ${devices.other}, ${pickup?.street ?? null}, ${pickup?.city ?? null}, ${pickup?.state ?? null},
       ${pickup?.zip ?? null}, ${pickup?.region ?? null}, ${pickup?.notes ?? null},
       ${JSON.stringify(pickup?.dates ?? [])}, ${preferences.certificate ? 1 : 0}, ${preferences.receipt ? 1 : 0},
       ${locale}, ${REQUESTED}, ${now})`.execute(trx);
  await sql`UPDATE donation_drafts SET reference = ${reference}, updated_at = ${now} WHERE id = ${draftId}`.execute(
    trx,
  );
  const owner = settings.signedInEmailKey === key;
  const championId = owner ? await joinPortal(trx, { ...donor, locale, reference }, now) : null;
  const confirmToken = owner ? null : await issueConfirmation(trx, reference, now);
  const email = donationSentEmail(settings.publicUrl, locale, {
    name: donor.name,
    reference,
    method: delivery.method,
    donorRecordId: recordId,
    confirmToken,
  });
  await enqueueMail(
    trx,
    { emailKey: key, recipient: donor.email, ...email, notAfter: NO_EXPIRY, kind: "donation", recordId },
    now,
  );
  afterCommit(trx, wakeMailSender);
  // Last, so the change feed's lock is held only until the commit (see noteChange).
  await noteChange(trx, "Computer_Donors", recordId, now);
  if (championId) await noteChange(trx, "Champions", championId, now);
  await noteChange(trx, "Donations", reference, now);
  return { outcome: "sent", reference, again: false };
}
