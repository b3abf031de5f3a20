/**
 * The staff list of Shield cancellation requests: what it shows.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { cancellationRequests } from "~/shield/staff/fulfilment.server";

export async function cancellationsLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return { requests: await cancellationRequests(db()) };
}
