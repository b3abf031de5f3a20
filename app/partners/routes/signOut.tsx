import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import {
  partnerPathFor,
  partnerPaths,
  partnerResponseHeaders,
  partnerSessions,
} from "~/partners/server/partnerSession.server";
import { readGuardedForm } from "~/kits/forms/formGuard.server";

/** Only a post signs out; opening the address just leads back to the partner portal. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(partnerPathFor(request, partnerPaths.home), { headers: partnerResponseHeaders });
}

export async function action({ request }: ActionFunctionArgs) {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return redirect(partnerPathFor(request, partnerPaths.home), { headers: partnerResponseHeaders });
  const cookie = await partnerSessions.end(request);
  return redirect(`${partnerPathFor(request, partnerPaths.home)}?signed-out=1`, {
    headers: { ...partnerResponseHeaders, "Set-Cookie": cookie },
  });
}
