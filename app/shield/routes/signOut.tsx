import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { readGuardedForm } from "~/kits/forms/formGuard.server";
import { shieldPaths, shieldResponseHeaders } from "~/shield/shieldPage";
import { shieldPathFor, shieldSessions } from "~/shield/server/shieldSession.server";

/** Only a post signs out; opening the address just leads back to the account. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(shieldPathFor(request, shieldPaths.home), { headers: shieldResponseHeaders });
}

export async function action({ request }: ActionFunctionArgs) {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return redirect(shieldPathFor(request, shieldPaths.home), { headers: shieldResponseHeaders });
  const cookie = await shieldSessions.end(request);
  return redirect(`${shieldPathFor(request, shieldPaths.home)}?signed-out=1`, {
    headers: { ...shieldResponseHeaders, "Set-Cookie": cookie },
  });
}
