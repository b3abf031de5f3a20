import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/apply");

export default function ApplyPage() {
  return <SparsePage path="/apply" />;
}
