/**
 * Every personal download (the inventory CSV, the asset report, the certificates, the donation receipt) answers
 * through `personalDownload`: it finds the signed-in donor (a visitor who is not signed in is sent to sign in), lets
 * the route make the file, and answers it as an attachment that is never stored. A rule that applies to every
 * download (a cap per session, refusing cross-site requests) is one line here.
 */
import { redirect } from "@remix-run/node";
import { documentWords } from "~/portal/documentWords";
import type { ComputerDonor } from "~/server/records/schema.server";
import { personalHeaders, requireChampion, requireDonor } from "./session.server";
import { donorForChampion } from "./trackerView.server";

export type Download = {
  fileName: string;
  contentType: string;
  body: ReadableStream<Uint8Array> | Uint8Array;
  /** Shown in the browser (a PDF) rather than saved straight away (a CSV); the file name holds either way. */
  inline?: boolean;
};

/** What a route's maker answers: the file, or a sentence with its status (404: not this donor's, or no such file). */
export type DownloadResult = Download | { status: 404 | 503; message: string } | { redirectTo: string };

type Options = {
  /** Where a signed-in champion who is not a donor goes; without it they get a 404, as for a file not theirs. */
  notDonor?: string;
};

function sentence(status: number, message: string): Response {
  return new Response(message, { status, headers: personalHeaders({ "Content-Type": "text/plain; charset=utf-8" }) });
}

export async function personalDownload(
  request: Request,
  make: (donor: ComputerDonor) => DownloadResult | Promise<DownloadResult>,
  options: Options = {},
): Promise<Response> {
  let donor: ComputerDonor | null;
  if (options.notDonor) donor = await requireDonor(request, options.notDonor);
  else donor = donorForChampion(await requireChampion(request));
  if (!donor) return sentence(404, documentWords.noSuchDocument);
  const result = await make(donor);
  if ("redirectTo" in result) return redirect(result.redirectTo, { headers: personalHeaders() });
  if ("message" in result) return sentence(result.status, result.message);
  return new Response(result.body as BodyInit, {
    headers: personalHeaders({
      "Content-Type": result.contentType,
      "Content-Disposition": `${result.inline ? "inline" : "attachment"}; filename="${result.fileName}"`,
    }),
  });
}
