import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { staffPages } from "~/config/routes";
import { readGuardedForm } from "~/kits/forms/formGuard.server";
import { staffSessions } from "~/kits/console/staffAccess.server";

/** Only a post signs out; opening the address just leads back to the console. */
export function loader() {
  return redirect(staffPages.home.path);
}

export async function action({ request }: ActionFunctionArgs) {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return redirect(staffPages.home.path);
  const cookie = await staffSessions.end(request);
  return redirect(`${staffPages.signIn.path}?signed-out=1`, { headers: { "Set-Cookie": cookie } });
}
