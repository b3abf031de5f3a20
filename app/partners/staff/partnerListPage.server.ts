/**
 * The staff list of partner organisations: what it shows.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { PartnerStatus } from "~/kits/records/partnerRegions";
import { db } from "~/db/serverStore.server";
import {
  listedStatuses,
  NO_PARTNER_STATUS,
  partnersAt,
  partnerStatusCounts,
  type ListedPartner,
} from "~/partners/staff/partnerList.server";
import { pastRenewalDeadline, renewalCycle, unconfirmedPartners } from "~/partners/server/partnerRenewals.server";
import { env } from "~/platform/env.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { partnerSettings } from "~/partners/settings.server";
import { partnerStatusWords } from "~/partners/staff/words";

type Group = { value: string; label: string; about: string; count: number; partners: ListedPartner[] };

export async function staffPartnersLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const store = db();
  const counts = await partnerStatusCounts(store);
  const statuses = listedStatuses
    .map((value) => ({ value, ...partnerStatusWords[value]!, count: counts[value] ?? 0 }))
    // "No status" is listed only when some record has none.
    .filter((status) => status.value !== NO_PARTNER_STATUS || status.count > 0);
  // After the renewal's deadline, the active partners that have not confirmed for this year's cycle.
  const now = Date.now();
  const cycle = renewalCycle(now, env().orgTimeZone);
  const renewals = pastRenewalDeadline(now, env().orgTimeZone, partnerSettings.current().renewalDeadline)
    ? { cycle, unconfirmed: await unconfirmedPartners(store, cycle) }
    : null;
  const chosen = new URL(request.url).searchParams.get("status");
  const wanted = chosen === null ? statuses : statuses.filter((status) => status.value === chosen);
  if (chosen !== null && wanted.length === 0)
    return data(
      {
        statuses,
        renewals,
        chosen,
        groups: [] as Group[],
        problem: "There is no such status. Choose one of the statuses above.",
      },
      { status: 400 },
    );
  const groups: Group[] = [];
  for (const status of wanted)
    groups.push({
      ...status,
      partners: await partnersAt(store, status.value as PartnerStatus | typeof NO_PARTNER_STATUS),
    });
  return { statuses, renewals, chosen, groups, problem: null as string | null };
}
