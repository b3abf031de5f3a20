import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/Button";
import { staffPages } from "~/config/routes";
import { CampaignFormFields, CampaignsTable } from "~/gifts/campaigns/CampaignStaffPieces";
import { campaignListLoader, campaignPostAction } from "~/gifts/campaigns/campaignStaff.server";
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffSection } from "~/kits/console/StaffSection";
import { staffMeta } from "~/kits/console/staffMeta";

export const meta = staffMeta(staffPages.campaigns.title);

export const loader = (args: LoaderFunctionArgs) => campaignListLoader(args);

export const action = (args: ActionFunctionArgs) => campaignPostAction(args);

export default function StaffCampaigns() {
  const { campaigns } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused = answer && !answer.ok ? answer : null;
  return (
    <>
      <h1 className="text-3xl font-bold">Campaigns</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        A campaign is a page with a story and a goal; gifts given through its page count toward it. An unlisted one is
        reached only by its address.
      </p>
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      <StaffSection id="list" heading={`Campaigns (${campaigns.length})`} className="mt-8">
        <CampaignsTable campaigns={campaigns} />
      </StaffSection>
      <StaffSection id="new" heading="Make a campaign" className="mt-10">
        <StaffActionForm action="create" seen="" className="max-w-2xl">
          <CampaignFormFields typed={refused?.typed ?? null} errors={refused?.errors ?? {}} />
          <Button className="mt-6">Make the campaign</Button>
        </StaffActionForm>
      </StaffSection>
    </>
  );
}
