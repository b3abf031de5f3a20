import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DonationFrame, linkClass } from "~/donations/components/DonationFrame";
import { useDonationWords, useOffices } from "~/donations/words";
import { deviceKinds, passPath } from "~/donations/answers";
import { intlLocales } from "~/i18n/locale";
import { useLocale } from "~/i18n";
import type { RouteHandle } from "~/page/routeHandle";
import { noPass, passDonation, qrPath } from "~/donations/server/passAccess.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/donate/start");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

/** The drop-off pass, printable: only for the browser that sent the donation (404 for any other). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const donation = await passDonation(request, params.reference);
  if (!donation) throw noPass(request);
  return data(
    {
      reference: donation.reference,
      devices: donation.devices,
      office: donation.office,
      qr: qrPath(donation.reference),
    },
    { headers: personalHeaders() },
  );
}

export default function DropOffPass() {
  const { reference, devices, office, qr } = useLoaderData<typeof loader>();
  const words = useDonationWords();
  const offices = useOffices();
  const number = new Intl.NumberFormat(intlLocales[useLocale()]);
  return (
    <DonationFrame step={null} heading={words.pass.title}>
      <p className="mt-4 text-3xl font-bold tracking-wider">{words.pass.reference(reference)}</p>
      <svg
        role="img"
        aria-label={words.pass.qrAlt(reference)}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        className="mt-4 h-56 w-56 bg-white"
        shapeRendering="crispEdges"
      >
        <path d={qr.path} fill="#000" />
      </svg>
      <p className="mt-4">{words.pass.intro}</p>
      <h2 className="mt-6 text-xl font-bold">{words.pass.devices}</h2>
      <ul className="mt-2 list-disc pl-5">
        {deviceKinds
          .filter((kind) => devices[kind] > 0)
          .map((kind) => (
            <li key={kind}>{words.deviceLine(number.format(devices[kind]), words.devices[kind])}</li>
          ))}
      </ul>
      <h2 className="mt-6 text-xl font-bold">{words.pass.where}</h2>
      {devices.laptops + devices.phonesTablets > 0 ? <p className="mt-2">{words.pass.courier}</p> : null}
      {office ? (
        <p className="mt-2">
          {words.pass.office(offices[office].name, offices[office].address, offices[office].hours)}
        </p>
      ) : null}
      <p className="mt-6 print:hidden">{words.pass.print}</p>
      <p className="mt-2 print:hidden">
        {/* A download, not a page: a plain link so the browser fetches the file. */}
        <a href={`${passPath(reference)}/pass.pdf`} className={linkClass}>
          {words.pass.pdf}
        </a>
      </p>
    </DonationFrame>
  );
}
