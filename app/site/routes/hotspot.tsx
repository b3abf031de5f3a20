import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { pageMetaFor, usePageText } from "~/page/seo";

export const meta = pageMetaFor("/hotspot");

export default function RequestaHotspotPage() {
  return <FormPage title={usePageText("/hotspot").title} embed={embeds.hotspotForm} />;
}
