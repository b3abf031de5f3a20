import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/partner");

export default function PartnerPage() {
  return <SparsePage path="/partner" />;
}
