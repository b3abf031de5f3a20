/**
 * Who may open a drop-off pass: the browser that sent the donation (its signed cookie names the draft, and the
 * draft names the donation), the donor signed in to the portal as its address once the donation is theirs
 * (given signed in, or confirmed from the email: decision 085), and anyone holding the email's pass link until the
 * devices are received (`passLink.server.ts`), so the pass opens in any browser. Anyone else, a
 * pickup, an unknown or malformed reference, gets the same 404, so a reference read off a box opens nothing
 * (decision 081). The pass holds no more than the box label does, but the address of a pass is not a way into a
 * donation.
 */
import QRCode from "qrcode";
import type { PassView } from "~/donations/components/DropOffPass";
import { isReference } from "~/donations/reference";
import { firstRow, sql } from "~/db/engine.server";
import { db } from "~/db/serverStore.server";
import { currentSession, personalHeaders } from "~/kits/signIn/portalSession.server";
import { awaitsConfirmation } from "./donationConfirmation.server";
import { donationByReference, type Donation } from "./donations.server";
import { isPassKey, passStillNeeded } from "./passLink.server";
import { passPdf } from "./passPdf.server";
import { sentDraft, wordsOf } from "./stepPage.server";
import { pathInLocale, localeFromPath } from "~/i18n/locale";
import { env } from "~/platform/env.server";

export async function passDonation(request: Request, reference: string | undefined): Promise<Donation | null> {
  if (!isReference(reference)) return null;
  const draft = await sentDraft(request);
  if (draft?.sent !== reference && !(await ownersPass(request, reference))) return null;
  const donation = await donationByReference(db(), reference);
  return donation?.method === "drop-off" ? donation : null;
}

/** The pass the email's link opens: its key right, a drop-off, and its devices not yet received. */
export async function emailedPassDonation(
  reference: string | undefined,
  key: string | undefined,
): Promise<Donation | null> {
  if (!isReference(reference) || !isPassKey(reference, key)) return null;
  const donation = await donationByReference(db(), reference);
  return donation?.method === "drop-off" && passStillNeeded(donation.state) ? donation : null;
}

/** Whether the browser is signed in to the portal as the donation's address, and the donation is theirs. */
async function ownersPass(request: Request, reference: string): Promise<boolean> {
  const session = await currentSession(request);
  if (!session?.emailKey) return false;
  const row = await firstRow(
    db(),
    sql<{ email_key: string }>`SELECT email_key FROM donations WHERE reference = ${reference}`,
  );
  return row?.email_key === session.emailKey && !(await awaitsConfirmation(db(), reference));
}

/** The PDF's 404, in plain text: what the page's 404 says, with the sign-in page's whole address. */
export function noPass(request: Request): Response {
  const words = wordsOf(request).pass;
  const signIn = new URL(pathInLocale(localeFromPath(new URL(request.url).pathname), "/auth"), env().publicUrl);
  return new Response(`${words.notFound}\n\n${words.notFoundHelp}\n${words.signIn}: ${signIn.href}\n`, {
    status: 404,
    headers: personalHeaders({ "Content-Type": "text/plain; charset=utf-8" }),
  });
}

/** What the pass page shows of a donation, its PDF at `pdfHref`. */
export function passView(donation: Donation, pdfHref: string): PassView {
  const { reference, devices, office } = donation;
  return { reference, devices, office, qr: qrPath(reference), pdfHref };
}

/** The QR code of a reference as one SVG path of its dark modules, with the quiet border scanners need. */
export function qrPath(reference: string): { size: number; path: string } {
  const { modules } = QRCode.create(reference, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) parts.push(`M${column + quiet} ${row + quiet}h1v1h-1z`);
  return { size: modules.size + 2 * quiet, path: parts.join("") };
}

/** The pass as the answer to its address: the PDF, inline, named for its reference, never stored (`no-store`). */
export async function passPdfResponse(donation: Donation, headers: Record<string, string> = {}): Promise<Response> {
  const body = await passPdf(donation);
  // A copy typed as held by a plain ArrayBuffer, which is what Response takes.
  return new Response(body.slice(), {
    headers: personalHeaders({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="drop-off-pass-${donation.reference}.pdf"`,
      ...headers,
    }),
  });
}
