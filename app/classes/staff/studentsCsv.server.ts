/**
 * A class session's students as a CSV file, staff only.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { progressOf, sessionAttendance } from "~/classes/server/attendance.server";
import { sessionSeats } from "~/classes/server/seats.server";
import { classSession, isSessionId } from "~/classes/server/sessions.server";
import { fundersCsv, fundersCsvFileName } from "~/classes/staff/fundersCsv.server";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { classSettings } from "~/classes/settings.server";

/** A session's students for funders (formula-safe cells); under /staff, so never stored (`no-store`). */
export async function studentsCsvLoader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  if (!isSessionId(params.sessionId)) throw new Response("Not Found", { status: 404 });
  const store = db();
  const session = await classSession(store, params.sessionId);
  if (!session) throw new Response("Not Found", { status: 404 });
  const seats = await sessionSeats(store, session.id);
  const progress = progressOf(
    session,
    seats,
    await sessionAttendance(store, session.id),
    classSettings.current().completionShare,
  );
  return new Response(fundersCsv(session, seats, progress), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fundersCsvFileName(session)}"`,
    },
  });
}
