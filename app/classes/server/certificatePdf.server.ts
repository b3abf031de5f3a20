/**
 * A class certificate of completion as a tagged PDF: the documents kit's numbered statement (language, embedded
 * DejaVu Sans, a structure of headings, a statement, tables of label and value, the verification address and QR).
 */
import type { ClassCertificateContent } from "~/classes/certificate";
import type { Locale } from "~/i18n/locale";
import { numberedStatementPdf } from "~/kits/documents/numberedStatementPdf.server";

export const classCertificatePdf = (content: ClassCertificateContent, locale: Locale): Promise<Uint8Array> =>
  numberedStatementPdf(content, locale);
