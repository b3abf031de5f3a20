/**
 * The CRM's change feed page: the latest change.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { latestChange } from "~/crm/changeFeed.server";
import { typedCursor } from "~/crm/changesCsv.server";
import { requireStaff } from "~/kits/console/staffAccess.server";

export async function crmChangesLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  // The download sends a number it could not read back here, to be shown with its sentence.
  const cursor = typedCursor(new URL(request.url));
  return {
    latest: await latestChange(db()),
    typed: cursor.typed,
    problem: "problem" in cursor ? cursor.problem : null,
  };
}
