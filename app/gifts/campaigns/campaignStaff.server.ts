/**
 * The staff's campaigns page (`/staff/campaigns`, issue 48 §2): every campaign with its address, days, listing and
 * totals, and the form that makes one. Staff only (`requireStaff`). A refused form answers 400 (or 409 for an address
 * taken) with each field's sentence and what was typed.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { log, maskEmail } from "~/platform/log.server";
import { dollars } from "~/gifts/amounts";
import { CAMPAIGN_FIELDS, campaignMessages, emptyCampaign, readCampaign, type CampaignErrors } from "./campaignForm";
import { allCampaigns, campaignTotals, createCampaign } from "./campaignStore.server";

export async function campaignListLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const store = db();
  const campaigns = await Promise.all(
    (await allCampaigns(store)).map(async (campaign) => {
      const totals = await campaignTotals(store, campaign.id);
      return {
        slug: campaign.slug,
        title: campaign.title.en,
        days: `${campaign.startsOn} to ${campaign.endsOn}`,
        listed: campaign.listed,
        raised: `${dollars(totals.cents)} of ${dollars(campaign.goalCents)}`,
        donors: totals.donors,
      };
    }),
  );
  return { campaigns };
}

export type CampaignPostAnswer =
  | { ok: true; message: string; slug: string }
  | { ok: false; message: string; typed: typeof emptyCampaign; errors: CampaignErrors };

export async function campaignPostAction({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const guarded = await readGuardedForm(request);
  const typed = { ...emptyCampaign };
  if (guarded.form)
    for (const field of CAMPAIGN_FIELDS) typed[field] = (singleText(guarded.form, field) ?? "").slice(0, 6000);
  const refuse = (status: number, message: string, errors: CampaignErrors = {}) =>
    data({ ok: false, message, typed, errors } satisfies CampaignPostAnswer, { status });
  if (!guarded.ok) return refuse(guarded.spam ? 400 : guarded.status, guarded.spam ? "Use the form." : guarded.message);
  const read = readCampaign(typed);
  if (!read.ok) return refuse(400, "The campaign is not made yet: see the fields marked below.", read.errors);
  const id = await createCampaign(db(), read.value, staff);
  if (!id) return refuse(409, campaignMessages.taken, { slug: campaignMessages.taken });
  log.info("campaign made", { by: maskEmail(staff), campaign: id });
  const message = `Campaign made: /campaigns/${read.value.slug}`;
  return data({ ok: true, message, slug: read.value.slug } satisfies CampaignPostAnswer);
}
