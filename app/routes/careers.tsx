import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/careers");

export default function CareersPage() {
  return <SparsePage path="/careers" />;
}
