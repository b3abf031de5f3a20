import { SparsePage } from "~/components/SparsePage";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/paperapplication");

export default function PaperApplicationPage() {
  return <SparsePage path="/paperapplication" />;
}
