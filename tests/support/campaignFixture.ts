import type { NewCampaign } from "~/gifts/campaigns/campaignStore.server";

/** A campaign as the staff's form makes it: the store's tests keep it, the form's tests expect it. */
export const lupeCampaign: NewCampaign = {
  slug: "laptops-for-lupe",
  title: { en: "Laptops for Lupe", es: "Portátiles para Lupe" },
  story: { en: "First.\n\nSecond.", es: "Primero." },
  goalCents: 100_000,
  startsOn: "2026-12-01",
  endsOn: "2026-12-31",
  image: null,
  listed: true,
};
