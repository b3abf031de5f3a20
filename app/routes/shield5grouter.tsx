import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/shield5grouter");

export default function RouterPage() {
  return <SparsePage path="/shield5grouter" />;
}
