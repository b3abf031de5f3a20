/**
 * The donation form's last page, after it is sent: what it shows.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { DONATE_START } from "~/donations/answers";
import { db } from "~/db/serverStore.server";
import { donationByReference } from "~/donations/server/donations.server";
import { localPath, sentDraft } from "~/donations/server/stepPage.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";

/**
 * The confirmation of the donation this browser sent: its reference, the address its email went to (the one the
 * donor typed: a donation's email is its only message), what happens next, and the pass.
 */
export async function donationSentLoader({ request }: LoaderFunctionArgs) {
  const draft = await sentDraft(request);
  const donation = draft?.sent ? await donationByReference(db(), draft.sent) : null;
  const email = draft?.answers.donor?.email;
  if (!donation || !email) throw redirect(localPath(request, DONATE_START), { headers: personalHeaders() });
  return data({ reference: donation.reference, method: donation.method, email }, { headers: personalHeaders() });
}
