import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { sitePage } from "~/config/routes";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/hotspot");

export default function RequestaHotspotPage() {
  return <FormPage title={sitePage("/hotspot").title} embed={embeds.hotspotForm} />;
}
