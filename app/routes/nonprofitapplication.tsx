import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/nonprofitapplication");

export default function NonProfitApplicationPage() {
  return <SparsePage path="/nonprofitapplication" />;
}
