/**
 * The donation's confirmation link: what it shows, and the post that confirms it and signs the champion in.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { pathInLocale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { donationPathIn } from "~/config/personalAreas";
import { db } from "~/db/serverStore.server";
import { confirmationLink, confirmDonation } from "~/donations/server/donationConfirmation.server";
import { localeOf } from "~/donations/server/stepPage.server";
import { formProtection, readGuardedForm } from "~/kits/forms/formGuard.server";
import { log } from "~/platform/log.server";
import { personalHeaders, startSession } from "~/kits/signIn/portalSession.server";
import { donorScopeForChampion } from "~/portal/server/trackerView.server";

/**
 * The emailed link that confirms a donation given while signed out (decision 085). Opening it only checks it, so
 * a mail scanner's visit spends nothing; 'Continue' confirms it, once.
 */
export async function donationConfirmLoader({ request, params }: LoaderFunctionArgs) {
  const link = await confirmationLink(db(), params.token ?? "");
  const valid = link?.state === "valid";
  const { csrfToken, honeypotProps, csrfCookie } = await formProtection(request);
  const headers = personalHeaders();
  if (csrfCookie) headers.append("Set-Cookie", csrfCookie);
  return data(
    { reference: valid ? link.reference : null, protection: { csrfToken, honeypotProps } },
    { status: valid ? 200 : 410, headers },
  );
}

/** 'Continue': the donation joins the address's portal, the browser is signed in, and its page opens. */
export async function donationConfirmAction({ request, params }: ActionFunctionArgs) {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return data({ spent: true }, { status: guarded.status, headers: personalHeaders() });
  const confirmed = await confirmDonation(db(), params.token ?? "");
  if (confirmed.outcome !== "confirmed") return data({ spent: true }, { status: 410, headers: personalHeaders() });
  log.info("donation confirmed by its address");
  const cookie = await startSession(request, confirmed.championId, emailKey(confirmed.email));
  // The donation's page, where the portal shows this champion as a donor (an applicant's portal shows their
  // application first: then the portal itself).
  const scope = await donorScopeForChampion(confirmed.championId);
  const locale = localeOf(request);
  const shown = scope?.records.some((record) => record.id === confirmed.donorRecordId);
  return redirect(shown ? donationPathIn(locale, confirmed.donorRecordId) : pathInLocale(locale, "/portal"), {
    headers: personalHeaders({ "Set-Cookie": cookie }),
  });
}
