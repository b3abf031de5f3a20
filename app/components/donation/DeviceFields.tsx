import { TextField } from "~/components/application/ApplicationFields";
import { useDonationWords } from "~/donations/donationWords";
import { deviceKinds, type Typed } from "~/donations/gift";

/** The six counts of the first step, each a whole number typed as the donor typed it. */
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
          value={typed[kind] ?? "0"}
          inputMode="numeric"
          maxLength={6}
        />
      ))}
    </>
  );
}
