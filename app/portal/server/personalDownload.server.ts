/**
 * Every personal download (the inventory CSV, the asset report, the certificates, the donation receipt) answers
 * through `personalDownload`: it passes the download guard (only from this site's pages, a few at a time per
 * session; a visitor who is not signed in is sent to sign in), finds the signed-in donor (every donor record of
 * theirs, `DonorScope`, or one donation's with `forDonation`), lets the route make the
 * file, and answers it as an attachment (or a PDF shown inline) that is never stored. The file, its sentences and
 * the pages it sends to are in the language of the download's address (`/es/portal/...` is Spanish).
 */
import { redirect } from "@remix-run/node";
import { localeFromPath, pathInLocale, type Locale } from "~/i18n/locale";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { guardPersonalDownload } from "~/kits/documents/download.server";
import { donationScope, type DonorScope } from "./donorScope.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { donorScopeForChampion } from "./trackerView.server";

export type Download = {
  fileName: string;
  contentType: string;
  body: ReadableStream<Uint8Array> | Uint8Array;
  /** Shown in the browser (a PDF) rather than saved straight away (a CSV); the file name holds either way. */
  inline?: boolean;
};

/**
 * What a route's maker answers: the file, or a sentence with its status (404: not this donor's, or no such file;
 * 503: not now, with how many seconds to wait when it is known), or where to go instead.
 */
export type DownloadResult =
  Download | { status: 404 | 503; message: string; retryAfterSeconds?: number } | { redirectTo: string };

type Options = {
  /** Where a signed-in champion who is not a donor goes; without it they get a 404, as for a file not theirs. */
  notDonor?: string;
};

function sentence(status: number, message: string, retryAfterSeconds?: number): Response {
  const headers = personalHeaders({ "Content-Type": "text/plain; charset=utf-8" });
  if (retryAfterSeconds !== undefined) headers.set("Retry-After", String(retryAfterSeconds));
  return new Response(message, { status, headers });
}

export async function personalDownload(
  request: Request,
  make: (scope: DonorScope, locale: Locale) => DownloadResult | Promise<DownloadResult>,
  options: Options = {},
): Promise<Response> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const download = await guardPersonalDownload(request);
  const scope = await donorScopeForChampion(download.championId);
  if (!scope && options.notDonor)
    return redirect(pathInLocale(locale, options.notDonor), { headers: personalHeaders() });
  if (!scope) return sentence(404, documentWordsIn(locale).noSuchDocument);
  const result = await make(scope, locale);
  if ("redirectTo" in result) return redirect(pathInLocale(locale, result.redirectTo), { headers: personalHeaders() });
  if ("message" in result) return sentence(result.status, result.message, result.retryAfterSeconds);
  const body = result.body;
  let opened = false;
  const response = download.send({
    fileName: result.fileName,
    contentType: result.contentType,
    inline: result.inline,
    open: () => {
      opened = true;
      return body instanceof Uint8Array ? bytesStream(body) : body;
    },
  });
  // Refused (too many downloads at once): the file made for it is let go, so its cursor closes now.
  if (!opened && !(body instanceof Uint8Array)) await body.cancel();
  return response;
}

/**
 * A download of one donation (`/portal/donations/<donor record id>/...`): `make` gets that donation's scope; a donor
 * record that is not the signed-in donor's (another donor's, an applicant's, none) is answered as no such document.
 */
export function forDonation(
  donorRecordId: string | undefined,
  make: (scope: DonorScope, locale: Locale) => DownloadResult | Promise<DownloadResult>,
): (scope: DonorScope, locale: Locale) => DownloadResult | Promise<DownloadResult> {
  return (scope, locale) => {
    const one = donorRecordId === undefined ? null : donationScope(scope, donorRecordId);
    return one ? make(one, locale) : { status: 404, message: documentWordsIn(locale).noSuchDocument };
  };
}

/** A file made whole in memory (a one-page certificate), as a stream like the others. */
function bytesStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
