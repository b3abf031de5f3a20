import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DonationFrame, linkClass } from "~/donations/components/DonationFrame";
import { Link } from "~/components/LocaleLink";
import { useDonationWords } from "~/donations/words";
import { passPath } from "~/donations/answers";
import type { RouteHandle } from "~/page/routeHandle";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";
import { donationSentLoader } from "~/donations/server/sentPage.server";

export const meta = pageMetaFor("/donate/start");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = (args: LoaderFunctionArgs) => donationSentLoader(args);

export default function DonateSent() {
  const { reference, method, email } = useLoaderData<typeof loader>();
  const words = useDonationWords();
  return (
    <DonationFrame step={null} heading={words.sent.title}>
      <p className="mt-4 text-lg font-semibold" role="status">
        {words.sent.reference(reference)}
      </p>
      <p className="mt-2">{words.sent.emailed(email)}</p>
      {method === "drop-off" ? (
        <p className="mt-4">
          <Link to={passPath(reference)} className={linkClass}>
            {words.sent.pass}
          </Link>
        </p>
      ) : null}
      <h2 className="mt-6 text-xl font-bold">{words.sent.next}</h2>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        {(method === "pickup" ? words.sent.pickupSteps : words.sent.dropOffSteps).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-6">
        <Link to="/auth" className={linkClass}>
          {words.sent.signIn}
        </Link>
      </p>
    </DonationFrame>
  );
}
