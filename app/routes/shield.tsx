import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/shield");

export default function ShieldPage() {
  return <SparsePage path="/shield" />;
}
