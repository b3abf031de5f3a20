/**
 * The staff run sheet of a day's pickups: what it shows.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { todayIn } from "~/donations/pickupDates";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { runSheet } from "~/donations/staff/runSheet.server";
import { requireStaff } from "~/kits/console/staffAccess.server";

export async function runSheetLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const asked = new URL(request.url).searchParams.get("date");
  const today = todayIn(env().orgTimeZone);
  const sheet = await runSheet(db(), asked === "" ? null : asked, today);
  return data({ sheet, today }, { status: sheet.ok ? 200 : 400 });
}
