import { FormPage } from "~/components/FormPage";
import { embeds } from "~/config/embeds";
import { pageMetaFor, usePageText } from "~/seo";

export const meta = pageMetaFor("/eligibility");

export default function IncomeRequirementsPage() {
  return <FormPage title={usePageText("/eligibility").title} embed={embeds.incomeRequirementsForm} />;
}
