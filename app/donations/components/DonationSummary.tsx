import { Link } from "~/components/LocaleLink";
import { useDonationWords, useOffices } from "~/donations/words";
import { addressLine, deviceKinds, donationStepPath, DONATE_START, type DonationAnswers } from "~/donations/answers";
import { intlLocales } from "~/i18n/locale";
import { useLocale } from "~/i18n";
import { linkClass } from "./DonationFrame";

/** The answers of every step, each group with a link back to change it. */
export function DonationSummary({ answers }: { answers: DonationAnswers }) {
  const words = useDonationWords();
  const offices = useOffices();
  const locale = useLocale();
  const number = new Intl.NumberFormat(intlLocales[locale]);
  const day = (date: string) =>
    new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "full", timeZone: "UTC" }).format(
      Date.parse(`${date}T00:00:00Z`),
    );
  const { devices, donor, delivery } = answers;
  if (!devices || !donor || !delivery) return null;
  const group = (heading: string, to: string, rows: [string, string][]) => (
    <section className="mt-6">
      <h2 className="text-xl font-bold">{heading}</h2>
      <dl className="mt-2 space-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{label}:</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2">
        <Link to={to} className={linkClass}>
          {words.check.changeWhat(heading.toLowerCase())}
        </Link>
      </p>
    </section>
  );
  const deliveryRows: [string, string][] =
    delivery.method === "pickup"
      ? [
          [words.check.delivery, words.check.pickup],
          [words.check.address, addressLine(delivery)],
          ...(delivery.notes ? [[words.check.notes, delivery.notes] as [string, string]] : []),
          [
            words.check.dates,
            delivery.dates.map((date) => `${day(date.date)} (${words.delivery.windows[date.window]})`).join("; "),
          ],
        ]
      : [
          [words.check.delivery, words.check.dropOff],
          ...(delivery.office ? [[words.check.office, offices[delivery.office].name] as [string, string]] : []),
        ];
  return (
    <>
      {group(
        words.check.devices,
        DONATE_START,
        deviceKinds
          .filter((kind) => devices[kind] > 0)
          .map((kind) => [words.devices[kind], number.format(devices[kind])]),
      )}
      {group(words.check.about, donationStepPath("about"), [
        ...(donor.company ? [[words.check.company, donor.company] as [string, string]] : []),
        [words.check.name, donor.name],
        [words.check.email, donor.email],
        [words.check.phone, donor.phone],
      ])}
      {group(words.check.delivery, donationStepPath("delivery"), deliveryRows)}
    </>
  );
}
