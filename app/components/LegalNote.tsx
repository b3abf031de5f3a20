import { legalLinks } from "~/content/legal";

type Props = { note: { before: string; between: string; after: string }; className?: string };

/** A sentence pointing to the terms and the privacy policy (sign-in page, checkout). */
export function LegalNote({ note, className = "" }: Props) {
  return (
    <p className={`text-sm text-slate-700 ${className}`}>
      {note.before}{" "}
      <a href={legalLinks.terms.to} className="underline">
        {legalLinks.terms.text}
      </a>
      {note.between}{" "}
      <a href={legalLinks.privacy.to} className="underline">
        {legalLinks.privacy.text}
      </a>{" "}
      {note.after}
    </p>
  );
}
