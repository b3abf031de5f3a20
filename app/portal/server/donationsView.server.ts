/**
 * A donor's donations as the portal shows them (issue 28): the list on the donor page and a donation's own page.
 * A donation is a donor record of the donor's; one made on this site also has its `donations` row (its reference,
 * what was declared, each state's date), one recorded in the CRM only its devices, so its state is what its
 * inventory holds and never a state it was not given.
 */
import { deviceKinds, totalOf, type DeviceCounts } from "~/donations/answers";
import { formatMoment } from "~/i18n";
import { pickupChangeable, todayIn } from "~/donations/pickupDates";
import { donationWordsIn, pickupDayIn, windowInSentence } from "~/donations/words";
import { passPath } from "~/donations/answers";
import { pathInLocale } from "~/i18n/locale";
import type { Locale } from "~/i18n/locale";
import type {
  CountRow,
  DonationArrival,
  DonationListItem,
  DonationPageView,
  TimelineStep,
} from "~/portal/donationViews";
import { receiptYears } from "~/portal/donorDocuments";
import { donationPathIn } from "~/config/personalAreas";
import { formatCount } from "~/portal/donorTotals";
import { documentsView, donorRow } from "~/portal/donorView";
import { portalWords } from "~/portal/words";
import { rows, sql, type Db } from "~/db/engine.server";
import { donationFromRow, type Donation, type DonationRow } from "~/donations/server/donations.server";
import { pathOf, type DonationState } from "~/donations/timeline";
import { env } from "~/platform/env.server";
import { createRecordSource, type DonorIdOverview } from "~/kits/records/recordSource.server";
import type { ComputerDonor } from "~/kits/records/schema.server";
import type { DonorScope } from "./donorScope.server";

/** Devices a page of the donor's table shows, on the donor page and on a donation's. */
export const DONOR_PAGE_SIZE = 25;

/** The donations rows of these donor records, by donor record id. */
async function donationsOf(db: Db, donorRecordIds: string[]): Promise<Map<string, Donation>> {
  if (donorRecordIds.length === 0) return new Map();
  const found = await rows(
    db,
    sql<DonationRow>`SELECT * FROM donations WHERE donor_record_id IN (${sql.join(donorRecordIds)})
       ORDER BY requested_at`,
  );
  return new Map(found.map((row) => [row.donor_record_id, donationFromRow(row)]));
}

/** A moment (a state's date) as the organisation's calendar day, in the page's language. */
function momentIn(locale: Locale): (ms: number) => string {
  return (ms) => formatMoment(locale, ms, env().orgTimeZone);
}

/** A recorded `Date_Added` spelled out when it is a calendar date, otherwise as recorded. */
function recordedDay(value: string, locale: Locale): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  return Number.isNaN(day) ? value : formatMoment(locale, day, "UTC");
}

function arrivalOf(donation: Donation | null): DonationArrival {
  if (!donation) return "recorded";
  if (donation.state === "Cancelled") return "cancelled";
  return donation.received ? "received" : "coming";
}

/** A donation's state in words; a booked pickup says the day and window it happens (not the day it was booked). */
function stateWords(donation: Donation, locale: Locale): string {
  const state = donationWordsIn(locale).states[donation.state];
  if (donation.state !== "Pickup scheduled" || !donation.pickup) return state;
  const { date, window } = donation.pickup;
  return portalWords(locale).donations.scheduledFor(state, pickupDayIn(locale, date), windowInSentence(locale, window));
}

/** What was declared, received and logged, each said only once it is true. */
function deviceWords(donation: Donation, inInventory: number, locale: Locale): string {
  const words = portalWords(locale).donations;
  const count = (value: number) => formatCount(value, locale);
  const parts = [words.declared(count(totalOf(donation.devices)))];
  if (donation.received) parts.push(words.received(count(totalOf(donation.received))));
  if (inInventory > 0) parts.push(words.recorded(count(inInventory)));
  else if (donation.received) parts.push(words.beingLogged);
  return parts.join(", ");
}

function listItem(
  record: ComputerDonor,
  donation: Donation | null,
  overview: DonorIdOverview | undefined,
  locale: Locale,
): DonationListItem {
  const words = portalWords(locale).donations;
  const count = (value: number) => formatCount(value, locale);
  const inInventory = overview?.count ?? 0;
  const firstAdded = overview?.firstAdded ?? null;
  const date = donation?.dates.Requested
    ? momentIn(locale)(donation.dates.Requested)
    : firstAdded
      ? recordedDay(firstAdded, locale)
      : words.noDate;
  return {
    arrival: arrivalOf(donation),
    href: donationPathIn(locale, record.id),
    reference: donation?.reference ?? record.Donor_ID ?? record.id,
    date,
    state: donation
      ? stateWords(donation, locale)
      : words.inventoryState(inInventory, count(inInventory), count(overview?.certified ?? 0)),
    devices: donation ? deviceWords(donation, inInventory, locale) : words.recorded(count(inInventory)),
  };
}

/** "Your donations": every donor record of the scope, the newest first (those without a date last). */
export async function donationList(db: Db, scope: DonorScope, locale: Locale): Promise<DonationListItem[]> {
  const donations = await donationsOf(
    db,
    scope.records.map((record) => record.id),
  );
  const overviews = new Map(
    (await createRecordSource(db).donorIdOverviews(scope.donorIds)).map((overview) => [overview.Donor_ID, overview]),
  );
  const timeZone = env().orgTimeZone;
  return scope.records
    .map((record) => {
      const donation = donations.get(record.id) ?? null;
      const overview = overviews.get(record.Donor_ID ?? "");
      // The calendar day it is listed by: the day it was asked for, or its first device's recorded date.
      const requested = donation?.dates.Requested;
      const day = requested !== undefined ? todayIn(timeZone, requested) : (overview?.firstAdded ?? "");
      return { day, item: listItem(record, donation, overview, locale) };
    })
    .sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0))
    .map(({ item }) => item);
}

function timeline(donation: Donation, locale: Locale): NonNullable<DonationPageView["timeline"]> {
  const states = donationWordsIn(locale).states;
  const words = portalWords(locale).donations;
  const moment = momentIn(locale);
  const step = (state: DonationState): TimelineStep => {
    const at = donation.dates[state];
    if (at === undefined) return { state: states[state], reached: null };
    // The booked pickup: the day and window it happens, then the day it was booked.
    const booked = state === "Pickup scheduled" ? donation.pickup : null;
    return {
      state: states[state],
      reached: booked
        ? words.bookedFor(pickupDayIn(locale, booked.date), windowInSentence(locale, booked.window), moment(at))
        : words.reached(moment(at)),
    };
  };
  const cancelledAt = donation.dates.Cancelled;
  if (cancelledAt === undefined) return { steps: pathOf(donation.method).map(step), cancelled: null };
  // A cancelled pickup went no further: the states it reached, then the sentence that says it was cancelled.
  return {
    steps: pathOf(donation.method)
      .filter((state) => donation.dates[state] !== undefined)
      .map(step),
    cancelled: words.cancelled(moment(cancelledAt)),
  };
}

function counts(declared: DeviceCounts, received: DeviceCounts | null, locale: Locale): CountRow[] {
  const words = portalWords(locale).donations;
  const labels = donationWordsIn(locale).devices;
  const count = (value: number) => formatCount(value, locale);
  return deviceKinds
    .filter((kind) => declared[kind] > 0 || (received?.[kind] ?? 0) > 0)
    .map((kind) => {
      const got = received?.[kind];
      const difference =
        got === undefined
          ? null
          : got === declared[kind]
            ? words.same
            : got < declared[kind]
              ? words.fewer(count(declared[kind] - got))
              : words.more(count(got - declared[kind]));
      return {
        kind: labels[kind],
        declared: count(declared[kind]),
        received: got === undefined ? words.notCounted : count(got),
        difference,
      };
    });
}

/** A donation's page: `scope` is that one donation's (`donationScope`). */
export async function donationPageView(
  db: Db,
  scope: DonorScope,
  requestedPage: number,
  locale: Locale,
): Promise<DonationPageView> {
  const record = scope.donor;
  const records = createRecordSource(db);
  const donation = (await donationsOf(db, [record.id])).get(record.id) ?? null;
  const [overview] = await records.donorIdOverviews(scope.donorIds);
  const summary = listItem(record, donation, overview, locale);
  const changePickup =
    donation &&
    pickupChangeable(
      { method: donation.method, state: donation.state, pickupDate: donation.pickup?.date ?? null },
      todayIn(env().orgTimeZone),
    )
      ? `${donationPathIn(locale, record.id)}/pickup`
      : null;
  const words = portalWords(locale).donations;
  const received = donation?.received ? totalOf(donation.received) : 0;
  const noDevices =
    summary.arrival === "received"
      ? words.noDevicesReceived(received, formatCount(received, locale))
      : summary.arrival === "coming"
        ? words.noDevicesComing
        : summary.arrival === "cancelled"
          ? words.noDevicesCancelled
          : words.noDevices;
  // The pass until the devices are dropped off; later it has served (and a pickup has none).
  const pass =
    donation?.method === "drop-off" && donation.state === "Requested"
      ? pathInLocale(locale, passPath(donation.reference))
      : null;
  const base = {
    summary,
    timeline: donation ? timeline(donation, locale) : null,
    counts: donation ? counts(donation.devices, donation.received, locale) : null,
    changePickup,
    pass,
    noDevices,
  };
  const total = overview?.count ?? 0;
  if (total === 0) return { ...base, inventory: null, documents: null };
  const pageCount = Math.ceil(total / DONOR_PAGE_SIZE);
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const items = await records.inventoryPage("Donor_ID", scope.donorIds, {
    offset: (page - 1) * DONOR_PAGE_SIZE,
    limit: DONOR_PAGE_SIZE,
  });
  return {
    ...base,
    inventory: { items: items.map((item) => donorRow(item, locale, record.id)), page, pageCount },
    documents: documentsView(receiptYears(await records.receivedGroups(scope.donorIds)), locale, record.id),
  };
}
