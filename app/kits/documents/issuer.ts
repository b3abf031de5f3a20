/**
 * What a document says of the organisation that issues it beyond its name: who signs it, its EIN and street address,
 * each from the settings (`SIGNER_NAME` and `SIGNER_TITLE`, `ORG_EIN`, `ORG_ADDRESS`). A fact not supplied is left out
 * of the document, its line and all: a document states only what is true, never a placeholder.
 */
import type { DocumentSettings } from "~/platform/documentSettings.server";
import type { Locale } from "~/i18n/locale";
import type { Line, Section } from "./sections";
import { documentWordsIn } from "./documentLanguage";

export type Issuer = DocumentSettings;

/** Nothing supplied: the documents print the organisation's name, contact and the date of issue, and no more. */
export const issuerUnset: Issuer = { signer: null, ein: null, address: null };

/** A labelled line of a fact that may not be supplied: none when it is not. */
export function lineIfKnown(label: string, value: string | null): Line[] {
  return value ? [{ label, value }] : [];
}

/**
 * When the document was issued (`issuedOn`, already written in its language) and, when a signer is set, who signs
 * it; without one the heading says only "Issued" and there is no signature line.
 */
export function signatureSection(issuedOn: string, issuer: Issuer, locale: Locale): Section {
  const s = documentWordsIn(locale).signature;
  const { signer } = issuer;
  return {
    heading: signer ? s.heading : s.headingUnsigned,
    lines: [
      { label: s.issuedOn, value: issuedOn },
      ...lineIfKnown(s.signedBy, signer && `${signer.name}, ${signer.title}`),
    ],
  };
}
