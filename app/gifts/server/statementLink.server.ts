/**
 * A year-end statement by a texted link (issue 47 §3, decision 117): a device donor the CRM knows by mobile number
 * only has no email to receive the PDF and no address to sign in with, so January's text carries a link of the links
 * kit (an unguessable token, kept as a hash) to `/gifts/statement/<token>` (Spanish under `/es`), which answers that
 * person's statement of that year as a tagged PDF, made afresh from the records, as often as they like until the
 * link expires. A token never given, forged, expired or for a year with nothing given is the same 404 sentence.
 */
import type { Db } from "~/db/engine.server";
import { db } from "~/db/serverStore.server";
import { statementContent } from "~/gifts/statement";
import { statementWordsIn } from "~/gifts/statementWords";
import { localeFromPath } from "~/i18n/locale";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { findLink, issueLink } from "~/kits/links/linkTokens.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { statementPdf } from "./statementPdf.server";
import { statementOf } from "./statements.server";

/** Three years: as long as the IRS usually has to examine the return the statement supports. */
export const STATEMENT_LINK_DAYS = 3 * 365;
/** Downloads a client may ask for in an hour: a donor, their accountant; not a crawl. */
const DOWNLOADS_PER_HOUR = 30;

export const statementLinkPath = (token: string) => `/gifts/statement/${token}`;

/** The link's subject: the year and the number, which is all the link opens. */
const subjectOf = (year: number, mobile: string) => `${year}:${mobile}`;

/** A link to the statement of `year` of the person with this mobile number, in the caller's transaction. */
export function issueStatementLink(trx: Db, year: number, mobile: string, now: number) {
  return issueLink(trx, "gift-statement", subjectOf(year, mobile), STATEMENT_LINK_DAYS * 86_400_000, now);
}

async function linkedStatement(token: string) {
  const link = await findLink(db(), "gift-statement", token);
  const subject = link?.state === "valid" ? /^(\d{4}):(\+1\d{10})$/.exec(link.subjectId) : null;
  if (!subject) return null;
  const settings = { timeZone: env().orgTimeZone, issuer: env().documents };
  return statementOf(db(), { mobile: subject[2]! }, Number(subject[1]), settings);
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: personalHeaders({ "Content-Type": "text/plain; charset=utf-8" }) });

export async function statementByLinkResponse(request: Request, token: string, client: string): Promise<Response> {
  // Like every personal download (the documents kit): a page on another site may not make the browser fetch it.
  const site = request.headers.get("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") return plain(403, "Forbidden");
  if (!(await hitRateLimit(db(), `gift-statement:${client}`, DOWNLOADS_PER_HOUR, 3_600_000)))
    return plain(429, "Too Many Requests");
  const locale = localeFromPath(new URL(request.url).pathname);
  const input = await linkedStatement(token);
  if (!input) return plain(404, documentWordsIn(locale).noSuchDocument);
  const body = await statementPdf(statementContent(input, locale), locale);
  log.info("year-end statement downloaded by its link", { year: input.year });
  return new Response(Buffer.from(body), {
    headers: personalHeaders({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${statementWordsIn(locale).statement.fileName(input.year)}"`,
    }),
  });
}
