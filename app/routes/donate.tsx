import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/donate");

export default function DonatePage() {
  return <SparsePage path="/donate" />;
}
