import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { SupportersTable } from "~/gifts/campaigns/SupporterStaffPieces";
import { campaignStaffAction, campaignStaffLoader } from "~/gifts/campaigns/supporterStaff.server";
import { StaffBackLink } from "~/kits/console/StaffBackLink";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffSection } from "~/kits/console/StaffSection";
import { staffMeta } from "~/kits/console/staffMeta";

export const meta = staffMeta("Campaign");

export const loader = (args: LoaderFunctionArgs) => campaignStaffLoader(args);

export const action = (args: ActionFunctionArgs) => campaignStaffAction(args);

/** A campaign's staff page (issue 48 §3): its supporters' pages, approved, paused and resumed here. */
export default function StaffCampaign() {
  const { campaign, supporters } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <StaffBackLink to={staffPages.campaigns.path}>All campaigns</StaffBackLink>
      <h1 className="mt-2 text-3xl font-bold">{campaign.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        A supporter&apos;s page is public only once approved here; a paused page says so instead of showing itself.
        Public page:{" "}
        <a
          href={`/campaigns/${campaign.slug}`}
          className="font-semibold text-brand-dark underline"
        >{`/campaigns/${campaign.slug}`}</a>
      </p>
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      <StaffSection id="supporters" heading={`Supporters' pages (${supporters.length})`} className="mt-8">
        <SupportersTable supporters={supporters} />
      </StaffSection>
    </>
  );
}
