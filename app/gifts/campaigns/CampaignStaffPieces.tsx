import { boundFields, CheckboxField, TextAreaField, TextField } from "~/kits/forms/FormFields";
import { numericColumn, StaffTable } from "~/kits/console/StaffTable";
import { CAMPAIGN_FIELDS, emptyCampaign, type CampaignErrors, type CampaignTyped } from "./campaignForm";

type ListedCampaign = { slug: string; title: string; days: string; listed: boolean; raised: string; donors: number };

/** The campaigns, one row each: the title (a link to its page), days, listing, raised of the goal, donors. */
export function CampaignsTable({ campaigns }: { campaigns: ListedCampaign[] }) {
  if (campaigns.length === 0) return <p className="mt-3">No campaign yet.</p>;
  return (
    <StaffTable
      label="Campaigns"
      caption="Campaigns"
      className="mt-4"
      columns={["Campaign", "Days", "Listed", "Raised", numericColumn("Donors"), "Supporters' pages"]}
      rows={campaigns.map((campaign) => ({
        key: campaign.slug,
        cells: [
          <a key="title" href={`/campaigns/${campaign.slug}`} className="font-semibold text-brand-dark underline">
            {campaign.title}
          </a>,
          campaign.days,
          campaign.listed ? "Listed" : "Unlisted",
          campaign.raised,
          String(campaign.donors),
          <a key="supporters" href={`/staff/campaigns/${campaign.slug}`} className="text-brand-dark underline">
            Supporters&apos; pages <span className="sr-only">of {campaign.title}</span>
          </a>,
        ],
      }))}
    />
  );
}

/** The campaign form's fields, with what was typed and each refusal's sentence. */
export function CampaignFormFields({ typed, errors }: { typed: CampaignTyped | null; errors: CampaignErrors }) {
  const field = boundFields(typed ?? emptyCampaign, errors, CAMPAIGN_FIELDS);
  return (
    <>
      <TextField
        {...field("slug")}
        label="Address"
        hint="It is /campaigns/ and this: lower-case letters, digits, dashes."
        maxLength={60}
      />
      <TextField {...field("titleEn")} label="Title in English" maxLength={120} />
      <TextField {...field("titleEs")} label="Title in Spanish" maxLength={120} />
      <TextAreaField
        {...field("storyEn")}
        label="Story in English"
        hint="A blank line starts a paragraph."
        maxLength={5000}
      />
      <TextAreaField {...field("storyEs")} label="Story in Spanish" maxLength={5000} />
      <TextField {...field("goal")} label="Goal in whole dollars" inputMode="numeric" maxLength={12} />
      <TextField {...field("startsOn")} label="First day" type="date" />
      <TextField {...field("endsOn")} label="Last day" type="date" />
      <TextField
        {...field("image")}
        label="Image path (optional)"
        hint="On this site, such as /images/lupe.jpg."
        maxLength={200}
      />
      <CheckboxField
        name="listed"
        label="Listed (unticked: reached only by its address, not indexed by search engines)"
        checked={typed ? typed.listed === "yes" : true}
      />
    </>
  );
}
