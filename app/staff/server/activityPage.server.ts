/**
 * The staff activity page: the latest entries of the activity log.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { recentActivity } from "~/kits/records/activity.server";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";

/** The page says how many entries it shows, so it hands the number in. */
export async function activityLoader({ request }: LoaderFunctionArgs, shown: number) {
  await requireStaff(request);
  return { entries: await recentActivity(db(), shown) };
}
