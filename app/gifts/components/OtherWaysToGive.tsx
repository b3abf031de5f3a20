/**
 * Giving without a card: a check to the organisation's legal name at its address from the settings (or, unset, a
 * sentence to write for it) and a bank transfer by writing to the organisation. Shown on every giving page, and
 * in the card form's place when the provider's settings are unset, with the sentence that card giving is unavailable.
 */
import { org } from "~/config/org";
import { useGiftWords } from "~/gifts/words";

export function OtherWaysToGive({
  mailingAddress,
  cardUnavailable,
}: {
  mailingAddress: string | null;
  cardUnavailable: boolean;
}) {
  const words = useGiftWords().offline;
  return (
    <div className="max-w-3xl text-lg">
      {cardUnavailable ? (
        <p role="status" className="font-medium">
          {words.intro}
        </p>
      ) : null}
      {mailingAddress ? (
        <>
          <p className="mt-4">{words.check(org.legalName)}</p>
          <address className="mt-2 not-italic">
            {org.legalName}
            <br />
            {mailingAddress}
          </address>
        </>
      ) : (
        <p className="mt-4">{words.noAddress(org.email)}</p>
      )}
      <p className="mt-4">{words.transfer(org.email)}</p>
    </div>
  );
}
