/**
 * What a donation's page (`/portal/donations/<donor record id>`, issue 28) loads: the signed-in donor's donation of
 * that id, or a 404 that is the same for another donor's donation, an applicant's record and an unknown id. A
 * visitor who is not signed in is sent to sign in.
 */
import { z } from "zod";
import { localeFromPath } from "~/i18n/locale";
import { portalWords } from "~/portal/words";
import { formProtection } from "~/kits/forms/formGuard.server";
import { db } from "~/db/serverStore.server";
import { donationPageView } from "./donationsView.server";
import { donationScope, type DonorScope } from "./donorScope.server";
import { personalHeaders, requireChampion } from "~/kits/signIn/portalSession.server";
import { donorScopeForChampion } from "./trackerView.server";
import { storiesForDonors } from "~/kits/stories/stories.server";

const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

/**
 * The signed-in donor's donation of this donor record id, as its own scope. A visitor who is not signed in is sent
 * to sign in; any id that is not one of the donor's donations is thrown as the same 404 (the donation's pages, and
 * the pickup page beside them, start here).
 */
export async function requireDonation(request: Request, donorRecordId: string | undefined): Promise<DonorScope> {
  const scope = await donorScopeForChampion(await requireChampion(request));
  const donation = scope && donorRecordId !== undefined ? donationScope(scope, donorRecordId) : null;
  if (donation) return donation;
  throw new Response(portalWords(localeFromPath(new URL(request.url).pathname)).donations.notFound, {
    status: 404,
    headers: personalHeaders({ "Content-Type": "text/plain; charset=utf-8" }),
  });
}

export async function donationPageData(request: Request, donorRecordId: string | undefined) {
  const url = new URL(request.url);
  const donation = await requireDonation(request, donorRecordId);
  const protection = await formProtection(request);
  const page = pageSchema.parse(url.searchParams.get("page") ?? 1);
  return {
    view: await donationPageView(db(), donation, page, localeFromPath(url.pathname)),
    // What the people who received this donation's devices agreed to share (issue 50 §2), by the devices' ids.
    stories: await storiesForDonors(db(), donation.donorIds),
    protection: { csrfToken: protection.csrfToken, honeypotProps: protection.honeypotProps },
    csrfCookie: protection.csrfCookie,
  };
}
