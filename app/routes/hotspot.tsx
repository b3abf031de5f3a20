import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/hotspot");

export default function HotspotRequestPage() {
  return <SparsePage path="/hotspot" />;
}
