/**
 * The screener's questions (ZIP code, household, a programme, income) as typed, each with its sentence when it is
 * wrong: the applicant's first page and the one a partner's caseworker fills in with a client show the same.
 */
import { ChoiceField, TextField } from "~/kits/forms/FormFields";
import type { Typed } from "~/applications/answers";
import { useApplicationWords } from "~/applications/words";

export function ScreenerFields({ typed, errors }: { typed: Typed; errors: Record<string, string> }) {
  const words = useApplicationWords();
  const firstError = Object.keys(errors)[0];
  const field = (name: string) => ({ name, error: errors[name], firstError: firstError === name });
  return (
    <>
      <TextField
        {...field("zip")}
        label={words.screener.zip}
        hint={words.screener.zipHint}
        value={typed.zip ?? ""}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
      />
      <TextField
        {...field("householdSize")}
        label={words.screener.householdSize}
        value={typed.householdSize ?? ""}
        inputMode="numeric"
        maxLength={3}
      />
      <ChoiceField
        {...field("programme")}
        legend={words.screener.programme}
        value={typed.programme ?? ""}
        choices={[
          { value: "yes", label: words.pages.yes },
          { value: "no", label: words.pages.no },
        ]}
      />
      <TextField
        {...field("income")}
        label={words.screener.income}
        hint={words.screener.incomeHint}
        value={typed.income ?? ""}
        inputMode="decimal"
        maxLength={20}
      />
    </>
  );
}
