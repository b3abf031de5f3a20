/**
 * A donation given while signed out joins its address's portal only once that address confirms it (decision 085):
 * anyone can type anyone's email on the form. Until then the donation exists (staff see it and move it through its
 * timeline, the CRM reads its donor record) but nothing of the address's owner changes: no portal entry (the
 * record source leaves its donor record out), no champion type, no language kept. The confirmation is a single-use
 * link in the donation's email (`link_tokens`, purpose "donation-confirm", subject the reference): opening it only
 * checks it, its 'Continue' post confirms, links the champion, keeps the language and signs the address in.
 */
import { emailKey } from "~/kits/records/championLookup";
import { noteChange } from "~/kits/records/siteChanges.server";
import { findLink, issueLink, spendLink, type LinkState } from "~/kits/links/linkTokens.server";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import { linkChampion } from "~/kits/records/championLink.server";
import { rememberLanguage } from "~/kits/records/personLanguage.server";
import type { Locale } from "~/i18n/locale";

/** Long enough for a donor back from a trip; a link not used by then leaves the donation with staff only. */
export const CONFIRMATION_VALID_MS = 30 * 24 * 60 * 60 * 1000;

/** The donation a link confirms, as its page shows it before 'Continue'. */
export type ConfirmationLink = { state: LinkState; reference: string } | null;

export async function confirmationLink(db: Db, token: string, now = Date.now()): Promise<ConfirmationLink> {
  const link = await findLink(db, "donation-confirm", token, now);
  return link ? { state: link.state, reference: link.subjectId } : null;
}

/** The link the donation's email carries; written in the transaction that sends the donation. */
export async function issueConfirmation(trx: Db, reference: string, now = Date.now()): Promise<string> {
  return (await issueLink(trx, "donation-confirm", reference, CONFIRMATION_VALID_MS, now)).token;
}

/** Whether a donation still waits for its address to confirm it (a donation without a link never did). */
export async function awaitsConfirmation(db: Db, reference: string): Promise<boolean> {
  return Boolean(
    await firstRow(
      db,
      sql`SELECT 1 AS waiting FROM link_tokens
         WHERE subject_id = ${reference} AND purpose = 'donation-confirm' AND used_at IS NULL`,
    ),
  );
}

/**
 * What giving makes part of an address's portal, for a donation it confirmed or that its signed-in owner gave:
 * the champion (created, or given the donor type) and the language kept for the address. Returns the champion's id,
 * for the caller to note for the feed as its last statements (see noteChange).
 */
export async function joinPortal(
  trx: Db,
  donor: { name: string; email: string; locale: Locale; reference: string },
  now: number,
): Promise<string> {
  const championId = await linkChampion(
    trx,
    { name: donor.name, email: donor.email },
    "Computer Donor",
    `WEBDC-${donor.reference}`,
  );
  await rememberLanguage(trx, emailKey(donor.email), donor.locale, now);
  return championId;
}

export type Confirmed =
  | { outcome: "confirmed"; championId: string; email: string; donorRecordId: string; locale: Locale }
  | { outcome: "spent" };

/** 'Continue': the link used up and the donation joined to its address's portal, in one transaction, once. */
export async function confirmDonation(db: Db, token: string, now = Date.now()): Promise<Confirmed> {
  return inTransaction(db, async (trx) => {
    const link = await findLink(trx, "donation-confirm", token, now);
    if (!link || link.state !== "valid") return { outcome: "spent" } as const;
    // Spent by the update itself, so two 'Continue' posts at once confirm once.
    if (!(await spendLink(trx, link.hash, now))) return { outcome: "spent" } as const;
    const row = await firstRow(
      trx,
      sql<{ donor_record_id: string; locale: string; Name: string | null; Email: string | null }>`
        SELECT d.donor_record_id, d.locale, r."Name", r."Email" FROM donations d
          JOIN "Computer_Donors" r ON r.id = d.donor_record_id
         WHERE d.reference = ${link.subjectId}`,
    );
    if (!row?.Email) return { outcome: "spent" } as const;
    const locale: Locale = row.locale === "es" ? "es" : "en";
    const championId = await joinPortal(
      trx,
      { name: row.Name ?? "", email: row.Email, locale, reference: link.subjectId },
      now,
    );
    await noteChange(trx, "Champions", championId, now);
    return { outcome: "confirmed", championId, email: row.Email, donorRecordId: row.donor_record_id, locale } as const;
  });
}
