import { TextField } from "~/kits/forms/FormFields";
import { useDonationWords } from "~/donations/words";
import { deviceKinds, type Typed } from "~/donations/answers";

/** The six counts of the first step, each a whole number typed as the donor typed it; empty is none. */
export function DeviceFields({ typed, errors }: { typed: Typed; errors: Record<string, string> }) {
  const words = useDonationWords();
  const firstError = Object.keys(errors)[0];
  return (
    <>
      {deviceKinds.map((kind) => (
        <TextField
          key={kind}
          name={kind}
          label={words.devices[kind]}
          error={errors[kind]}
          firstError={firstError === kind}
          value={typed[kind] ?? ""}
          inputMode="numeric"
          maxLength={6}
        />
      ))}
    </>
  );
}
