import { intlLocales } from "~/i18n/locale";
import { useLocale, useLocalePath } from "~/i18n";
import { deviceKinds, type DeviceCounts, type Office } from "~/donations/answers";
import { useDonationWords, useOffices } from "~/donations/words";
import { DonationFrame, linkClass } from "./DonationFrame";

export type PassView = {
  reference: string;
  devices: DeviceCounts;
  office: Office | null;
  qr: { size: number; path: string };
  /** The PDF at the address the pass was opened from (the sending browser's, or the emailed link's). */
  pdfHref: string;
};

/** The drop-off pass, printable: the same page whichever way it was opened. */
export function DropOffPass({ reference, devices, office, qr, pdfHref }: PassView) {
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
        <a href={pdfHref} className={linkClass}>
          {words.pass.pdf}
        </a>
      </p>
    </DonationFrame>
  );
}

/** The 404 of a pass: no pass here, why that may be, and the portal's sign-in, where the donation is. */
export function NoPass() {
  const words = useDonationWords().pass;
  const localePath = useLocalePath();
  return (
    <DonationFrame step={null} heading={words.notFound}>
      <p className="mt-4">{words.notFoundHelp}</p>
      <p className="mt-4">
        <a href={localePath("/auth")} className={linkClass}>
          {words.signIn}
        </a>
      </p>
    </DonationFrame>
  );
}
