import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/ewastedropoff");

export default function EwasteDropOffPage() {
  return <SparsePage path="/ewastedropoff" />;
}
