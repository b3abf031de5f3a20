import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { sitePage } from "~/config/routes";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/nonprofitapplication");

export default function NonProfitApplicationPage() {
  return <FormPage title={sitePage("/nonprofitapplication").title} embed={embeds.nonprofitForm} />;
}
