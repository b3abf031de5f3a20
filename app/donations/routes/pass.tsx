import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DropOffPass, NoPass } from "~/donations/components/DropOffPass";
import { passPath } from "~/donations/answers";
import type { RouteHandle } from "~/page/routeHandle";
import { passDonation, passView } from "~/donations/server/passAccess.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/donate/start");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

/**
 * The drop-off pass, printable: for the browser that sent the donation or its signed-in donor; anyone else gets the
 * 404 page that says how to sign in (the emailed link is `passByKey.tsx`, `/donate/pass/:reference/:key`).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const donation = await passDonation(request, params.reference);
  if (!donation) return data({ pass: null }, { status: 404, headers: personalHeaders() });
  return data({ pass: passView(donation, `${passPath(donation.reference)}/pass.pdf`) }, { headers: personalHeaders() });
}

export default function DropOffPassPage() {
  const { pass } = useLoaderData<typeof loader>();
  return pass ? <DropOffPass {...pass} /> : <NoPass />;
}
