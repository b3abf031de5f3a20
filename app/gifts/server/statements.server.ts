/**
 * What a person's year-end statement holds, read from the store (issue 47 §3): the payments of their gifts made on
 * this site in the calendar year (by the day paid in ORG_TIME_ZONE; a refund beside each, the standing receipt's
 * number), the gifts the CRM recorded for them (`Financial_Donations`, by the record push), and the devices they
 * gave that year (the donor records of their email, by day received and kind, as the device receipt counts them).
 * A person is their email address, or, for a device donor the CRM knows by number only, their mobile number (a gift
 * of money on this site always has an email address); who may read whose is the statement page's and link's rule.
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { dayIn } from "~/gifts/days";
import type { StatementDevices, StatementGift, StatementInput } from "~/gifts/statement";
import type { Issuer } from "~/kits/documents/issuer";
import { displayPhone } from "~/sms/phoneNumber";
import { emailKey, isDonorRecord } from "~/kits/records/championLookup";
import { createRecordSource, type ComputerDonor } from "~/kits/records/recordSource.server";

type PaymentRow = {
  paid_at: number | string;
  amount_cents: number | string;
  refunded_cents: number | string;
  frequency: string;
  name: string;
  receipt_number: string | null;
};

type RecordedRow = {
  Donor_Name: string | null;
  Date_Received: string | null;
  Amount: number | null;
  Total_Paid: number | null;
  Refunded_Amount: number | null;
  Frequency: string | null;
  Receipt_Number: string | null;
};

export type StatementSettings = { timeZone: string; issuer: Issuer };

/** Whose statement: an email address, or a mobile number (E.164) with no email address behind it. */
export type StatementPerson = { email: string; mobile?: undefined } | { mobile: string; email?: undefined };

/** The person's key in `gift_statements_sent`: the email key, or `tel:` and the number. */
export const personKey = (person: StatementPerson) =>
  person.email !== undefined ? emailKey(person.email) : `tel:${person.mobile}`;

/** The year of a day as the CRM or this site writes it (YYYY-MM-DD or M/D/YYYY), or null. */
export function yearOfDay(day: string | null): number | null {
  const text = day?.trim() ?? "";
  const year = Number(/^(\d{4})-\d{1,2}-\d{1,2}$/.exec(text)?.[1] ?? /^\d{1,2}\/\d{1,2}\/(\d{4})$/.exec(text)?.[1]);
  return Number.isInteger(year) && year > 0 ? year : null;
}

const cents = (dollars: number | null) => Math.round((dollars ?? 0) * 100);

async function sitePayments(db: Db, key: string, timeZone: string) {
  const found = await rows(
    db,
    sql<PaymentRow>`SELECT p.paid_at, p.amount_cents, p.refunded_cents, g.frequency, g.name,
         (SELECT r.number FROM gift_receipts r WHERE r.payment_id = p.id AND r.voided_at IS NULL
           ORDER BY r.issued_at DESC, r.number LIMIT 1) AS receipt_number
       FROM gift_payments p JOIN gifts g ON g.id = p.gift_id
       WHERE g.email_key = ${key} AND g.state = 'paid' ORDER BY p.paid_at, p.id`,
  );
  return found.map((row) => ({
    name: row.name,
    gift: {
      paidOn: dayIn(timeZone, Number(row.paid_at)),
      amountCents: Number(row.amount_cents),
      refundedCents: Number(row.refunded_cents),
      monthly: row.frequency === "monthly",
      receiptNumber: row.receipt_number,
    } satisfies StatementGift,
  }));
}

/** The CRM's gifts of this person: one line each, on the day received, what was received in all (or the amount). */
async function recordedGifts(db: Db, key: string) {
  const found = await rows(
    db,
    sql<RecordedRow>`SELECT "Donor_Name", "Date_Received", "Amount", "Total_Paid", "Refunded_Amount", "Frequency",
         "Receipt_Number" FROM "Financial_Donations" WHERE email_key = ${key} ORDER BY id`,
  );
  return found.flatMap((row) =>
    row.Date_Received && yearOfDay(row.Date_Received) !== null && (row.Total_Paid ?? row.Amount) !== null
      ? [
          {
            name: row.Donor_Name,
            gift: {
              paidOn: row.Date_Received,
              amountCents: cents(row.Total_Paid ?? row.Amount),
              refundedCents: cents(row.Refunded_Amount),
              monthly: row.Frequency === "Monthly",
              receiptNumber: row.Receipt_Number,
            } satisfies StatementGift,
          },
        ]
      : [],
  );
}

async function deviceGroups(db: Db, person: StatementPerson) {
  const records = createRecordSource(db);
  const found: ComputerDonor[] =
    person.email !== undefined
      ? await records.donorsByEmail(person.email)
      : await records.donorsByMobile(person.mobile);
  const donors = found.filter((record) => isDonorRecord(record));
  const donorIds = donors.flatMap((record) => (record.Donor_ID ? [record.Donor_ID] : []));
  const groups = donorIds.length > 0 ? await records.receivedGroups(donorIds) : [];
  return {
    name: donors[0]?.Name ?? null,
    devices: groups.flatMap((group): StatementDevices[] =>
      group.Date_Added ? [{ received: group.Date_Added, type: group.Computer_Type, count: Number(group.count) }] : [],
    ),
  };
}

/** Everything a person gave, every year: read once, then cut into years. */
async function givingOf(db: Db, person: StatementPerson, timeZone: string) {
  const key = person.email !== undefined ? emailKey(person.email) : null;
  const [site, recorded, devices] = await Promise.all([
    key ? sitePayments(db, key, timeZone) : [],
    key ? recordedGifts(db, key) : [],
    deviceGroups(db, person),
  ]);
  const money = [...site, ...recorded];
  return { money, devices: devices.devices, name: site.at(-1)?.name ?? recorded[0]?.name ?? devices.name };
}

/** The calendar years a person gave in (money or devices), most recent first. */
export async function statementYears(db: Db, person: StatementPerson, timeZone: string): Promise<number[]> {
  const giving = await givingOf(db, person, timeZone);
  const years = new Set<number>();
  for (const { gift } of giving.money) years.add(yearOfDay(gift.paidOn)!);
  for (const group of giving.devices) {
    const year = yearOfDay(group.received);
    if (year !== null) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

/** A person's statement of a year, or null when they gave nothing that year. */
export async function statementOf(
  db: Db,
  person: StatementPerson,
  year: number,
  settings: StatementSettings,
  issued = new Date(),
): Promise<StatementInput | null> {
  const giving = await givingOf(db, person, settings.timeZone);
  const gifts = giving.money.filter(({ gift }) => yearOfDay(gift.paidOn) === year).map(({ gift }) => gift);
  const devices = giving.devices.filter((group) => yearOfDay(group.received) === year);
  if (gifts.length === 0 && devices.length === 0) return null;
  return {
    year,
    donor: {
      name: giving.name?.trim() || person.email || displayPhone(person.mobile!),
      email: person.email ?? null,
      mobile: person.mobile ?? null,
    },
    gifts,
    devices,
    issued,
    issuer: settings.issuer,
  };
}
