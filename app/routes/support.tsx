import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/support");

export default function FinancialContributionPage() {
  return <SparsePage path="/support" />;
}
