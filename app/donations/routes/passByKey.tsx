import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DropOffPass, NoPass } from "~/donations/components/DropOffPass";
import { passLinkPath } from "~/donations/answers";
import type { RouteHandle } from "~/page/routeHandle";
import { emailedPassDonation, passView } from "~/donations/server/passAccess.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/donate/start");
export const handle: RouteHandle = { personal: true };
// The key is in the address: no page it links to is told it.
const passHeaders = () => personalHeaders({ "Referrer-Policy": "no-referrer" });
export const headers: HeadersFunction = () => passHeaders();

/**
 * The drop-off pass from the email's link, in any browser, as often as needed until the devices are received
 * (`passLink.server.ts`); it starts no session. Afterwards, or with a wrong key, the 404 page says how to sign in.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const donation = await emailedPassDonation(params.reference, params.key);
  if (!donation) return data({ pass: null }, { status: 404, headers: passHeaders() });
  const path = passLinkPath(donation.reference, params.key!);
  return data({ pass: passView(donation, `${path}/pass.pdf`) }, { headers: passHeaders() });
}

export default function EmailedDropOffPass() {
  const { pass } = useLoaderData<typeof loader>();
  return pass ? <DropOffPass {...pass} /> : <NoPass />;
}
