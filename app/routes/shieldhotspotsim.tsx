import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/shieldhotspotsim");

export default function HotspotPage() {
  return <SparsePage path="/shieldhotspotsim" />;
}
