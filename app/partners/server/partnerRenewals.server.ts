/**
 * The partners' yearly renewal (issue 27): on January 1st, in the organisation's time zone, each active partner's
 * caseworkers get one email asking them to confirm or correct the partner's details for the year's cycle at
 * `/partners/renew`; confirming writes the `Partners` record (noted for the change feed) and the cycle's
 * `partner_renewals` row. After the deadline (PARTNER_RENEWAL_DEADLINE) staff see who has not confirmed.
 *
 * The invitation is claimed per partner and cycle by inserting that row in the transaction that writes its emails,
 * so several origins running the same check send it once. "Now" is a parameter, so a test runs January 1st at will.
 */
import { isLocale, pathInLocale, type Locale } from "~/i18n/locale";
import { formatMoment } from "~/i18n";
import type { PartnerDetails } from "~/partners/partnerDetailsForm";
import { partnerPortalWordsIn } from "~/partners/partnerPortalWords";
import { emailKey } from "~/kits/records/championLookup";
import { noteChange } from "~/kits/records/siteChanges.server";
import { changes, firstRow, rows, sql, type Db } from "~/db/engine.server";
import { afterCommit, inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { emailDocument, escapeHtml } from "~/mail/emailHtml.server";
import { singleLine } from "~/mail/emailText.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Partners } from "~/kits/records/schema.server";
import { crmDate } from "~/applications/staff/deviceAssignment.server";
import { readEmails } from "./partnerAccess.server";
import { PARTNER_NAMES_LOCK, partnersNamed } from "./partnerApplicants.server";

export type MonthDay = { month: number; day: number };
export type RenewalSettings = { publicUrl: string; timeZone: string; deadline: MonthDay };

/** The cycle a day belongs to for the renewal: its year in the organisation's zone. */
export const renewalCycle = (now: number, timeZone: string): string => crmDate(now, timeZone).slice(0, 4);

const deadlineDay = (cycle: string, deadline: MonthDay) =>
  `${cycle}-${String(deadline.month).padStart(2, "0")}-${String(deadline.day).padStart(2, "0")}`;

/** Whether the day (in the organisation's zone) is after this year's deadline. */
export const pastRenewalDeadline = (now: number, timeZone: string, deadline: MonthDay): boolean =>
  crmDate(now, timeZone) > deadlineDay(renewalCycle(now, timeZone), deadline);

/** The deadline of a cycle as a date in the page's or email's language. */
export const renewalDeadlineIn = (locale: Locale, timeZone: string, cycle: string, deadline: MonthDay) =>
  formatMoment(locale, Date.parse(`${deadlineDay(cycle, deadline)}T12:00:00Z`), timeZone);

export function renewalEmail(
  locale: Locale,
  facts: { partner: string; cycle: string; deadline: string; link: string },
): { subject: string; text: string; html: string } {
  const words = partnerPortalWordsIn(locale).renewalEmail;
  const subject = words.subject(facts.cycle);
  const body = words.body(singleLine(facts.partner), facts.cycle, facts.deadline);
  const text = [words.greeting, "", body, "", words.how, facts.link, "", words.thanks].join("\n");
  const html = emailDocument(
    locale,
    subject,
    `<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(words.how)}</p>
<p><a href="${escapeHtml(facts.link)}">${escapeHtml(partnerPortalWordsIn(locale).renew.link(facts.cycle))}</a></p>
<p style="word-break:break-all">${escapeHtml(facts.link)}</p>
<p>${escapeHtml(words.thanks)}</p>`,
  );
  return { subject, text, html };
}

/**
 * Invites every active partner not yet invited (nor confirmed) for this year's cycle, from January 1st until the
 * deadline; how many partners were invited. A partner made active after the deadline waits for the next year.
 */
export async function inviteForRenewal(db: Db, settings: RenewalSettings, now = Date.now()): Promise<number> {
  if (pastRenewalDeadline(now, settings.timeZone, settings.deadline)) return 0;
  const cycle = renewalCycle(now, settings.timeZone);
  const candidates = await rows(
    db,
    sql<{ id: string; name: string | null; emails: unknown; locale: string | null }>`SELECT p.id,
         p."Organization_Name" AS name, p."Emails" AS emails, a.locale
       FROM "Partners" p LEFT JOIN partner_applications a ON a.partner_id = p.id
       WHERE p."Status" = 'Active'
         AND NOT EXISTS (SELECT 1 FROM partner_renewals r WHERE r.partner_id = p.id AND r.cycle = ${cycle})
       ORDER BY p.id`,
  );
  let invited = 0;
  for (const partner of candidates) {
    const done = await inTransaction(db, async (trx) => {
      // The row is the claim: another origin's insert of the same partner and cycle finds it and sends nothing.
      const claimed = await changes(
        trx,
        sql`INSERT INTO partner_renewals (partner_id, cycle, invited_at) VALUES (${partner.id}, ${cycle}, ${now})
           ON CONFLICT (partner_id, cycle) DO NOTHING`,
      );
      if (claimed === 0) return false;
      // The language the partner applied in; English for one the CRM sent.
      const locale: Locale = isLocale(partner.locale) ? partner.locale : "en";
      const email = renewalEmail(locale, {
        partner: partner.name?.trim() || partner.id,
        cycle,
        deadline: renewalDeadlineIn(locale, settings.timeZone, cycle, settings.deadline),
        link: new URL(pathInLocale(locale, "/partners/renew"), settings.publicUrl).toString(),
      });
      for (const recipient of readEmails(partner.emails)) {
        await enqueueMail(
          trx,
          {
            emailKey: emailKey(recipient),
            recipient: recipient.trim(),
            ...email,
            notAfter: NO_EXPIRY,
            kind: "partner",
            recordId: partner.id,
          },
          now,
        );
        afterCommit(trx, wakeMailSender);
      }
      return true;
    });
    if (done) invited++;
  }
  return invited;
}

export type PartnerRecordDetails = PartnerDetails & { confirmedAt: number | null };

/** The partner's details as the record holds them, and when they were confirmed for this cycle (or null). */
export async function partnerDetails(db: Db, partnerId: string, cycle: string): Promise<PartnerRecordDetails | null> {
  const row = await firstRow(
    db,
    sql<{
      name: string | null;
      region: string | null;
      address: string | null;
      phone: string | null;
      website: string | null;
      emails: unknown;
      confirmed_at: number | string | null;
    }>`SELECT p."Organization_Name" AS name, p."Region" AS region, p."Address" AS address, p."Phone" AS phone,
         p."Website" AS website, p."Emails" AS emails, r.confirmed_at
       FROM "Partners" p LEFT JOIN partner_renewals r ON r.partner_id = p.id AND r.cycle = ${cycle}
       WHERE p.id = ${partnerId}`,
  );
  if (!row) return null;
  return {
    organization: row.name ?? "",
    region: (row.region ?? "") as PartnerDetails["region"],
    address: row.address ?? "",
    phone: row.phone ?? "",
    website: row.website,
    emails: readEmails(row.emails),
    confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
  };
}

/**
 * Confirms (with any corrections) the partner's details for the cycle: the record written and noted, the row set.
 * A name that is another partner's (`partnersNamed`: case, spaces and punctuation aside) is refused and nothing is
 * written: a partner's applicants are linked by id, and a name shared would make the next arrivals ambiguous.
 */
export async function confirmRenewal(
  db: Db,
  partnerId: string,
  details: PartnerDetails,
  confirmedBy: string,
  cycle: string,
  now = Date.now(),
): Promise<"confirmed" | "name-taken"> {
  return inTransaction(db, async (trx) => {
    // One lock for every name change or new partner, so two at once cannot both take a free name.
    await lockWithinTransaction(trx, PARTNER_NAMES_LOCK);
    await lockWithinTransaction(trx, `partner:${partnerId}`);
    if ((await partnersNamed(trx, details.organization, partnerId)).length > 0) return "name-taken";
    await createRecordWriter(trx, Partners, [
      "Organization_Name",
      "Region",
      "Address",
      "Phone",
      "Website",
      "Emails",
    ]).write({
      id: partnerId,
      Organization_Name: details.organization,
      Region: details.region,
      Address: details.address,
      Phone: details.phone,
      Website: details.website,
      Emails: details.emails,
    });
    await sql`INSERT INTO partner_renewals (partner_id, cycle, confirmed_at, confirmed_by)
       VALUES (${partnerId}, ${cycle}, ${now}, ${confirmedBy})
       ON CONFLICT (partner_id, cycle) DO UPDATE SET confirmed_at = ${now}, confirmed_by = ${confirmedBy}`.execute(trx);
    // Last, so the change feed's lock is held only until the commit (see noteChange).
    await noteChange(trx, "Partners", partnerId, now);
    return "confirmed";
  });
}

/** The active partners that have not confirmed for this cycle, by name: what staff chase after the deadline. */
export async function unconfirmedPartners(db: Db, cycle: string): Promise<{ id: string; name: string }[]> {
  const found = await rows(
    db,
    sql<{ id: string; name: string | null }>`SELECT p.id, p."Organization_Name" AS name FROM "Partners" p
       WHERE p."Status" = 'Active' AND NOT EXISTS (SELECT 1 FROM partner_renewals r
         WHERE r.partner_id = p.id AND r.cycle = ${cycle} AND r.confirmed_at IS NOT NULL)`,
  );
  return found
    .map((row) => ({ id: row.id, name: row.name?.trim() || row.id }))
    .sort((a, b) => a.name.localeCompare(b.name, "en") || (a.id < b.id ? -1 : 1));
}
