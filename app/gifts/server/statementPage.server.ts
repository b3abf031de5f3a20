/**
 * The year-end statement's download in the portal, `/portal/statements/<year>.pdf` (Spanish under `/es`): for the
 * signed-in person only (the download guard: from this site's pages, a few at a time, never stored), made from
 * what they gave that year under their email address. A year they gave nothing in, or a person without an email
 * address, is the same 404 sentence as any document not theirs.
 */
import { db } from "~/db/serverStore.server";
import { statementContent } from "~/gifts/statement";
import { statementWordsIn } from "~/gifts/statementWords";
import { localeFromPath, pathInLocale, type Locale } from "~/i18n/locale";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { guardPersonalDownload } from "~/kits/documents/download.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { statementPdf } from "./statementPdf.server";
import { statementOf, statementYears } from "./statements.server";

/** The statement's address of a year in a language (a file's address is given its language's portal, as the receipts'). */
export const statementPath = (year: number, locale: Locale) =>
  `${pathInLocale(locale, "/portal")}/statements/${year}.pdf`;

const settings = () => ({ timeZone: env().orgTimeZone, issuer: env().documents });

/** The email address the signed-in champion gives and signs in with, or null (a mobile number only). */
async function emailOf(championId: string): Promise<string | null> {
  return (await createRecordSource(db()).championById(championId))?.Email?.trim() || null;
}

export async function statementPdfResponse(request: Request, yearParam: string): Promise<Response> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const download = await guardPersonalDownload(request);
  const year = Number(/^(\d{4})\.pdf$/.exec(yearParam)?.[1]);
  const email = await emailOf(download.championId);
  const input = email && Number.isInteger(year) ? await statementOf(db(), { email }, year, settings()) : null;
  if (!input)
    return new Response(documentWordsIn(locale).noSuchDocument, {
      status: 404,
      headers: personalHeaders({ "Content-Type": "text/plain; charset=utf-8" }),
    });
  const bytes = await statementPdf(statementContent(input, locale), locale);
  return download.send({
    fileName: statementWordsIn(locale).statement.fileName(year),
    contentType: "application/pdf",
    inline: true,
    open: () => new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(),
  });
}

/** The statements a person has, most recent first (none without an email address), as the portal lists them. */
export async function statementLinks(email: string | null, locale: Locale) {
  const years = email?.trim() ? await statementYears(db(), { email }, env().orgTimeZone) : [];
  const words = statementWordsIn(locale).statement;
  return {
    heading: words.portalHeading,
    links: years.map((year) => ({ href: statementPath(year, locale), label: words.portalLink(year) })),
  };
}
