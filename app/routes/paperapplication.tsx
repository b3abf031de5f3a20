import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { sitePage } from "~/config/routes";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/paperapplication");

export default function PaperApplicationPage() {
  return <FormPage title={sitePage("/paperapplication").title} embed={embeds.paperApplicationForm} />;
}
