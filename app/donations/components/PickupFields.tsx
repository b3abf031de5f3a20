import { ChoiceField, TextAreaField, TextField, boundFields } from "~/kits/forms/FormFields";
import { useDonationWords } from "~/donations/words";
import { windows, type Typed } from "~/donations/answers";

/** The pickup's address, access notes and two or three preferred dates, each with its window. */
export function PickupFields({
  typed,
  errors,
  total,
  earliest,
}: {
  typed: Typed;
  errors: Record<string, string>;
  total: string;
  earliest: { value: string; text: string };
}) {
  const words = useDonationWords();
  const field = boundFields(typed, errors);
  return (
    <>
      <input type="hidden" name="method" value="pickup" />
      <p className="mt-3">{words.delivery.pickupIntro(total)}</p>
      <TextField {...field("street")} label={words.delivery.street} autoComplete="address-line1" />
      <TextField {...field("city")} label={words.delivery.city} autoComplete="address-level2" maxLength={80} />
      <TextField
        {...field("state")}
        label={words.delivery.state}
        hint={words.delivery.stateHint}
        autoComplete="address-level1"
        maxLength={2}
      />
      <TextField
        {...field("zip")}
        label={words.delivery.zip}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
      />
      <TextAreaField
        {...field("notes")}
        label={`${words.delivery.notes} ${words.pages.optional}`}
        hint={words.delivery.notesHint}
        maxLength={500}
      />
      <h2 className="mt-8 text-xl font-bold">{words.delivery.datesTitle}</h2>
      <p className="mt-2">{words.delivery.datesIntro(earliest.text)}</p>
      {[1, 2, 3].map((n) => (
        <div key={n} className="mt-4 border-t border-slate-200 pt-2">
          <TextField {...field(`date${n}`)} label={words.delivery.date(n)} type="date" />
          <ChoiceField
            {...field(`window${n}`)}
            legend={words.delivery.window(n)}
            choices={windows.map((window) => ({ value: window, label: words.delivery.windows[window] }))}
          />
        </div>
      ))}
    </>
  );
}
