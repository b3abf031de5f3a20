/**
 * `/staff/changes.csv`: every change for the CRM after the number given (`?after=`), or all of them, as a CSV
 * download. A number that is not one goes back to the page, which says so beside its box.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { staffPages } from "~/config/routes";
import { changesCsvFileName, changesCsvStream, typedCursor } from "~/crm/changesCsv.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const cursor = typedCursor(new URL(request.url));
  if ("problem" in cursor) {
    return redirect(`${staffPages.changes.path}?${new URLSearchParams({ after: cursor.typed })}`);
  }
  return new Response(changesCsvStream(cursor.after), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${changesCsvFileName(cursor.after)}"`,
    },
  });
}
