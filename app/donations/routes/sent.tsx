import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DonationFrame, linkClass } from "~/donations/components/DonationFrame";
import { Link } from "~/components/LocaleLink";
import { useDonationWords } from "~/donations/words";
import { DONATE_START, passPath } from "~/donations/answers";
import type { RouteHandle } from "~/page/routeHandle";
import { db } from "~/db/serverStore.server";
import { donationByReference } from "~/donations/server/donations.server";
import { localPath, sentDraft } from "~/donations/server/stepPage.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/donate/start");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

/**
 * The confirmation of the donation this browser sent: its reference, the address its email went to (the one the
 * donor typed: a donation's email is its only message), what happens next, and the pass.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await sentDraft(request);
  const donation = draft?.sent ? await donationByReference(db(), draft.sent) : null;
  const email = draft?.answers.donor?.email;
  if (!donation || !email) throw redirect(localPath(request, DONATE_START), { headers: personalHeaders() });
  return data({ reference: donation.reference, method: donation.method, email }, { headers: personalHeaders() });
}

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
