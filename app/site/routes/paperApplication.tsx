import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { pageMetaFor, usePageText } from "~/page/seo";

export const meta = pageMetaFor("/paperapplication");

export default function PaperApplicationPage() {
  return <FormPage title={usePageText("/paperapplication").title} embed={embeds.paperApplicationForm} />;
}
