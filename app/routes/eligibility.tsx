import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { sitePage } from "~/config/routes";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/eligibility");

export default function IncomeRequirementsPage() {
  return <FormPage title={sitePage("/eligibility").title} embed={embeds.incomeRequirementsForm} />;
}
