/**
 * The staff's campaign form, read (issue 48 §2): its address (lower-case letters, digits and dashes), a title and a
 * story in English and Spanish, a goal in whole dollars ($1 to $100,000,000), its first and last day, an image path
 * on this site or none, and whether it is listed. Pure: the page's action and the tests read it alike.
 */
import { hasControl, plainText } from "~/kits/forms/reading";
import { isDay } from "~/gifts/days";
import type { NewCampaign } from "./campaignStore.server";

export const CAMPAIGN_FIELDS = [
  "slug",
  "titleEn",
  "titleEs",
  "storyEn",
  "storyEs",
  "goal",
  "startsOn",
  "endsOn",
  "image",
  "listed",
] as const;
export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];
export type CampaignTyped = Record<CampaignField, string>;
export type CampaignErrors = Partial<Record<CampaignField, string>>;

export const emptyCampaign = Object.fromEntries(CAMPAIGN_FIELDS.map((field) => [field, ""])) as CampaignTyped;

/** A story: paragraphs kept (blank lines), at most 5,000 characters; tabs and line ends are its only controls. */
function storyOf(typed: string): string | null {
  const story = typed.replace(/\r\n?/g, "\n").trim();
  return story && story.length <= 5000 && !hasControl(story.replace(/[\n\t]/g, " ")) ? story : null;
}

export const campaignMessages = {
  slug: "Give an address of lower-case letters, digits and dashes, such as laptops-for-lupe.",
  taken: "Another campaign has this address already; choose another.",
  titleEn: "Give the English title (up to 120 characters).",
  titleEs: "Give the Spanish title (up to 120 characters).",
  storyEn: "Give the English story (up to 5,000 characters).",
  storyEs: "Give the Spanish story (up to 5,000 characters).",
  goal: "Give the goal in whole dollars, such as 1000.",
  startsOn: "Give the first day as a date.",
  endsOn: "Give the last day as a date, on or after the first.",
  image: "Give an image path on this site starting with /, such as /images/lupe.jpg, or leave it empty.",
} as const;

export function readCampaign(
  typed: CampaignTyped,
): { ok: true; value: NewCampaign } | { ok: false; errors: CampaignErrors } {
  const errors: CampaignErrors = {};
  const slug = typed.slug.trim();
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 60) errors.slug = campaignMessages.slug;
  const titleEn = plainText(typed.titleEn, 120);
  if (!titleEn) errors.titleEn = campaignMessages.titleEn;
  const titleEs = plainText(typed.titleEs, 120);
  if (!titleEs) errors.titleEs = campaignMessages.titleEs;
  const storyEn = storyOf(typed.storyEn);
  if (!storyEn) errors.storyEn = campaignMessages.storyEn;
  const storyEs = storyOf(typed.storyEs);
  if (!storyEs) errors.storyEs = campaignMessages.storyEs;
  const goal = typed.goal.trim().replace(/^\$/, "").replace(/,/g, "");
  const goalDollars = /^\d{1,9}$/.test(goal) ? Number(goal) : 0;
  if (goalDollars < 1) errors.goal = campaignMessages.goal;
  const startsOn = typed.startsOn.trim();
  if (!isDay(startsOn)) errors.startsOn = campaignMessages.startsOn;
  const endsOn = typed.endsOn.trim();
  if (!isDay(endsOn) || (isDay(startsOn) && endsOn < startsOn)) errors.endsOn = campaignMessages.endsOn;
  const image = typed.image.trim();
  if (image !== "" && !/^\/[\w./-]{1,200}$/.test(image)) errors.image = campaignMessages.image;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      slug,
      title: { en: titleEn!, es: titleEs! },
      story: { en: storyEn!, es: storyEs! },
      goalCents: goalDollars * 100,
      startsOn,
      endsOn,
      image: image || null,
      listed: typed.listed === "yes",
    },
  };
}
