import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/impact");

export default function ImpactPage() {
  return <SparsePage path="/impact" />;
}
