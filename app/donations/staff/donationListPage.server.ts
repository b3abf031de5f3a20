/**
 * The staff list of donations: what it shows.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { donationPath } from "~/donations/staff/DonationsTable";
import { todayIn } from "~/donations/pickupDates";
import { readReference } from "~/donations/reference";
import { db } from "~/db/serverStore.server";
import type { DonationState } from "~/donations/timeline";
import {
  donationStateCounts,
  donationStates,
  donationsIn,
  staffDonation,
  upcomingPickupCount,
  upcomingPickups,
  type StaffDonation,
} from "~/donations/staff/donationList.server";
import { env } from "~/platform/env.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { donationMessages, stateWords } from "~/donations/staff/words";

/** Each state's first donations on the page of all states; a state's own page shows them all, a page at a time. */
const GROUP_SHOWN = 25;

const PAGE_SIZE = 100;

const UPCOMING_SHOWN = 60;

/** What a scanner or a colleague typed is handed back at most this long. */
const MAX_TYPED = 40;

type Group = { value: DonationState; label: string; about: string; count: number; donations: StaffDonation[] };

export type Found = { typed: string; problem: string } | null;

export async function staffDonationsLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const store = db();
  const search = new URL(request.url).searchParams;

  // The reference form: a donation found opens its page; anything else is a sentence beside the form.
  let found: Found = null;
  let status = 200;
  const find = search.get("find");
  if (find !== null) {
    const typed = find.trim().slice(0, MAX_TYPED);
    const reference = readReference(find.slice(0, 100));
    if (reference && (await staffDonation(store, reference))) throw redirect(donationPath(reference));
    found = {
      typed,
      problem:
        typed === ""
          ? donationMessages.findNothing
          : reference
            ? donationMessages.findNone(reference)
            : donationMessages.findMalformed(typed),
    };
    status = reference ? 404 : 400;
  }

  const counts = await donationStateCounts(store);
  const states = donationStates.map((value) => ({ value, ...stateWords[value]!, count: counts[value] ?? 0 }));
  const total = states.reduce((sum, state) => sum + state.count, 0);
  const chosen = search.get("state");
  const today = todayIn(env().orgTimeZone);

  if (chosen === null) {
    const groups: Group[] = [];
    for (const state of states.filter((entry) => entry.count > 0))
      groups.push({ ...state, donations: await donationsIn(store, state.value, { offset: 0, limit: GROUP_SHOWN }) });
    const upcoming = {
      pickups: await upcomingPickups(store, today, UPCOMING_SHOWN),
      count: await upcomingPickupCount(store, today),
    };
    return data(
      { states, total, chosen, groups, upcoming, page: 1, pageCount: 1, found, problem: null as string | null },
      { status },
    );
  }
  const state = states.find((entry) => entry.value === chosen);
  const pageCount = Math.max(1, Math.ceil((state?.count ?? 0) / PAGE_SIZE));
  const page = Number(search.get("page") ?? "1");
  if (!state || !Number.isSafeInteger(page) || page < 1 || page > pageCount)
    return data(
      {
        states,
        total,
        chosen,
        groups: [] as Group[],
        upcoming: null,
        page: 1,
        pageCount: 1,
        found,
        problem: state ? "There is no such page of this list." : "There is no such state. Choose one of those above.",
      },
      { status: 400 },
    );
  const donations = await donationsIn(store, state.value, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  return data(
    { states, total, chosen, groups: [{ ...state, donations }], upcoming: null, page, pageCount, found, problem: null },
    { status },
  );
}
