import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/boardapplication");

export default function BoardApplicationPage() {
  return <SparsePage path="/boardapplication" />;
}
