import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { pageMetaFor, usePageText } from "~/page/seo";

export const meta = pageMetaFor("/nonprofitapplication");

export default function NonProfitApplicationPage() {
  return <FormPage title={usePageText("/nonprofitapplication").title} embed={embeds.nonprofitForm} />;
}
