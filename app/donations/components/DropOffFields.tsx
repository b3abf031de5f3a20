import { ChoiceField } from "~/kits/forms/FormFields";
import { Link } from "~/components/LocaleLink";
import { useDonationWords, useOffices } from "~/donations/words";
import { offices, type Typed } from "~/donations/answers";
import { linkClass } from "./DonationFrame";

/**
 * How a drop-off works: laptops, phones and tablets at a courier or pharmacy location (explained on
 * `/ewastedropoff`), the bigger devices at an office, whose address and hours come from the content.
 */
export function DropOffFields({
  typed,
  errors,
  total,
  askOffice,
}: {
  typed: Typed;
  errors: Record<string, string>;
  total: string;
  askOffice: boolean;
}) {
  const words = useDonationWords();
  const officeList = useOffices();
  return (
    <>
      <input type="hidden" name="method" value="drop-off" />
      <p className="mt-3">{words.delivery.dropOffIntro(total)}</p>
      <h2 className="mt-6 text-xl font-bold">{words.delivery.courierTitle}</h2>
      <p className="mt-2">{words.delivery.courierText}</p>
      <p className="mt-2">
        <Link to="/ewastedropoff" className={linkClass}>
          {words.delivery.courierLink}
        </Link>
      </p>
      <h2 className="mt-6 text-xl font-bold">{words.delivery.officeTitle}</h2>
      <ul className="mt-2 space-y-3">
        {offices.map((office) => (
          <li key={office}>
            <p className="font-semibold">{officeList[office].name}</p>
            {officeList[office].address ? (
              <p>
                {words.delivery.officeAddress}: {officeList[office].address}
              </p>
            ) : null}
            {officeList[office].hours ? (
              <p>
                {words.delivery.officeHours}: {officeList[office].hours}
              </p>
            ) : null}
            {officeList[office].address && officeList[office].hours ? null : <p>{words.delivery.officeToAsk}</p>}
          </li>
        ))}
      </ul>
      {askOffice ? (
        <ChoiceField
          name="office"
          legend={words.delivery.officeText}
          error={errors.office}
          firstError={Object.keys(errors)[0] === "office"}
          value={typed.office ?? ""}
          choices={offices.map((office) => ({ value: office, label: officeList[office].name }))}
        />
      ) : null}
    </>
  );
}
