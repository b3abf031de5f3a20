import * as en from "~/content/legal";
import * as es from "~/content/es/legal";
import { useLocalePath, useLocalized } from "~/i18n";

type Props = { note: { before: string; between: string; after: string }; className?: string };

/** A sentence pointing to the terms and the privacy policy (sign-in page, checkout). */
export function LegalNote({ note, className = "" }: Props) {
  const { legalLinks } = useLocalized({ en, es });
  const localePath = useLocalePath();
  return (
    <p className={`text-sm text-slate-700 ${className}`}>
      {note.before}{" "}
      <a href={localePath(legalLinks.terms.to)} className="underline">
        {legalLinks.terms.text}
      </a>
      {note.between}{" "}
      <a href={localePath(legalLinks.privacy.to)} className="underline">
        {legalLinks.privacy.text}
      </a>{" "}
      {note.after}
    </p>
  );
}
