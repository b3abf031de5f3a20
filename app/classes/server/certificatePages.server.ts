/**
 * A class certificate read back: the page the completion email's link opens (`/dsclasses/certificate/<token>`, in
 * the student's language), the PDF it links to (`/dsclasses/certificate/<token>/<number>`: the token must be the
 * student's and the number theirs, anything else is a 404 like a link never given), and what `/verify/<number>`
 * says of a class certificate's number. The link is the student's alone (an unguessable token emailed to them, kept
 * as a hash) and is not spent by a download, as the cancel and confirm links' tokens are checked; it opens nothing
 * but the certificate, and while the completion stands.
 */
import { verification, type Verification } from "~/kits/documents/verifyLimit.server";
import { data } from "@remix-run/node";
import { certificateContent, verificationLines } from "~/classes/certificate";
import { parseClassCertificateNumber } from "~/classes/certificateNumber";
import { courseTitleIn } from "~/classes/courseTitles";
import { db } from "~/db/serverStore.server";
import type { Locale } from "~/i18n/locale";
import { verificationUrl } from "~/kits/documents/documentLanguage";
import { findLink } from "~/kits/links/linkTokens.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { classCertificatePdf } from "./certificatePdf.server";
import { certificateByNumber, certificateOfSeat } from "./completions.server";

/** Downloads a client may ask for in an hour: a student, a family, a library's computer; not a crawl. */
export const CERTIFICATE_DOWNLOADS_PER_HOUR = 30;
/** The /verify page's own limit (the donor certificates' figure), shared by both kinds of number. */

export const certificatePdfPath = (token: string, number: string) => `/dsclasses/certificate/${token}/${number}`;

async function linkedCertificate(token: string) {
  const link = await findLink(db(), "class-certificate", token);
  if (!link || link.state !== "valid") return null;
  return certificateOfSeat(db(), Number(link.subjectId), env().orgTimeZone);
}

export type CertificatePage =
  | { state: "ready"; name: string; course: string; number: string; pdfPath: string; verifyUrl: string }
  | { state: "gone" };

/** The page of the emailed link, in the address's language. */
export async function certificatePageLoader(token: string, locale: Locale) {
  const facts = await linkedCertificate(token);
  if (!facts) return data<CertificatePage>({ state: "gone" }, { status: 404, headers: personalHeaders() });
  return data<CertificatePage>(
    {
      state: "ready",
      name: facts.name,
      course: courseTitleIn(locale, facts.course),
      number: facts.number,
      pdfPath: certificatePdfPath(token, facts.number),
      verifyUrl: verificationUrl(env().publicUrl, facts.number, locale),
    },
    { headers: personalHeaders() },
  );
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: personalHeaders({ "Content-Type": "text/plain; charset=utf-8" }) });

/** The certificate's PDF, in the student's language; a number that is not the link's is not found. */
export async function certificatePdfResponse(request: Request, token: string, number: string, client: string) {
  // Like every personal download (the documents kit): a page on another site may not make the browser fetch it.
  const site = request.headers.get("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") return plain(403, "Forbidden");
  if (!(await hitRateLimit(db(), `class-certificate:${client}`, CERTIFICATE_DOWNLOADS_PER_HOUR, 3_600_000)))
    return plain(429, "Too Many Requests");
  const facts = await linkedCertificate(token);
  if (!facts || facts.number !== parseClassCertificateNumber(number)) return plain(404, "Not Found");
  const body = await classCertificatePdf(certificateContent(facts, env().publicUrl, env().documents), facts.locale);
  log.info("class certificate downloaded");
  return new Response(Buffer.from(body), {
    headers: personalHeaders({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="certificate_${facts.number}.pdf"`,
    }),
  });
}

/**
 * `/verify/<number>` for a class certificate's number: anyone may ask, so it says what the certificate attests
 * about the class and never who holds it; limited per client as the donor certificates' check is.
 */
export function verifyClassCertificate(input: string, clientAddress: string, locale: Locale): Promise<Verification> {
  return verification("class certificate", clientAddress, async () => {
    const number = parseClassCertificateNumber(input);
    const facts = number ? await certificateByNumber(db(), number, env().orgTimeZone) : null;
    return facts && verificationLines(facts, locale);
  });
}
