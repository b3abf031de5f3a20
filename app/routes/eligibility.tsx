import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/eligibility");

export default function IncomeRequirementsPage() {
  return <SparsePage path="/eligibility" />;
}
