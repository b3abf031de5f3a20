/**
 * `/volunteer`'s loader: the shifts open for sign-up with their places left. Kept by browsers and CDNs but asked
 * about every time, and answered 304 from the stored version of the places (and the organisation's day, since a
 * shift leaves the list after its day with no change in the store) before anything else is read (decision 098).
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { dayIn } from "~/kits/calendar/days";
import { notModifiedPage, revalidatedPage } from "~/platform/cachePolicy.server";
import { env } from "~/platform/env.server";
import { volunteerPagesVersion } from "./pagesVersion.server";
import { openShifts } from "./publicShifts.server";

export async function volunteerListLoader(request: Request) {
  const page = revalidatedPage(request, `${await volunteerPagesVersion(db())}/${dayIn(env().orgTimeZone)}`);
  if (page.notModified) return notModifiedPage(page.headers);
  return data({ shifts: await openShifts() }, { headers: page.headers });
}
